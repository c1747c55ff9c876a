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
}

export const staticRoutes = {
  home: {
    path: '/',
    description:
      'Integral Molten Salt Reactor (IMSR): a small modular reactor delivering 585 °C heat and carbon-free power for industry, with a replaceable 7-year Core-unit on a 7-hectare site.',
    changeFrequency: 'weekly',
    priority: 1,
  },
} satisfies Record<string, StaticRoute>;

export const sitemapRoutes: StaticRoute[] = Object.values(staticRoutes);
