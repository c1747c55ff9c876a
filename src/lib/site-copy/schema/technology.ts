import { singleton } from '@keystatic/core';
import { group, image, link, list, paragraphs, text } from '../fields';

/** The IMSR Technology landing page (/technology): its introduction and the cards to the technology pages. */
export const technology = singleton({
  label: 'Technology landing page',
  path: 'content/technology/landing',
  format: { data: 'yaml' },
  schema: {
    header: group(
      {
        subtitle: text('Subtitle', { description: 'The small line above the title.' }),
        description: text('Description', { multiline: true, description: 'One or two sentences under the title.' }),
      },
      { label: 'Header' },
    ),
    intro: group({ heading: text('Heading'), paragraphs: paragraphs('Paragraphs') }, { label: 'Introduction' }),
    explore: group(
      {
        heading: text('Heading'),
        listLabel: text('Name of the list of cards, read aloud'),
        more: text('"Learn more" words', { description: 'Shown at the foot of each card.' }),
        cards: list(
          'Cards',
          group({
            image: image('Illustration', 'technology', 'Drawn at 16:9 (1200 × 675).'),
            title: text('Title', { description: 'The card’s heading and link text.' }),
            url: link('Goes to'),
            description: text('Text', { multiline: true }),
          }),
          { min: 1, unique: 'url', itemLabel: (value) => String(value.title ?? '') },
        ),
      },
      { label: 'Explore the IMSR' },
    ),
  },
});
