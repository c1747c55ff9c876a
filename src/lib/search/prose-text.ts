import type { Node as MarkdocNode } from '@markdoc/markdoc';
import { formatAddress, site } from '@/config/site';
import { env } from '@/lib/env';
import { retentionPeriod } from '@/lib/format/period';

/**
 * The words of a piece of prose from content/ (Markdoc), as the search index reads them: one piece per
 * paragraph, heading or list item, with the site's named tags replaced by the values they show.
 */

type Office = keyof typeof site.offices;
const officeOf = (attributes: Record<string, unknown>) => site.offices[(attributes.office as Office | undefined) ?? 'headquarters'];

const TAG_TEXT: Record<string, (attributes: Record<string, unknown>) => string> = {
  'retention-period': () => retentionPeriod(env.SUBMISSION_RETENTION_DAYS),
  'company-name': () => site.name,
  'legal-name': () => site.legalName,
  'office-address': (attributes) => formatAddress(officeOf(attributes)),
  'office-company': (attributes) => officeOf(attributes).company,
  'office-phone': (attributes) => officeOf(attributes).phone,
  'postal-address': (attributes) => {
    const office = officeOf(attributes);
    return [`Attention: ${String(attributes.attention ?? '')}`, office.company, office.unit ? `${office.street}, ${office.unit}` : office.street, `${office.municipality}, ${office.region} ${office.postal}`, office.country].join(' ');
  },
  'contact-email': () => site.contactEmail,
  'accessibility-phone': () => site.accessibility.phone,
  'accessibility-email': () => site.accessibility.email,
};

function inlineText(node: MarkdocNode): string {
  if (node.type === 'text') return String(node.attributes.content ?? '');
  if (node.type === 'softbreak' || node.type === 'hardbreak') return ' ';
  if (node.type === 'tag' && node.tag && TAG_TEXT[node.tag]) return TAG_TEXT[node.tag]!(node.attributes);
  return node.children.map(inlineText).join('');
}

export function proseText(node: MarkdocNode, into: string[] = []): string[] {
  if (node.type === 'inline') {
    const text = inlineText(node).replace(/\s+/gu, ' ').trim();
    if (text) into.push(text);
    return into;
  }
  if (node.type === 'tag' && node.tag) {
    if (node.tag === 'definition' && typeof node.attributes.term === 'string') into.push(node.attributes.term);
    const value = TAG_TEXT[node.tag]?.(node.attributes);
    if (value) into.push(value);
  }
  for (const child of node.children) proseText(child, into);
  return into;
}
