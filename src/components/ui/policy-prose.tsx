import Markdoc, { type Node as MarkdocNode } from '@markdoc/markdoc';
import type { PolicyDocumentProps, PolicySection } from '@/components/ui/policy-document';
import { Prose, type ProseComponents } from '@/components/ui/prose';
import { formatLongDate } from '@/lib/format/dates';

/**
 * A policy written in content/policies/*.mdoc, as PolicyDocument shows it: what comes before the first
 * level-2 heading is the introduction, and each level-2 heading opens a section whose anchor
 * (`## Who we are {% #who-we-are %}`) the table of contents links to. A block tag the page knows (the
 * multi-year plan's `{% requirement-tables /%}`) is replaced by the sections the page gives for it.
 */

/** The plain text of a heading. */
export function headingText(node: MarkdocNode): string {
  let text = '';
  for (const child of node.walk()) if (child.type === 'text' && typeof child.attributes.content === 'string') text += child.attributes.content;
  return text.trim();
}

export interface ProseSection {
  id: string;
  heading: string;
  children: MarkdocNode[];
}

/** The introduction and the sections of a policy's body, with the sections given for a placeholder tag in its place. */
export function splitSections(body: MarkdocNode): { intro: MarkdocNode[]; parts: (ProseSection | { placeholder: string })[] } {
  const intro: MarkdocNode[] = [];
  const parts: (ProseSection | { placeholder: string })[] = [];
  let current: ProseSection | null = null;
  for (const child of body.children) {
    if (child.type === 'heading' && child.attributes.level === 2) {
      const heading = headingText(child);
      const id = typeof child.attributes.id === 'string' ? child.attributes.id : '';
      if (!id) throw new Error(`The heading “${heading}” needs an anchor: write it as ## ${heading} {% #its-anchor %}.`);
      current = { id, heading, children: [] };
      parts.push(current);
    } else if (child.type === 'tag' && child.tag === 'requirement-tables') {
      parts.push({ placeholder: child.tag });
      current = null;
    } else if (current) {
      current.children.push(child);
    } else if (parts.length === 0) {
      intro.push(child);
    } else {
      throw new Error('Text after a placeholder tag needs a level-2 heading of its own.');
    }
  }
  return { intro, parts };
}

function document(children: MarkdocNode[]): MarkdocNode {
  return new Markdoc.Ast.Node('document', {}, children);
}

export function policyDocumentProps(
  copy: { lastUpdated: string; body: MarkdocNode },
  placeholders: Record<string, PolicySection[]> = {},
  components: ProseComponents = {},
): PolicyDocumentProps {
  const { intro, parts } = splitSections(copy.body);
  const sections = parts.flatMap((part): PolicySection[] =>
    'placeholder' in part
      ? (placeholders[part.placeholder] ?? [])
      : [{ id: part.id, heading: part.heading, body: <Prose node={document(part.children)} components={components} /> }],
  );
  return {
    lastUpdated: formatLongDate(copy.lastUpdated),
    intro: intro.length > 0 ? <Prose node={document(intro)} components={components} /> : undefined,
    sections,
  };
}
