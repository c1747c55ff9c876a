import { singleton } from '@keystatic/core';
import { group, link, list, paragraphs, text, texts } from '../fields';
import { button } from './parts';

/** The home page (/): hero, "Who we are", the six figures, "What we do", the animation, the banner and the press. */
export const home = singleton({
  label: 'Home page',
  path: 'content/home',
  format: { data: 'yaml' },
  schema: {
    hero: group(
      {
        subtitle: text('Subtitle', { description: 'The small line above the title.' }),
        title: text('Title', { description: 'The large heading of the page.' }),
        description: text('Description', { multiline: true }),
        button: button('Button'),
      },
      { label: 'Hero' },
    ),
    whoWeAre: group(
      {
        heading: text('Heading'),
        text: text('Text', { multiline: true }),
        more: group(
          {
            label: text('Link words', { description: 'What everyone sees ("Find out more").' }),
            hiddenLabel: text('Rest of the link, read aloud', { description: 'Completes the link for screen readers ("about IMSR technology").' }),
            link: link('Goes to'),
          },
          { label: 'Link' },
        ),
      },
      { label: 'Who we are' },
    ),
    figures: group(
      {
        heading: text('Heading, read aloud', { description: 'Not shown: names the list of figures for screen readers.' }),
        items: list(
          'Figures',
          group({
            qualifier: text('Small word before the figure', { optional: true, description: '"under", "over", or empty.' }),
            figure: text('Figure', { description: 'Shown large ("50%").' }),
            label: text('Completes the statement', { description: 'Write CO2 plainly: the 2 is set as a subscript.' }),
            note: text('Note', { multiline: true, description: 'One sentence under the figure.' }),
          }),
          { min: 1, unique: 'label', itemLabel: (value) => `${String(value.figure ?? '')} ${String(value.label ?? '')}` },
        ),
      },
      { label: 'The IMSR in figures' },
    ),
    whatWeDo: group(
      {
        heading: text('Heading'),
        items: list(
          'Items',
          group({
            id: text('Id', { description: 'The item’s address on the page (what-we-do-heat); letters, digits and dashes; unique.' }),
            title: text('Title'),
            summary: text('Summary', { multiline: true, description: 'The lead: shown beside the title on wide screens, behind More on phones.' }),
            details: paragraphs('More', { description: 'What the More button reveals.' }),
          }),
          { min: 1, unique: 'id', itemLabel: (value) => String(value.title ?? '') },
        ),
      },
      { label: 'What we do' },
    ),
    video: group(
      {
        name: text('Name', { description: 'Short name of the animation, read with its pause button ("Pause IMSR animation").' }),
        caption: text('Caption', { multiline: true, description: 'What the animation shows, under it.' }),
      },
      { label: 'Animation' },
    ),
    banner: group({ heading: text('Heading'), button: button('Button') }, { label: 'Banner' }),
    press: group(
      {
        heading: text('Heading'),
        names: texts('Press names', { itemLabel: 'Name', description: 'Shown as plain text wordmarks, never their logos.' }),
      },
      { label: 'As seen in' },
    ),
    latestUpdates: group(
      {
        heading: text('Heading'),
        listLabel: text('Name of the list, read aloud'),
      },
      { label: 'Latest updates' },
    ),
  },
});
