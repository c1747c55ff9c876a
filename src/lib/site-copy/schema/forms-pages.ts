import { singleton } from '@keystatic/core';
import { text } from '../fields';
import { pageHeader } from './people';

/** /contact: the words around the contact form (its labels and messages are in src/config/forms.ts). */
export const contact = singleton({
  label: 'General Inquiries (/contact)',
  path: 'content/contact',
  format: { data: 'yaml' },
  schema: {
    header: pageHeader({ description: true }),
    formHeading: text('Heading above the form', { description: '"Send us a message".' }),
    contactsHeading: text('Heading above the offices', { description: '"Corporate contacts"; the offices themselves are in Site identity.' }),
  },
});

/** /subscription: the words around the newsletter form. */
export const subscription = singleton({
  label: 'Newsletter subscription (/subscription)',
  path: 'content/subscription',
  format: { data: 'yaml' },
  schema: {
    header: pageHeader({ description: true }),
    heading: text('Heading beside the form'),
    intro: text('Introduction', { multiline: true }),
  },
});
