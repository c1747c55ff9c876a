import { singleton } from '@keystatic/core';
import { group, image, integer, link, list, select, text } from '../fields';

const office = (label: string) =>
  group(
    {
      label: text('Label', { description: 'Shown above the address in the footer ("US Headquarters").' }),
      country: text('Country'),
      company: text('Company'),
      street: text('Street'),
      unit: text('Suite or unit', { optional: true }),
      municipality: text('City'),
      region: text('State or province'),
      postal: text('Postal code'),
      phone: text('Phone, as shown', { description: 'As visitors read it: +1 (704) 555-0100.' }),
      phoneE164: text('Phone, for dialling', { description: 'Digits only with the country code: +17045550100.' }),
      email: text('Mailbox'),
    },
    { label },
  );

/** The site's identity: names, offices, phones, mailboxes and links, used on every page. */
export const site = singleton({
  label: 'Site identity',
  path: 'content/site',
  format: { data: 'yaml' },
  schema: {
    name: text('Company name'),
    legalName: text('Legal name'),
    tagline: text('Tagline', { description: 'The home page title and the end of every page title in search results.' }),
    description: text('Description', { multiline: true, description: 'What search engines show for the site.' }),
    logo: group({ image: image('Logo', ''), width: integer('Width in pixels'), height: integer('Height in pixels') }, { label: 'Logo' }),
    offices: group({ headquarters: office('US headquarters'), canada: office('Canadian office') }, { label: 'Offices' }),
    contactEmail: text('General mailbox'),
    securityEmail: text('Security mailbox', { description: 'Published in /.well-known/security.txt for security researchers.' }),
    accessibility: group(
      { phone: text('Phone, as shown'), phoneE164: text('Phone, for dialling'), email: text('Mailbox') },
      { label: 'Accessibility contact' },
    ),
    socials: list(
      'Social networks',
      group({
        icon: select(
          'Network',
          [
            { label: 'Facebook', value: 'facebook' },
            { label: 'X', value: 'x' },
            { label: 'Instagram', value: 'instagram' },
            { label: 'LinkedIn', value: 'linkedin' },
            { label: 'YouTube', value: 'youtube' },
          ],
          'linkedin',
        ),
        alt: text('Name read aloud', { description: 'The link’s accessible name ("LinkedIn").' }),
        link: link('Address'),
      }),
      { itemLabel: (value) => String(value.alt ?? '') },
    ),
    investorRelationsUrl: link('Investor relations site'),
    copyrightYear: integer('Copyright year'),
    defaultOgImage: image('Default sharing image', '', 'Shown when a page is shared and has no picture of its own (1200 × 630).'),
  },
});
