import type { Node as MarkdocNode } from '@markdoc/markdoc';
import { headingText } from '@/components/ui/policy-prose';
import { formatLongDate } from '@/lib/format/dates';
import type { CopyName } from '@/lib/site-copy/schema';
import { readContentFile } from '@/lib/site-copy/files';

/** A policy's title, its "Last updated" line and its section headings and anchors, as its content file has them. */
export function policyCopy(name: CopyName) {
  const { title, lastUpdated, body } = readContentFile(name, process.cwd()).value as { title: string; lastUpdated: string; body: MarkdocNode };
  const headings = body.children.filter((node) => node.type === 'heading' && node.attributes.level === 2);
  return {
    title,
    updated: `Last updated: ${formatLongDate(lastUpdated)}`,
    headings: headings.map(headingText),
    ids: headings.map((node) => String(node.attributes.id)),
  };
}
