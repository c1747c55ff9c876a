import { singleton } from '@keystatic/core';
import { titleHeader } from './parts';
import { paragraphs, text } from '../fields';

/** /careers: the words around the job board (the positions come from the applicant-tracking service). */
export const careers = singleton({
  label: 'Careers (/careers)',
  path: 'content/careers',
  format: { data: 'yaml' },
  schema: {
    header: titleHeader(),
    headline: text('Heading', { description: 'The heading above the introduction.' }),
    intro: paragraphs('Introduction'),
    positionsHeading: text('Heading of the job list', { description: '"Open positions".' }),
    noPositions: text('When no position is listed', {
      multiline: true,
      description: 'Shown instead of the job list when the service lists nothing; the general mailbox follows it.',
    }),
  },
});
