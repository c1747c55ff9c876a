import { singleton } from '@keystatic/core';
import { titleHeader } from './parts';
import { date, file, group, list, text } from '../fields';

/** /investors: the announcement and its documents. */
export const investors = singleton({
  label: 'Investors (/investors)',
  path: 'content/investors',
  format: { data: 'yaml' },
  schema: {
    header: titleHeader(),
    headline: text('Headline', { multiline: true, description: 'The announcement’s heading.' }),
    summary: text('Summary', { multiline: true }),
    documentsLabel: text('Name of the list of documents, read aloud', { description: '"Investor documents".' }),
    documents: list(
      'Documents',
      group({
        title: text('Title', { description: 'The card’s heading ("Press release"); the download button names it too.' }),
        description: text('Description', { multiline: true }),
        file: file('PDF', 'The document visitors download, in public/files. Its size is shown next to the link, measured from the file.'),
        date: date('Published', 'Shown on the card as March 5, 2024.'),
      }),
      { min: 1, unique: 'file', itemLabel: (value) => String(value.title ?? '') },
    ),
    relations: group(
      {
        before: text('Text before the link', { description: '"Filings, share information and events are on our"' }),
        link: text('Link text', { description: 'Links to the investor relations site (Site identity › Investor relations site).' }),
        after: text('Text after the link', { optional: true, description: 'Usually the closing full stop.' }),
      },
      { label: 'Line linking to the investor relations site' },
    ),
  },
});
