import { singleton } from '@keystatic/core';
import { group, image, list, paragraphs, text } from '../fields';
import { linkCard, pageHeader } from './parts';

/** How It Works (/technology/molten-salt-reactor): four numbered blocks, then the Core-unit in three tabs. */
export const howItWorks = singleton({
  label: 'How It Works',
  path: 'content/technology/how-it-works',
  format: { data: 'yaml' },
  schema: {
    header: pageHeader('technology'),
    intro: group({ heading: text('Heading'), paragraphs: paragraphs('Paragraphs') }, { label: 'Introduction' }),
    blocks: group(
      {
        label: text('Name of the blocks, read aloud'),
        items: list(
          'Blocks',
          group({
            number: text('Number', { description: 'Shown large beside the title: 01 to 04.' }),
            title: text('Title'),
            paragraphs: paragraphs('Paragraphs'),
            diagram: image('Diagram', 'technology', 'Drawn at 4:3 (480 × 360).'),
            caption: text('Caption', { multiline: true }),
          }),
          { min: 1, unique: 'number', itemLabel: (value) => `${String(value.number ?? '')} ${String(value.title ?? '')}` },
        ),
      },
      { label: 'Numbered blocks' },
    ),
    coreUnit: group(
      {
        heading: text('Heading'),
        intro: text('Introduction', { multiline: true }),
        announce: text('Read out after a tab change', { description: 'Write {label} where the tab’s name goes ("Graphic changed to {label}").' }),
        tabs: list(
          'Tabs',
          group({
            id: text('Id', { description: 'The tab’s address on the page (key-challenge); letters, digits and dashes; unique.' }),
            header: text('Tab name'),
            subheader: text('Opening sentence', { multiline: true }),
            graphic: image('Graphic', 'technology', 'Drawn at 4:3 (800 × 600).'),
            columns: list(
              'Columns',
              group({ header: text('Heading'), text: paragraphs('Paragraphs') }),
              { min: 1, itemLabel: (value) => String(value.header ?? '') },
            ),
          }),
          { min: 1, unique: 'id', itemLabel: (value) => String(value.header ?? '') },
        ),
      },
      { label: 'Replaceable Core-unit' },
    ),
    onward: group(
      {
        heading: text('Heading'),
        more: text('"Learn more" words', { description: 'Shown at the foot of each card.' }),
        cards: list('Cards', linkCard(), { min: 1, unique: 'href', itemLabel: (value) => String(value.title ?? '') }),
      },
      { label: 'Keep exploring' },
    ),
  },
});
