import Markdoc from '@markdoc/markdoc';
import { isValidElement } from 'react';
import { type StaticRoute, staticRoutes } from '@/config/routes';
import { site } from '@/config/site';
import { formatLongDate } from '@/lib/format/dates';
import { publishedDate } from '@/lib/format/documents';
import { sectionSubtitle } from '@/lib/section-subtitle';
import { readCopy } from '@/lib/site-copy';
import type { SearchDocument } from './documents';
import { proseText } from './prose-text';

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

/** A policy from content/policies: its text and its date as the page shows it. */
function policyEntry(section: string, name: 'privacyPolicy' | 'termsAndConditions' | 'aodaCustomerService' | 'integratedStandards' | 'multiYearPlan'): PageEntry {
  const copy = readCopy(name);
  return { section, content: [proseText(copy.body)], updated: formatLongDate(copy.lastUpdated ?? '') };
}

/** An article from content/applications: its header, text, captions, key figures and the cards leading on. */
function articleEntry(name: 'dataCenters' | 'chemicalPlants' | 'coalToNuclear'): PageEntry {
  const { section, description, body, figures, keyFigures, related } = readCopy(name);
  const route = staticRoutes[name];
  return { section: 'Applications', content: [route.title, sectionSubtitle(route.path, section), description, proseText(body), figures, keyFigures, related] };
}

const pages: Record<IndexedRoute, PageEntry> = {
  home: { section: 'Home', content: [site.description, readCopy('home')] },
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
  technology: { section: 'Technology', content: [readCopy('technology')] },
  moltenSaltReactor: { section: 'Technology', content: [readCopy('howItWorks')] },
  versatile: { section: 'Technology', content: [readCopy('industrialUses')] },
  advancedNuclear: { section: 'Technology', content: [readCopy('advancedNuclear')] },
  leadingTheWay: { section: 'Technology', content: [readCopy('pathToMarket')] },
  dataCenters: articleEntry('dataCenters'),
  chemicalPlants: articleEntry('chemicalPlants'),
  coalToNuclear: articleEntry('coalToNuclear'),
  commercialAdvantages: { section: 'Applications', content: [readCopy('commercialAdvantages')] },
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
  privacyPolicy: policyEntry('Policies', 'privacyPolicy'),
  termsAndConditions: policyEntry('Policies', 'termsAndConditions'),
  accessibilityPolicies: (() => {
    const copy = readCopy('accessibilityPolicies');
    return { section: 'Accessibility', content: [proseText(copy.body), copy.documents.map((document) => document.description)] };
  })(),
  aodaCustomerService: policyEntry('Accessibility', 'aodaCustomerService'),
  integratedStandards: policyEntry('Accessibility', 'integratedStandards'),
  multiYearPlan: (() => {
    const plan = readCopy('multiYearPlan');
    const parts = plan.parts.map(({ heading, summary, requirements }) => ({
      heading,
      summary,
      requirements: requirements.map((row) => ({ ...row, deadline: formatLongDate(row.deadline ?? '') })),
    }));
    return { ...policyEntry('Accessibility', 'multiYearPlan'), content: [proseText(plan.body), parts] };
  })(),
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
  // Prose from content/ (Markdoc): the words of each paragraph, heading, list item and table cell.
  if (value instanceof Markdoc.Ast.Node) {
    for (const node of value.walk()) {
      if (node.type === 'inline') {
        const words = [...node.walk()].flatMap((child) => (child.type === 'text' && typeof child.attributes.content === 'string' ? [child.attributes.content] : child.type === 'softbreak' ? [' '] : []));
        collectText(words.join(''), into, depth + 1);
      }
    }
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
