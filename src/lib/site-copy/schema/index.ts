import { advancedNuclear } from './advanced-nuclear';
import { articlePage, chemicalPlants, coalToNuclear, dataCenters } from './article';
import { careers } from './careers';
import { footer, navigation, newsletter } from './chrome';
import { commercialAdvantages } from './commercial-advantages';
import { contact, subscription } from './forms-pages';
import { home } from './home';
import { howItWorks } from './how-it-works';
import { industrialUses } from './industrial-uses';
import { investors } from './investors';
import { newsPages } from './news-pages';
import { notFound } from './not-found';
import { pages } from './pages';
import { pathToMarket } from './path-to-market';
import { advisors, ourTeam } from './people';
import { accessibilityPolicies, aodaCustomerService, integratedStandards, multiYearPlan, privacyPolicy, termsAndConditions } from './policies';
import { redirects } from './redirects';
import { site } from './site';
import { technology } from './technology';
import { tradeAssociations } from './trade-associations';

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
  ourTeam,
  advisors,
  tradeAssociations,
  investors,
  careers,
  contact,
  subscription,
  newsPages,
  notFound,
  navigation,
  footer,
  newsletter,
  redirects,
};

export type CopyName = keyof typeof singletons;
