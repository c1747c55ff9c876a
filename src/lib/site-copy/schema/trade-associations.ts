import { singleton } from '@keystatic/core';
import { group, link, list, select, text } from '../fields';
import { pageHeader } from './people';

/** /our-team/trade-associations: the memberships, each drawn as a text wordmark. */
export const tradeAssociations = singleton({
  label: 'Trade Associations (/our-team/trade-associations)',
  path: 'content/our-team/trade-associations',
  format: { data: 'yaml' },
  schema: {
    header: pageHeader({ description: true }),
    heading: text('Heading', { description: 'The heading above the tiles ("Our memberships").' }),
    intro: text('Introduction', { multiline: true }),
    listLabel: text('Name of the list, read aloud', { description: 'What a screen reader announces for the tiles ("Trade associations").' }),
    associations: list(
      'Associations',
      group({
        name: text('Name'),
        monogram: text('Monogram', { description: 'The short letters drawn as the association’s wordmark (CNIC).' }),
        style: select(
          'Wordmark style',
          [
            { label: 'Serif', value: 'serif' },
            { label: 'Block', value: 'block' },
            { label: 'Stacked', value: 'stacked' },
            { label: 'Outline', value: 'outline' },
            { label: 'Monospaced', value: 'mono' },
            { label: 'Script', value: 'script' },
          ],
          'block',
          'How the monogram is set on its tile.',
        ),
        link: link('Website', { description: 'The association’s own site (opens in a new tab).' }),
      }),
      { min: 1, unique: 'link', itemLabel: (value) => String(value.name ?? '') },
    ),
  },
});
