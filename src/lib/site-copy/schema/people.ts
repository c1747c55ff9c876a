import { singleton } from '@keystatic/core';
import { group, image, list, paragraphs, text } from '../fields';

/** The words above a page: the small line over the title, the title and (optionally) the text below it. */
export function pageHeader(options: { description?: boolean } = {}) {
  return group(
    {
      subtitle: text('Line above the title', { description: 'The small text over the page title ("About Us").' }),
      title: text('Page title', { description: 'The main heading of the page.' }),
      ...(options.description ? { description: text('Text below the title', { multiline: true }) } : {}),
    },
    { label: 'Page header' },
  );
}

const id = () =>
  text('Id', {
    description: 'Lowercase letters, digits and dashes, unique on the page (amara-okafor): the card’s address on the page (#person-amara-okafor). Keep it when the person’s name changes spelling, so links to the card still work.',
  });

/** One person's card: portrait, name, role and biography. Portraits may be SVG, PNG, JPEG or WebP. */
export function person(folder: string) {
  return group({
    id: id(),
    name: text('Name'),
    title: text('Role', { description: 'Shown under the name ("Chief Executive Officer").' }),
    portrait: image('Portrait', folder, `A square picture (320 × 320 or larger) in public/images/${folder}.`),
    bio: paragraphs('Biography', { description: 'The first paragraph shows on the card; the others open with More.' }),
  });
}

/** /our-team: the executives. */
export const ourTeam = singleton({
  label: 'Our Team (/our-team)',
  path: 'content/our-team',
  format: { data: 'yaml' },
  schema: {
    header: pageHeader({ description: true }),
    headline: text('Heading', { description: 'The heading above the cards ("Proven Leadership").' }),
    lead: text('Introduction', { multiline: true }),
    listLabel: text('Name of the list, read aloud', { description: 'What a screen reader announces for the list of cards ("Executive team").' }),
    executives: list('Executives', person('team'), { min: 1, unique: 'id', itemLabel: (value) => String(value.name ?? '') }),
  },
});

/** /our-team/advisors: the advisors in their groups. */
export const advisors = singleton({
  label: 'Advisors (/our-team/advisors)',
  path: 'content/our-team/advisors',
  format: { data: 'yaml' },
  schema: {
    header: pageHeader({ description: true }),
    groupsLabel: text('Name of the group links, read aloud', { description: 'What a screen reader announces for the links to each group ("Advisor groups").' }),
    groups: list(
      'Groups',
      group({
        id: text('Id', {
          description: 'Lowercase letters and dashes, unique on the page: the group’s address (#in-memoriam). Old links to the memorial page open the group with the id in-memoriam.',
        }),
        heading: text('Heading'),
        intro: text('Introduction', { multiline: true }),
        advisors: list('Advisors', person('advisors'), { min: 1, unique: 'id', itemLabel: (value) => String(value.name ?? '') }),
      }),
      { min: 1, unique: 'id', itemLabel: (value) => String(value.heading ?? '') },
    ),
  },
});
