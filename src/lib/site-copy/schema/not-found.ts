import { singleton } from '@keystatic/core';
import { text } from '../fields';

/** The page shown for any address that is no page. */
export const notFound = singleton({
  label: 'Page not found',
  path: 'content/not-found',
  format: { data: 'yaml' },
  schema: {
    title: text('Title', { description: 'The heading and the browser tab.' }),
    description: text('Description', { multiline: true, description: 'What search engines and link previews show.' }),
    lead: text('First line', { description: 'Says the page could not be found.' }),
    help: text('Second line', { description: 'Invites the visitor to search, above the search box.' }),
  },
});
