import { site } from './site';

/** A link inside a menu. `external` links open in a new tab. */
export * from './navigation-types';
import type { NavItem, NavLink } from './navigation-types';

export const navigation: NavItem[] = [
  {
    kind: 'menu',
    id: 'about',
    section: 'About Us',
    ariaLabel: 'About Us menu',
    url: '/our-team',
    subSections: [
      { name: 'Our Team', url: '/our-team' },
      { name: 'Advisors', url: '/our-team/advisors' },
      { name: 'Trade Associations', url: '/our-team/trade-associations' },
      { name: 'Careers', url: '/careers' },
    ],
  },
  {
    kind: 'menu',
    id: 'technology',
    section: 'Technology',
    ariaLabel: 'Technology menu',
    url: '/technology',
    subSections: [
      { name: 'IMSR Technology', url: '/technology' },
      { name: 'How It Works', url: '/technology/molten-salt-reactor' },
      { name: 'Industrial Uses', url: '/technology/versatile' },
      { name: 'Path to Market', url: '/technology/leading-the-way' },
    ],
  },
  {
    kind: 'menu',
    id: 'applications',
    section: 'Applications',
    ariaLabel: 'Applications menu',
    url: '/applications/commercial-advantages',
    subSections: [
      {
        name: 'Co-Generation Power',
        subSections: [
          { name: 'Chemical and Petrochemical Plants', url: '/applications/chemical-and-petrochemical-plants' },
          { name: 'Data Centers', url: '/applications/data-centers' },
        ],
      },
      {
        name: 'Electric Power',
        subSections: [
          { name: 'Coal to Nuclear', url: '/applications/coal-to-nuclear' },
          { name: 'Commercial Advantages', url: '/applications/commercial-advantages' },
        ],
      },
    ],
  },
  {
    kind: 'menu',
    id: 'newsroom',
    section: 'Newsroom',
    ariaLabel: 'Newsroom menu',
    url: '/newsroom',
    subSections: [
      { name: 'Latest Updates', url: '/latest-updates' },
      { name: 'Newsroom', url: '/newsroom' },
      { name: 'Press Releases', url: '/category/press-release' },
      { name: 'In the News', url: '/category/in-the-news' },
      { name: 'Commons', url: '/media' },
      { name: 'Events', url: '/event' },
    ],
  },
  { kind: 'link', id: 'ideas', section: 'Ideas', ariaLabel: 'Ideas', url: '/ideas' },
  { kind: 'link', id: 'investors', section: 'Investors', ariaLabel: 'Investors', url: '/investors' },
  {
    kind: 'menu',
    id: 'contact',
    section: 'Contact',
    ariaLabel: 'Contact menu',
    url: '/contact',
    subSections: [
      { name: 'General Inquiries', url: '/contact' },
      { name: 'Subscribe', url: '/subscription' },
    ],
  },
  {
    kind: 'link',
    id: 'investor-relations',
    section: 'Investor Relations',
    ariaLabel: 'Investor Relations (opens in a new tab)',
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
  {
    heading: 'About Us',
    links: [
      ...linksOf('about'),
      ...linksOf('investors'),
      { name: 'Accessibility and Policies', url: '/accessibility-policies' },
    ],
  },
  {
    heading: 'Technology',
    links: [...linksOf('technology'), { name: 'Advanced Nuclear', url: '/technology/advanced-nuclear-reactor-design' }],
  },
  { heading: 'Applications', links: linksOf('applications') },
  { heading: 'Updates', links: [...linksOf('newsroom'), ...linksOf('ideas')] },
  { heading: 'Contact', links: [...linksOf('contact'), ...linksOf('investor-relations')] },
];

export const legalLinks: NavLink[] = [
  { name: 'Privacy Policy', url: '/privacy-policy' },
  { name: 'Terms and Conditions', url: '/terms-and-conditions' },
];
