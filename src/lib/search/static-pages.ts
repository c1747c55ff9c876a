import { isValidElement } from 'react';
import { type StaticRoute, staticRoutes } from '@/config/routes';
import { site } from '@/config/site';
import { advancedNuclearArticle, reactorComparison } from '@/content/advanced-nuclear';
import { chemicalPlantsArticle } from '@/content/applications/chemical-plants';
import { coalToNuclearArticle } from '@/content/applications/coal-to-nuclear';
import { dataCentersArticle } from '@/content/applications/data-centers';
import { advantagesSection, commercialCallToAction, commercialHeader, commercialIntro } from '@/content/commercial-advantages';
import { homeServices, homeStats, homeVideo } from '@/content/home';
import { highlights, milestones, milestonesHeading, pathToMarketHeader, pathToMarketIntro, provenTechnology, rollout } from '@/content/leading-the-way';
import { coreUnitSection, howItWorksBlocks, howItWorksHeader, howItWorksIntro, howItWorksOnward } from '@/content/molten-salt-reactor';
import { aodaCustomerServicePolicy } from '@/content/policies/aoda-customer-service';
import { integratedAccessibilityStandardsPolicy } from '@/content/policies/integrated-accessibility-standards';
import { multiYearAccessibilityPlan, planParts } from '@/content/policies/multi-year-accessibility-plan';
import { privacyPolicyDocument } from '@/content/policies/privacy-policy';
import { env } from '@/lib/env';
import { publishedDate } from '@/lib/format/documents';
import { readCopy } from '@/lib/site-copy';
import { termsAndConditions } from '@/content/policies/terms-and-conditions';
import { technologyCards, technologyIntro } from '@/content/technology';
import { processTemperatures, versatileArticle } from '@/content/versatile';
import type { SearchDocument } from './documents';

/**
 * The site's own pages as search documents: each page's title and description from the route
 * registry, plus the text of the content it is built from. Every registered page except search itself
 * must appear below (the type makes a new page a compile error until it is listed).
 */

type IndexedRoute = Exclude<keyof typeof staticRoutes, 'search'>;

interface PageEntry {
  /** The label above the result. */
  section: string;
  /** The content modules the page renders; their text is searched. */
  content?: readonly unknown[];
  /** 'Last updated' of the page, as the page shows it. */
  updated?: string;
}

const pages: Record<IndexedRoute, PageEntry> = {
  home: { section: 'Home', content: [site.description, homeStats, homeServices, homeVideo] },
  latestUpdates: { section: 'Newsroom' },
  newsroom: { section: 'Newsroom' },
  pressReleases: { section: 'Newsroom' },
  inTheNews: { section: 'Newsroom' },
  ideas: { section: 'Newsroom' },
  media: { section: 'Newsroom' },
  events: { section: 'Newsroom' },
  investors: (() => {
    const { header, headline, summary, documents, relations } = readCopy('investors');
    const cards = documents.map((document) => [document.title, document.description, publishedDate(document.date)]);
    return { section: 'Investors', content: [header.subtitle, headline, summary, cards, relations] };
  })(),
  technology: { section: 'Technology', content: [technologyIntro, technologyCards] },
  moltenSaltReactor: {
    section: 'Technology',
    content: [howItWorksHeader, howItWorksIntro, howItWorksBlocks, coreUnitSection, howItWorksOnward],
  },
  versatile: { section: 'Technology', content: [processTemperatures, versatileArticle] },
  advancedNuclear: { section: 'Technology', content: [reactorComparison, advancedNuclearArticle] },
  leadingTheWay: {
    section: 'Technology',
    content: [pathToMarketHeader, pathToMarketIntro, milestonesHeading, milestones, provenTechnology, highlights, rollout],
  },
  dataCenters: { section: 'Applications', content: [dataCentersArticle] },
  chemicalPlants: { section: 'Applications', content: [chemicalPlantsArticle] },
  coalToNuclear: { section: 'Applications', content: [coalToNuclearArticle] },
  commercialAdvantages: {
    section: 'Applications',
    content: [commercialHeader, commercialIntro, advantagesSection, commercialCallToAction],
  },
  ourTeam: (() => {
    const { header, headline, lead, executives } = readCopy('ourTeam');
    return { section: 'Our Team', content: [header, headline, lead, executives] };
  })(),
  advisors: (() => {
    const { header, groups } = readCopy('advisors');
    return { section: 'Our Team', content: [header, groups] };
  })(),
  tradeAssociations: (() => {
    const { header, heading, intro, associations } = readCopy('tradeAssociations');
    return { section: 'Our Team', content: [header, heading, intro, associations] };
  })(),
  careers: (() => {
    const { header, headline, intro, positionsHeading } = readCopy('careers');
    return { section: 'Careers', content: [header, headline, intro, positionsHeading] };
  })(),
  contact: (() => {
    const { header, formHeading, contactsHeading } = readCopy('contact');
    return { section: 'Contact', content: [header, formHeading, contactsHeading, Object.values(site.offices)] };
  })(),
  subscription: (() => {
    const { header, heading, intro } = readCopy('subscription');
    return { section: 'Contact', content: [header, heading, intro] };
  })(),
  privacyPolicy: (() => {
    const policy = privacyPolicyDocument(env.SUBMISSION_RETENTION_DAYS);
    return { section: 'Policies', content: [policy], updated: policy.lastUpdated };
  })(),
  termsAndConditions: { section: 'Policies', content: [termsAndConditions], updated: termsAndConditions.lastUpdated },
  accessibilityPolicies: { section: 'Accessibility' },
  aodaCustomerService: { section: 'Accessibility', content: [aodaCustomerServicePolicy], updated: aodaCustomerServicePolicy.lastUpdated },
  integratedStandards: {
    section: 'Accessibility',
    content: [integratedAccessibilityStandardsPolicy],
    updated: integratedAccessibilityStandardsPolicy.lastUpdated,
  },
  multiYearPlan: {
    section: 'Accessibility',
    content: [multiYearAccessibilityPlan, planParts],
    updated: multiYearAccessibilityPlan.lastUpdated,
  },
};

/** Keys whose values are addresses, sizes or styling, never words a visitor reads. */
const SKIPPED_KEYS = new Set([
  'src', 'href', 'url', 'img', 'width', 'height', 'id', 'slug', 'path', 'style', 'className', 'poster', 'sources',
  'type', 'phoneE164', 'key', 'wordmark', 'tone', 'variant', 'lastUpdated',
  // Image descriptions are for people who cannot see the picture; a snippet quoting one reads oddly.
  'alt', 'imgAlt',
]);

/** Every piece of visible text in a content value: strings, lists, objects and JSX (our content modules hold all three). */
export function collectText(value: unknown, into: string[] = [], depth = 0): string[] {
  if (depth > 40 || value === null || value === undefined || typeof value === 'boolean') return into;
  if (typeof value === 'string') {
    const text = value.replace(/\s+/gu, ' ').trim();
    if (text && !/^(?:\/|https?:|mailto:|tel:|#)/.test(text)) into.push(text);
    return into;
  }
  if (typeof value === 'number') {
    into.push(String(value));
    return into;
  }
  if (Array.isArray(value)) {
    for (const item of value) collectText(item, into, depth + 1);
    return into;
  }
  if (isValidElement(value)) {
    const { type, props } = value as { type: unknown; props: Record<string, unknown> };
    // A small content component (an address block) is a plain function of its props: read what it renders.
    if (typeof type === 'function' && type.prototype?.isReactComponent === undefined) {
      try {
        const rendered: unknown = (type as (props: unknown) => unknown)(props);
        if (!(rendered instanceof Promise)) return collectText(rendered, into, depth + 1);
      } catch {
        // Not a plain function of its props (it uses hooks): its children are still read below.
      }
    }
    return collectText(props, into, depth + 1);
  }
  if (typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (!SKIPPED_KEYS.has(key)) collectText(item, into, depth + 1);
    }
  }
  return into;
}

/**
 * Headings, labels and paragraphs as one text. A short piece that ends without punctuation before one
 * that starts a new phrase is a heading or label: a mark keeps it apart. Anything else is running text
 * split by inline markup ("the <em>Act</em> (AODA)"), joined back with a space.
 */
function joinPieces(pieces: readonly string[]): string {
  let text = '';
  let previous = '';
  for (const piece of pieces) {
    const heading = previous.length > 0 && previous.length < 80 && !/[.!?:;,…]$/u.test(previous) && /^\p{Lu}/u.test(piece);
    text = text ? `${text}${heading ? ' · ' : ' '}${piece}` : piece;
    previous = piece;
  }
  return text;
}

/** '2024-04-30T00:00:00Z' from the pages' 'April 30, 2024'; '' when it cannot be read. */
function updatedDateTime(text: string): string {
  const time = Date.parse(`${text} 00:00:00 UTC`);
  return Number.isNaN(time) ? '' : new Date(time).toISOString().replace(/\.000Z$/, 'Z');
}

function pageDocument(route: StaticRoute, entry: PageEntry): SearchDocument {
  const title = route.title ?? site.name;
  const updated = entry.updated ? updatedDateTime(entry.updated) : '';
  return {
    id: `page:${route.path}`,
    kind: 'page',
    href: route.path,
    title,
    text: joinPieces([route.description, ...collectText(entry.content ?? [])]),
    label: entry.section,
    dateText: updated && entry.updated ? `UPDATED ${entry.updated.toUpperCase()}` : '',
    // Pages are not news: newest first lists them after the articles, best match first, whatever their update date.
    dateTime: '',
    categories: [],
  };
}

let cached: SearchDocument[] | null = null;

/** The static pages' documents; built once, as the pages only change with a deployment. */
export function staticPageDocuments(): SearchDocument[] {
  cached ??= (Object.keys(pages) as IndexedRoute[]).map((key) => pageDocument(staticRoutes[key], pages[key]));
  return cached;
}
