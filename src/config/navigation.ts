import { INTERFACE_TEXTS } from './interface';
import { staticRoutes } from './routes';
import { site } from './site';
import { readCopy } from '@/lib/site-copy';

/** A link inside a menu. `external` links open in a new tab. */
export * from './navigation-types';
import type { NavItem, NavLink, NavMenuItem } from './navigation-types';

/**
 * The navigation and the footer's columns. Where each item leads is fixed here; its label is a word, in
 * content/navigation.yaml (the menus' labels, keyed by the page each names).
 */
const copy = readCopy('navigation');
type PageKey = keyof typeof copy.pages;

/** A page of the site as a menu link: its path from the route registry, its label from the content file. */
const page = (key: PageKey): NavLink => ({ name: copy.pages[key], url: staticRoutes[key].path });

const menu = (id: string, section: string, url: string, subSections: NavMenuItem['subSections']): NavMenuItem => ({
  kind: 'menu',
  id,
  section,
  ariaLabel: `${section}${INTERFACE_TEXTS.menuSuffix}`,
  url,
  subSections,
});

export const navigation: NavItem[] = [
  menu('about', copy.menus.about, staticRoutes.ourTeam.path, [page('ourTeam'), page('advisors'), page('tradeAssociations'), page('careers')]),
  menu('technology', copy.menus.technology, staticRoutes.technology.path, [
    page('technology'),
    page('moltenSaltReactor'),
    page('versatile'),
    page('leadingTheWay'),
  ]),
  menu('applications', copy.menus.applications, staticRoutes.commercialAdvantages.path, [
    { name: copy.groups.coGeneration, subSections: [page('chemicalPlants'), page('dataCenters')] },
    { name: copy.groups.electricPower, subSections: [page('coalToNuclear'), page('commercialAdvantages')] },
  ]),
  menu('newsroom', copy.menus.newsroom, staticRoutes.newsroom.path, [
    page('latestUpdates'),
    page('newsroom'),
    page('pressReleases'),
    page('inTheNews'),
    page('media'),
    page('events'),
  ]),
  { kind: 'link', id: 'ideas', section: copy.menus.ideas, ariaLabel: copy.menus.ideas, url: staticRoutes.ideas.path },
  { kind: 'link', id: 'investors', section: copy.menus.investors, ariaLabel: copy.menus.investors, url: staticRoutes.investors.path },
  menu('contact', copy.menus.contact, staticRoutes.contact.path, [page('contact'), page('subscription')]),
  {
    kind: 'link',
    id: 'investor-relations',
    section: copy.menus.investorRelations,
    ariaLabel: `${copy.menus.investorRelations}${INTERFACE_TEXTS.newTab}`,
    url: site.investorRelationsUrl,
    external: true,
  },
];

export interface FooterColumn {
  heading: string;
  links: NavLink[];
}

/** The links under one top item of the navigation, groups flattened in order. */
export function linksOf(id: string): NavLink[] {
  const item = navigation.find((entry) => entry.id === id);
  if (!item) throw new Error(`No navigation item "${id}"`);
  if (item.kind === 'link') return [{ name: item.section, url: item.url, external: item.external }];
  return item.subSections.flatMap((entry) => ('subSections' in entry ? entry.subSections : [entry]));
}

// The footer repeats the menus, plus the pages linked from the footer only.
export const footerColumns: FooterColumn[] = [
  { heading: copy.footerColumns.about, links: [...linksOf('about'), ...linksOf('investors'), page('accessibilityPolicies')] },
  { heading: copy.footerColumns.technology, links: [...linksOf('technology'), page('advancedNuclear')] },
  { heading: copy.footerColumns.applications, links: linksOf('applications') },
  { heading: copy.footerColumns.updates, links: [...linksOf('newsroom'), ...linksOf('ideas')] },
  { heading: copy.footerColumns.contact, links: [...linksOf('contact'), ...linksOf('investor-relations')] },
];

export const legalLinks: NavLink[] = [page('privacyPolicy'), page('termsAndConditions')];
