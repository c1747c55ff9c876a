import { singleton } from '@keystatic/core';
import { group, image, list, paragraphs, text } from '../fields';
import { button, pageHeader } from './parts';

/** Commercial Advantages (/applications/commercial-advantages): three advantages, each a tab with figures and an illustration. */
export const commercialAdvantages = singleton({
  label: 'Commercial Advantages',
  path: 'content/applications/commercial-advantages',
  format: { data: 'yaml' },
  schema: {
    header: pageHeader('applications'),
    intro: group({ heading: text('Heading'), paragraphs: paragraphs('Paragraphs') }, { label: 'Introduction' }),
    advantages: group(
      {
        heading: text('Heading'),
        figuresLabel: text('Name of a tab’s figures, read aloud', { description: 'Write {tab} where the tab’s name goes ("Key figures: {tab}").' }),
        tabs: list(
          'Tabs',
          group({
            id: text('Id', { description: 'The tab’s address on the page (low-cost-energy); letters, digits and dashes; unique.' }),
            header: text('Tab name'),
            subheader: text('Opening sentence', { multiline: true }),
            figures: list(
              'Figures',
              group({
                value: text('Figure', { description: 'Shown large ("Under US$69").' }),
                label: text('What it measures', { description: 'Read after the figure ("per MWh of electricity").' }),
              }),
              { min: 1, unique: 'value', itemLabel: (value) => `${String(value.value ?? '')} ${String(value.label ?? '')}` },
            ),
            paragraphs: paragraphs('Paragraphs'),
            illustration: image('Illustration', 'applications', 'Drawn at 4:3 (800 × 600).'),
          }),
          { min: 1, unique: 'id', itemLabel: (value) => String(value.header ?? '') },
        ),
      },
      { label: 'Advantages' },
    ),
    callToAction: group(
      { heading: text('Heading'), text: text('Text', { multiline: true }), button: button('Button') },
      { label: 'Call to action' },
    ),
  },
});
