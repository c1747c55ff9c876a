import { singleton } from '@keystatic/core';
import { group, image, integer, link, list, paragraphs, text } from '../fields';
import { pageHeader } from './parts';

/** Path to Market (/technology/leading-the-way): the milestones, the proven technology, the design review and the rollout. */
export const pathToMarket = singleton({
  label: 'Path to Market',
  path: 'content/technology/path-to-market',
  format: { data: 'yaml' },
  schema: {
    header: pageHeader('technology'),
    intro: group({ heading: text('Heading'), paragraphs: paragraphs('Paragraphs') }, { label: 'Introduction' }),
    milestones: group(
      {
        heading: text('Heading'),
        label: text('Name of the timeline, read aloud', { description: 'Write {first} and {last} where the first and last years go.' }),
        items: list(
          'Milestones',
          group({ year: integer('Year'), title: text('Title'), text: text('Text', { multiline: true }) }),
          { min: 1, unique: 'year', description: 'In order, one a year. Wide screens open the timeline on the third.', itemLabel: (value) => `${String(value.year ?? '')} ${String(value.title ?? '')}` },
        ),
      },
      { label: 'Milestones' },
    ),
    provenTechnology: group(
      {
        heading: text('Heading'),
        image: image('Diagram', 'technology', 'Drawn at 4:3 (640 × 480).'),
        paragraphs: paragraphs('Paragraphs', { description: 'The first two show; More reveals the rest.', min: 2 }),
        moreLabel: text('Whose text More reveals', { description: 'Read with the button: "More about {this}".' }),
      },
      { label: 'Building on proven technology' },
    ),
    highlights: group(
      {
        heading: text('Heading'),
        paragraphs: paragraphs('Paragraphs', { description: 'The first shows; More reveals the rest.' }),
        moreLabel: text('Whose text More reveals', { description: 'Read with the button: "More about {this}".' }),
        report: group(
          {
            label: text('Link words', { description: '"(PDF)" is added when the address ends in .pdf.' }),
            link: link('Report address', {
              description: 'The design-review report: for now our own summary, /files/design-review-report.pdf; the regulator’s report address (https://….pdf) once it is published.',
            }),
          },
          { label: 'Report link' },
        ),
      },
      { label: 'Highlights' },
    ),
    rollout: group(
      {
        heading: text('Heading'),
        paragraphs: paragraphs('Paragraphs'),
        contact: text('Contact button words'),
      },
      { label: 'Rollout' },
    ),
  },
});
