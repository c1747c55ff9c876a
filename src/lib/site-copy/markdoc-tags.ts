import { fields } from '@keystatic/core';
import { block, inline, wrapper } from '@keystatic/core/content-components';

/** The office a tag names, from content/site.yaml. */
function officeField() {
  return fields.select({
    label: 'Office',
    options: [
      { label: 'US headquarters', value: 'headquarters' },
      { label: 'Canadian office', value: 'canada' },
    ],
    defaultValue: 'headquarters',
  });
}

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
      office: officeField(),
    },
  }),
  'office-company': inline({
    label: 'Office company',
    description: 'The company name of an office ("Northwind Nuclear Canada Ltd.") from the site identity.',
    schema: { office: officeField() },
  }),
  'office-phone': inline({
    label: 'Office phone',
    description: 'An office’s phone number, as a link, from the site identity.',
    schema: { office: officeField() },
  }),
  'postal-address': block({
    label: 'Postal address',
    description: 'An office’s postal address on several lines, for the attention of a role (never a person).',
    schema: {
      office: officeField(),
      attention: fields.text({ label: 'For the attention of', description: 'A role, such as "Privacy Officer".', validation: { isRequired: true } }),
    },
  }),
  definitions: wrapper({
    label: 'Definitions',
    description: 'A list of terms and what they mean; put one Definition inside for each term.',
    schema: {},
  }),
  definition: wrapper({
    label: 'Definition',
    description: 'One term of a Definitions list and, inside, what it means (one paragraph).',
    schema: { term: fields.text({ label: 'Term', validation: { isRequired: true } }) },
  }),
  'requirement-tables': block({
    label: 'Requirement tables',
    description: 'Only in the multi-year accessibility plan: where the sections of its parts, each with its requirement table, appear.',
    schema: {},
  }),
  figure: block({
    label: 'Figure',
    description: 'An article’s diagram with its caption, named in the article’s list of figures.',
    schema: { id: fields.text({ label: 'Figure name', validation: { isRequired: true } }) },
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

/**
 * The prose of a document in sections (a policy): each level-2 heading starts a section and carries the
 * anchor its table of contents links to (`## Who we are {% #who-we-are %}`).
 */
export function sectionedProse(label: string, description?: string) {
  return fields.markdoc({
    label,
    description,
    components: proseComponents,
    options: {
      heading: {
        levels: [2, 3],
        schema: {
          id: fields.text({
            label: 'Anchor',
            description: 'The section’s address on the page (who-we-are for #who-we-are): its contents link points to it. Every level-2 heading needs one; keep a published one unchanged, other pages may link to it.',
          }),
        },
      },
    },
  });
}
