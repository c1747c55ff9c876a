import { type Copy, live, readCopy } from '@/lib/site-copy';

/**
 * The pages the site serves, with their metadata; their titles and descriptions are words, in
 * content/pages.yaml. Pages read their metadata from here and the sitemap lists exactly these, so adding
 * a page means adding it here and there (a unit test checks both ways).
 */
export interface StaticRoute {
  path: string;
  title?: string;
  description: string;
  changeFrequency: 'daily' | 'weekly' | 'monthly' | 'yearly';
  priority: number;
  /** False for pages that must not be listed or indexed (search results). */
  sitemap?: boolean;
  /** The picture link previews show (content/pages.yaml; an empty `src` is the site's default). */
  shareImage?: { src: string; alt: string };
  /** Kept out of search engines and the sitemap (content/pages.yaml). */
  noindex?: boolean;
}

const routes = {
  home: {
    path: '/',
    changeFrequency: 'weekly',
    priority: 1,
  },
  latestUpdates: {
    path: '/latest-updates',
    changeFrequency: 'daily',
    priority: 0.8,
  },
  newsroom: {
    path: '/newsroom',
    changeFrequency: 'daily',
    priority: 0.8,
  },
  pressReleases: {
    path: '/category/press-release',
    changeFrequency: 'daily',
    priority: 0.7,
  },
  inTheNews: {
    path: '/category/in-the-news',
    changeFrequency: 'daily',
    priority: 0.7,
  },
  ideas: {
    path: '/ideas',
    changeFrequency: 'weekly',
    priority: 0.7,
  },
  media: {
    path: '/media',
    changeFrequency: 'weekly',
    priority: 0.6,
  },
  events: {
    path: '/event',
    changeFrequency: 'weekly',
    priority: 0.6,
  },
  investors: {
    path: '/investors',
    changeFrequency: 'monthly',
    priority: 0.6,
  },
  technology: {
    path: '/technology',
    changeFrequency: 'monthly',
    priority: 0.9,
  },
  moltenSaltReactor: {
    path: '/technology/molten-salt-reactor',
    changeFrequency: 'monthly',
    priority: 0.8,
  },
  versatile: {
    path: '/technology/versatile',
    changeFrequency: 'monthly',
    priority: 0.7,
  },
  advancedNuclear: {
    path: '/technology/advanced-nuclear-reactor-design',
    changeFrequency: 'yearly',
    priority: 0.5,
  },
  leadingTheWay: {
    path: '/technology/leading-the-way',
    changeFrequency: 'monthly',
    priority: 0.7,
  },
  dataCenters: {
    path: '/applications/data-centers',
    changeFrequency: 'monthly',
    priority: 0.6,
  },
  chemicalPlants: {
    path: '/applications/chemical-and-petrochemical-plants',
    changeFrequency: 'monthly',
    priority: 0.6,
  },
  coalToNuclear: {
    path: '/applications/coal-to-nuclear',
    changeFrequency: 'monthly',
    priority: 0.6,
  },
  commercialAdvantages: {
    path: '/applications/commercial-advantages',
    changeFrequency: 'monthly',
    priority: 0.7,
  },
  advisors: {
    path: '/our-team/advisors',
    changeFrequency: 'monthly',
    priority: 0.5,
  },
  contact: {
    path: '/contact',
    changeFrequency: 'yearly',
    priority: 0.6,
  },
  subscription: {
    path: '/subscription',
    changeFrequency: 'yearly',
    priority: 0.4,
  },
  tradeAssociations: {
    path: '/our-team/trade-associations',
    changeFrequency: 'yearly',
    priority: 0.4,
  },
  privacyPolicy: {
    path: '/privacy-policy',
    changeFrequency: 'yearly',
    priority: 0.2,
  },
  termsAndConditions: {
    path: '/terms-and-conditions',
    changeFrequency: 'yearly',
    priority: 0.2,
  },
  accessibilityPolicies: {
    path: '/accessibility-policies',
    changeFrequency: 'yearly',
    priority: 0.3,
  },
  aodaCustomerService: {
    path: '/accessibility/AODA-customer-service-policy',
    changeFrequency: 'yearly',
    priority: 0.2,
  },
  integratedStandards: {
    path: '/accessibility/integrated-accessibility-standards-policy',
    changeFrequency: 'yearly',
    priority: 0.2,
  },
  multiYearPlan: {
    path: '/accessibility/multi-year-accessibility-plan',
    changeFrequency: 'yearly',
    priority: 0.2,
  },
  ourTeam: {
    path: '/our-team',
    changeFrequency: 'monthly',
    priority: 0.6,
  },
  careers: {
    path: '/careers',
    changeFrequency: 'weekly',
    priority: 0.6,
  },
  search: {
    path: '/search',
    changeFrequency: 'daily',
    priority: 0.1,
    sitemap: false,
  },
} satisfies Record<string, Omit<StaticRoute, 'title' | 'description'>>;

/** The pages with their words (content/pages.yaml). */
export const staticRoutes = live(() => {
  const words = readCopy('pages');
  return Object.fromEntries(Object.entries(routes).map(([key, route]) => [key, { ...route, ...words[key as keyof typeof routes] }])) as {
    [Key in keyof typeof routes]: (typeof routes)[Key] & Copy<'pages'>[Key];
  };
});

export const allRoutes: StaticRoute[] = live(() => Object.values(staticRoutes));

export const sitemapRoutes: StaticRoute[] = live(() => allRoutes.filter((route) => route.sitemap !== false && !route.noindex));
