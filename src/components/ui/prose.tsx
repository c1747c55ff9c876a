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

type Office = 'headquarters' | 'canada';

/** A definition written as one paragraph reads as the definition itself, as `<dd>` holds phrasing text. */
function unwrapParagraph(children: ReactNode): ReactNode {
  const items = React.Children.toArray(children);
  const only = items.length === 1 ? items[0] : undefined;
  if (React.isValidElement<{ children?: ReactNode }>(only) && only.type === 'p') return only.props.children;
  return children;
}

const tags = {
  RetentionPeriod: () => retentionPeriod(env.SUBMISSION_RETENTION_DAYS),
  CompanyName: () => site.name,
  LegalName: () => site.legalName,
  OfficeAddress: ({ office }: { office?: Office }) => formatAddress(site.offices[office ?? 'headquarters']),
  OfficeCompany: ({ office }: { office?: Office }) => site.offices[office ?? 'headquarters'].company,
  OfficePhone: ({ office }: { office?: Office }) => {
    const { phone, phoneE164 } = site.offices[office ?? 'headquarters'];
    return <a href={telHref(phoneE164)}>{phone}</a>;
  },
  PostalAddress: ({ office, attention }: { office?: Office; attention: string }) => {
    const { company, street, unit, municipality, region, postal, country } = site.offices[office ?? 'headquarters'];
    return (
      <address>
        Attention: {attention}
        <br />
        {company}
        <br />
        {unit ? `${street}, ${unit}` : street}
        <br />
        {municipality}, {region} {postal}
        <br />
        {country}
      </address>
    );
  },
  Definitions: ({ children }: { children?: ReactNode }) => <dl>{children}</dl>,
  Definition: ({ term, children }: { term: string; children?: ReactNode }) => (
    <>
      <dt>{term}</dt>
      <dd>{unwrapParagraph(children)}</dd>
    </>
  ),
  // Placed by the page that knows what to show there (the multi-year plan's tables, an article's figures); nothing elsewhere.
  RequirementTables: () => null,
  Figure: () => null,
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
