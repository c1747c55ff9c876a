import { singleton } from '@keystatic/core';
import { date, group, list, select, text } from '../fields';
import { prose, sectionedProse } from '../markdoc-tags';

const body = () =>
  sectionedProse(
    'Text',
    'The introduction, then one section per level-2 heading; each heading carries the anchor its contents link points to ({% #who-we-are %}).',
  );

/** A policy page: its title, the date it was last revised and its text in sections. */
function policy(label: string, slug: string) {
  return singleton({
    label,
    path: `content/policies/${slug}`,
    format: { contentField: 'body' },
    schema: {
      title: text('Title', { description: 'The large heading at the top of the page.' }),
      lastUpdated: date('Last updated', 'The day the policy was last revised, shown above its contents as "February 6, 2024".'),
      body: body(),
    },
  });
}

export const privacyPolicy = policy('Privacy policy', 'privacy-policy');
export const termsAndConditions = policy('Terms and conditions', 'terms-and-conditions');
export const aodaCustomerService = policy('AODA customer service policy', 'aoda-customer-service-policy');
export const integratedStandards = policy('Integrated accessibility standards policy', 'integrated-accessibility-standards-policy');

export const REQUIREMENT_STATUSES = ['Complete', 'In progress', 'Ongoing'] as const;

/** The multi-year accessibility plan: its text, and one requirement table per part of the regulation. */
export const multiYearPlan = singleton({
  label: 'Multi-year accessibility plan',
  path: 'content/policies/multi-year-accessibility-plan',
  format: { contentField: 'body' },
  schema: {
    title: text('Title', { description: 'The large heading at the top of the page.' }),
    lastUpdated: date('Last updated', 'The day the plan was last revised, shown above its contents as "April 30, 2024".'),
    columns: group(
      {
        requirement: text('Requirement column'),
        description: text('Description column'),
        status: text('Status column'),
        deadline: text('Compliance deadline column'),
        responsibility: text('Responsibility column'),
      },
      { label: 'Table column headings', description: 'The same for every part’s table.' },
    ),
    captionSuffix: text('Table caption', {
      description: 'Follows the part’s heading in each table’s caption: "Employment: requirements and status".',
    }),
    parts: list(
      'Parts',
      group({
        id: text('Anchor', { description: 'The section’s address on the page (employment for #employment); keep a published one unchanged.' }),
        heading: text('Heading'),
        summary: text('Summary', { multiline: true, description: 'The paragraph above the part’s table.' }),
        requirements: list(
          'Requirements',
          group({
            requirement: text('Requirement'),
            description: text('Description', { multiline: true }),
            status: select(
              'Status',
              REQUIREMENT_STATUSES.map((value) => ({ label: value, value })),
              'In progress',
            ),
            deadline: date('Compliance deadline', 'Shown as "January 1, 2025".'),
            responsibility: text('Responsibility', { description: 'The team accountable for it ("Human Resources").' }),
          }),
          { itemLabel: (value) => String(value.requirement ?? ''), unique: 'requirement' },
        ),
      }),
      {
        description: 'One section and table per part of the regulation, shown where the text has its Requirement tables tag.',
        itemLabel: (value) => String(value.heading ?? ''),
        unique: 'id',
      },
    ),
    body: body(),
  },
});

/** The /accessibility-policies page: its intro, a card per accessibility document and the contact block. */
export const accessibilityPolicies = singleton({
  label: 'Accessibility and policies page',
  path: 'content/accessibility-policies',
  format: { contentField: 'body' },
  schema: {
    title: text('Title', { description: 'The large heading at the top of the page.' }),
    cardsLabel: text('Cards list name', { description: 'Read aloud to visitors who use a screen reader ("Accessibility documents").' }),
    documents: list(
      'Documents',
      group({
        page: select(
          'Page',
          [
            { label: 'AODA customer service policy', value: 'aodaCustomerService' },
            { label: 'Integrated accessibility standards policy', value: 'integratedStandards' },
            { label: 'Multi-year accessibility plan', value: 'multiYearPlan' },
          ],
          'aodaCustomerService',
          'The card’s title and link are the page’s own.',
        ),
        description: text('Description', { multiline: true }),
      }),
      { itemLabel: (value) => String(value.page ?? ''), unique: 'page' },
    ),
    body: prose(
      'Text',
      'The introduction under the title; then a level-2 heading and the lines of the contact block at the foot of the page.',
    ),
  },
});
