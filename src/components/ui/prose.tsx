import Markdoc, { type Node as MarkdocNode } from '@markdoc/markdoc';
import React, { type ReactNode } from 'react';
import { formatAddress, site, telHref } from '@/config/site';
import { env } from '@/lib/env';
import { retentionPeriod } from '@/lib/format/period';
import { markdocConfig } from '@/lib/site-copy/files';

/**
 * The site's prose (Markdoc from content/), rendered on the server into plain HTML: paragraphs, headings,
 * lists, tables and links, and the site's named tags filled in with the values it knows. No script reaches
 * the browser for it.
 */

const tags = {
  RetentionPeriod: () => retentionPeriod(env.SUBMISSION_RETENTION_DAYS),
  CompanyName: () => site.name,
  LegalName: () => site.legalName,
  OfficeAddress: ({ office }: { office?: 'headquarters' | 'canada' }) => formatAddress(site.offices[office ?? 'headquarters']),
  ContactEmail: () => <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a>,
  AccessibilityPhone: () => <a href={telHref(site.accessibility.phoneE164)}>{site.accessibility.phone}</a>,
  AccessibilityEmail: () => <a href={`mailto:${site.accessibility.email}`}>{site.accessibility.email}</a>,
} satisfies Record<string, (props: never) => ReactNode>;

/** Extra components a page may give its prose (a table's caption, say), by Markdoc render name. */
export type ProseComponents = Record<string, (props: never) => ReactNode>;

export function Prose({ node, components = {} }: { node: MarkdocNode; components?: ProseComponents }) {
  const tree = Markdoc.transform(node, { ...markdocConfig, nodes: { ...markdocConfig.nodes, document: { render: undefined } } });
  return <>{Markdoc.renderers.react(tree, React, { components: { ...tags, ...components } })}</>;
}
