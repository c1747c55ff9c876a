/**
 * The pages the site serves, with their metadata. Pages read their metadata from here and the
 * sitemap lists exactly these, so adding a page means adding it here (a unit test checks both ways).
 */
export interface StaticRoute {
  path: string;
  title?: string;
  description: string;
  changeFrequency: 'daily' | 'weekly' | 'monthly' | 'yearly';
  priority: number;
  /** False for pages that must not be listed or indexed (search results). */
  sitemap?: boolean;
}

export const staticRoutes = {
  home: {
    path: '/',
    description:
      'Integral Molten Salt Reactor (IMSR): a small modular reactor delivering 585 °C heat and carbon-free power for industry, with a replaceable 7-year Core-unit on a 7-hectare site.',
    changeFrequency: 'weekly',
    priority: 1,
  },
  latestUpdates: {
    path: '/latest-updates',
    title: 'Latest Updates',
    description: 'The newest announcements, coverage and ideas from the team building the Integral Molten Salt Reactor.',
    changeFrequency: 'daily',
    priority: 0.8,
  },
  newsroom: {
    path: '/newsroom',
    title: 'Newsroom',
    description: 'Every press release, news story and essay about the IMSR and our company, year by year since 2018.',
    changeFrequency: 'daily',
    priority: 0.8,
  },
  pressReleases: {
    path: '/category/press-release',
    title: 'Press Releases',
    description: 'Official announcements: regulatory milestones, partnerships, financing and the path of the IMSR to market.',
    changeFrequency: 'daily',
    priority: 0.7,
  },
  inTheNews: {
    path: '/category/in-the-news',
    title: 'In the News',
    description: 'What newspapers, trade journals and broadcasters are saying about molten salt reactors and our work.',
    changeFrequency: 'daily',
    priority: 0.7,
  },
  ideas: {
    path: '/ideas',
    title: 'Ideas',
    description: 'Essays on industrial heat, clean energy policy and why 585 °C matters for decarbonising heavy industry.',
    changeFrequency: 'weekly',
    priority: 0.7,
  },
  media: {
    path: '/media',
    title: 'Commons',
    description: 'Downloads, images, videos and external resources about the IMSR, free to use for press and educators.',
    changeFrequency: 'weekly',
    priority: 0.6,
  },
  events: {
    path: '/event',
    title: 'Events',
    description: 'Conferences, webinars and site visits where you can meet the IMSR team, upcoming and past.',
    changeFrequency: 'weekly',
    priority: 0.6,
  },
  investors: {
    path: '/investors',
    title: 'Investors',
    description: 'Our proposed business combination with Meridian Acquisition Corp.: the press release and the investor presentation.',
    changeFrequency: 'monthly',
    priority: 0.6,
  },
  technology: {
    path: '/technology',
    title: 'IMSR Technology',
    description: 'How the Integral Molten Salt Reactor works, where its 585 °C heat is used, its commercial advantages and its path to market.',
    changeFrequency: 'monthly',
    priority: 0.9,
  },
  moltenSaltReactor: {
    path: '/technology/molten-salt-reactor',
    title: 'How It Works',
    description: 'Fuel dissolved in molten salt at near-atmospheric pressure, 585 °C heat, and a sealed Core-unit replaced every seven years.',
    changeFrequency: 'monthly',
    priority: 0.8,
  },
  versatile: {
    path: '/technology/versatile',
    title: 'Industrial Uses',
    description: 'Where 585 °C heat and carbon-free power from the IMSR go to work: chemical plants, data centers, district heat and former coal stations.',
    changeFrequency: 'monthly',
    priority: 0.7,
  },
  advancedNuclear: {
    path: '/technology/advanced-nuclear-reactor-design',
    title: 'Advanced Nuclear Reactor Design',
    description: 'What sets Generation IV reactors apart from legacy plants, and where the molten-salt design of the IMSR fits among them.',
    changeFrequency: 'yearly',
    priority: 0.5,
  },
  leadingTheWay: {
    path: '/technology/leading-the-way',
    title: 'Path to Market',
    description: 'A decade of milestones from 2013 to 2023, a design built on prototyped molten-salt technology, and the road to rollout from 2030.',
    changeFrequency: 'monthly',
    priority: 0.7,
  },
  dataCenters: {
    path: '/applications/data-centers',
    title: 'Data Centers',
    description: 'Firm, carbon-free power around the clock for data centers, from a compact plant on about 7 hectares.',
    changeFrequency: 'monthly',
    priority: 0.6,
  },
  chemicalPlants: {
    path: '/applications/chemical-and-petrochemical-plants',
    title: 'Chemical and Petrochemical Plants',
    description: 'Replacing gas-fired boilers with 585 °C nuclear steam and power for chemical and petrochemical production.',
    changeFrequency: 'monthly',
    priority: 0.6,
  },
  coalToNuclear: {
    path: '/applications/coal-to-nuclear',
    title: 'Coal to Nuclear',
    description: 'Giving retiring coal stations a second life: IMSR heat matches their steam conditions, sites, grid connections and workforce.',
    changeFrequency: 'monthly',
    priority: 0.6,
  },
  commercialAdvantages: {
    path: '/applications/commercial-advantages',
    title: 'Commercial Advantages',
    description: 'Electricity under US$69 per MWh, heat under US$8.60 per MMBtu, a build under four years and a US$1 trillion OECD market.',
    changeFrequency: 'monthly',
    priority: 0.7,
  },
  advisors: {
    path: '/our-team/advisors',
    title: 'Advisors',
    description: 'The technical, industrial, financial, policy and regulatory leaders who advise our company.',
    changeFrequency: 'monthly',
    priority: 0.5,
  },
  contact: {
    path: '/contact',
    title: 'General Inquiries',
    description: 'Write to our team about the IMSR, partnerships, supply chain, media, investors, sales or careers, and find our offices in the USA and Canada.',
    changeFrequency: 'yearly',
    priority: 0.6,
  },
  subscription: {
    path: '/subscription',
    title: 'Stay up to date',
    description: 'Subscribe to e-mail updates about the IMSR: milestones, news and events, a few times a year.',
    changeFrequency: 'yearly',
    priority: 0.4,
  },
  tradeAssociations: {
    path: '/our-team/trade-associations',
    title: 'Trade Associations',
    description: 'The nuclear, energy and industry associations we belong to and work with.',
    changeFrequency: 'yearly',
    priority: 0.4,
  },
  privacyPolicy: {
    path: '/privacy-policy',
    title: 'Privacy Policy',
    description: 'What personal information we collect through this website, why, how long we keep it and the choices you have.',
    changeFrequency: 'yearly',
    priority: 0.2,
  },
  termsAndConditions: {
    path: '/terms-and-conditions',
    title: 'Terms and Conditions',
    description: 'The terms that govern your use of this website, under the laws of Canada.',
    changeFrequency: 'yearly',
    priority: 0.2,
  },
  accessibilityPolicies: {
    path: '/accessibility-policies',
    title: 'Accessibility and Policies',
    description: 'Our accessibility policies under Ontario’s AODA: customer service, integrated standards and our multi-year plan.',
    changeFrequency: 'yearly',
    priority: 0.3,
  },
  aodaCustomerService: {
    path: '/accessibility/AODA-customer-service-policy',
    title: 'AODA Customer Service Policy',
    description: 'How we provide goods, services and facilities to people with disabilities, under the Accessibility for Ontarians with Disabilities Act.',
    changeFrequency: 'yearly',
    priority: 0.2,
  },
  integratedStandards: {
    path: '/accessibility/integrated-accessibility-standards-policy',
    title: 'Integrated Accessibility Standards Policy',
    description: 'Our commitments under Ontario’s Integrated Accessibility Standards: information, employment, training and feedback.',
    changeFrequency: 'yearly',
    priority: 0.2,
  },
  multiYearPlan: {
    path: '/accessibility/multi-year-accessibility-plan',
    title: 'Multi-Year Accessibility Plan',
    description: 'The accessibility requirements we meet, their status, compliance deadlines and who is responsible.',
    changeFrequency: 'yearly',
    priority: 0.2,
  },
  ourTeam: {
    path: '/our-team',
    title: 'Our Team',
    description: 'The executives leading the development of the Integral Molten Salt Reactor, from engineering to licensing and finance.',
    changeFrequency: 'monthly',
    priority: 0.6,
  },
  careers: {
    path: '/careers',
    title: 'Careers',
    description: 'Help us transform clean energy: open positions in engineering, licensing, operations and business at our offices.',
    changeFrequency: 'weekly',
    priority: 0.6,
  },
  search: {
    path: '/search',
    title: 'Search',
    description: 'Search every page, press release, news story, event and download on the site, newest first or by relevance.',
    changeFrequency: 'daily',
    priority: 0.1,
    sitemap: false,
  },
} satisfies Record<string, StaticRoute>;

export const allRoutes: StaticRoute[] = Object.values(staticRoutes);

export const sitemapRoutes: StaticRoute[] = allRoutes.filter((route) => route.sitemap !== false);
