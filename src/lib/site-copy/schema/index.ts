import { articlePage, chemicalPlants, coalToNuclear, dataCenters } from './article';
import { pages } from './pages';
import { accessibilityPolicies, aodaCustomerService, integratedStandards, multiYearPlan, privacyPolicy, termsAndConditions } from './policies';
import { site } from './site';

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
};

export type CopyName = keyof typeof singletons;
