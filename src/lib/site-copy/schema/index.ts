import { articlePage, chemicalPlants, coalToNuclear, dataCenters } from './article';
import { pages } from './pages';
import { accessibilityPolicies, aodaCustomerService, integratedStandards, multiYearPlan, privacyPolicy, termsAndConditions } from './policies';
import { advancedNuclear } from './advanced-nuclear';
import { commercialAdvantages } from './commercial-advantages';
import { home } from './home';
import { howItWorks } from './how-it-works';
import { industrialUses } from './industrial-uses';
import { pathToMarket } from './path-to-market';
import { site } from './site';
import { technology } from './technology';

/**
 * Every piece of the site's words, one Keystatic singleton each: the schema the editing screen
 * (/keystatic) is generated from, the reader (src/lib/site-copy) reads with and the content check
 * (npm run content:check) checks against. Each lives in content/ at its `path` (.yaml, or .mdoc for prose).
 */
export const singletons = {
  site,
  pages,
  privacyPolicy,
  termsAndConditions,
  aodaCustomerService,
  integratedStandards,
  multiYearPlan,
  accessibilityPolicies,
  articlePage,
  dataCenters,
  chemicalPlants,
  coalToNuclear,
  home,
  technology,
  howItWorks,
  industrialUses,
  advancedNuclear,
  pathToMarket,
  commercialAdvantages,
};

export type CopyName = keyof typeof singletons;
