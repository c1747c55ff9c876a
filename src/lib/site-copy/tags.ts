import { fields } from '@keystatic/core';
import { block, inline } from '@keystatic/core/content-components';

/**
 * The named tags an editor may write in the site's prose (Markdoc), for the values the site knows and
 * keeps in one place: `{% retention-period /%}` becomes "two years" (from SUBMISSION_RETENTION_DAYS),
 * `{% office-address office="headquarters" /%}` the office's address from content/site.yaml. Each is
 * one Keystatic content component (a button on the editing screen) and one Markdoc tag the site renders
 * (src/lib/site-copy/prose.tsx); a misspelled tag is refused by the content check.
 */
export const proseComponents = {
  'retention-period': inline({
    label: 'Retention period',
    description: 'How long the website keeps a sent form ("two years"), from the site’s setting.',
    schema: {},
  }),
  'company-name': inline({ label: 'Company name', description: 'The company’s name from the site identity.', schema: {} }),
  'legal-name': inline({ label: 'Legal name', description: 'The company’s legal name from the site identity.', schema: {} }),
  'office-address': inline({
    label: 'Office address',
    description: 'An office’s one-line address from the site identity.',
    schema: {
      office: fields.select({
        label: 'Office',
        options: [
          { label: 'US headquarters', value: 'headquarters' },
          { label: 'Canadian office', value: 'canada' },
        ],
        defaultValue: 'headquarters',
      }),
    },
  }),
  'contact-email': inline({ label: 'General mailbox', description: 'The general contact mailbox, as a link.', schema: {} }),
  'accessibility-phone': inline({ label: 'Accessibility phone', description: 'The accessibility phone number, as a link.', schema: {} }),
  'accessibility-email': inline({ label: 'Accessibility mailbox', description: 'The accessibility mailbox, as a link.', schema: {} }),
  // The long technology articles place the parts their front matter describes:
  'temperature-scale': block({ label: 'Temperature scale', description: 'The scale of process temperatures from this page’s fields (Industrial Uses).', schema: {} }),
  diagram: block({ label: 'Diagram', description: 'The diagram and caption from this page’s fields (Industrial Uses).', schema: {} }),
  'link-cards': block({ label: 'Link cards', description: 'The cards from this page’s fields (Industrial Uses).', schema: {} }),
  'comparison-table': block({ label: 'Comparison table', description: 'The table from this page’s fields (Advanced Nuclear).', schema: {} }),
} as const;

export type ProseTag = keyof typeof proseComponents;

/** The prose field of a page or policy: Markdoc with the site's tags. */
export function prose(label: string, description?: string) {
  return fields.markdoc({ label, description, components: proseComponents });
}
