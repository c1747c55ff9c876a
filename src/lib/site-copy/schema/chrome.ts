import { singleton } from '@keystatic/core';
import { group, text } from '../fields';

const label = (name: string, description?: string) => text(name, { description });

/**
 * The navigation's and the footer's labels. Where each one leads is fixed by the site (each label names
 * one page), so an editor changes the words without breaking a link.
 */
export const navigation = singleton({
  label: 'Navigation and footer menus',
  path: 'content/navigation',
  format: { data: 'yaml' },
  schema: {
    menus: group(
      {
        about: label('About Us menu'),
        technology: label('Technology menu'),
        applications: label('Applications menu'),
        newsroom: label('Newsroom menu'),
        ideas: label('Ideas link'),
        investors: label('Investors link'),
        contact: label('Contact menu'),
        investorRelations: label('Investor relations link', 'Leads to the investor relations site (Site identity), in a new tab.'),
      },
      { label: 'Top items of the navigation' },
    ),
    groups: group(
      {
        coGeneration: label('Applications › first column', 'Heading over Chemical and Petrochemical Plants and Data Centers.'),
        electricPower: label('Applications › second column', 'Heading over Coal to Nuclear and Commercial Advantages.'),
      },
      { label: 'Column headings of the Applications menu' },
    ),
    pages: group(
      {
        ourTeam: label('/our-team'),
        advisors: label('/our-team/advisors'),
        tradeAssociations: label('/our-team/trade-associations'),
        careers: label('/careers'),
        technology: label('/technology'),
        moltenSaltReactor: label('/technology/molten-salt-reactor'),
        versatile: label('/technology/versatile'),
        leadingTheWay: label('/technology/leading-the-way'),
        advancedNuclear: label('/technology/advanced-nuclear-reactor-design', 'In the footer only.'),
        chemicalPlants: label('/applications/chemical-and-petrochemical-plants'),
        dataCenters: label('/applications/data-centers'),
        coalToNuclear: label('/applications/coal-to-nuclear'),
        commercialAdvantages: label('/applications/commercial-advantages'),
        latestUpdates: label('/latest-updates'),
        newsroom: label('/newsroom'),
        pressReleases: label('/category/press-release'),
        inTheNews: label('/category/in-the-news'),
        media: label('/media'),
        events: label('/event'),
        contact: label('/contact'),
        subscription: label('/subscription'),
        accessibilityPolicies: label('/accessibility-policies', 'In the footer only.'),
        privacyPolicy: label('/privacy-policy', 'At the foot of the footer.'),
        termsAndConditions: label('/terms-and-conditions', 'At the foot of the footer.'),
      },
      { label: 'Pages in the menus', description: 'Each page’s name in the navigation’s menus and the footer’s columns.' },
    ),
    footerColumns: group(
      {
        about: label('First column'),
        technology: label('Second column'),
        applications: label('Third column'),
        updates: label('Fourth column'),
        contact: label('Fifth column'),
      },
      { label: 'Footer column headings' },
    ),
  },
});

/** The footer's own words (its links are in Navigation and footer menus, the offices in Site identity). */
export const footer = singleton({
  label: 'Footer',
  path: 'content/footer',
  format: { data: 'yaml' },
  schema: {
    socialsLabel: text('Name of the social links, read aloud', { description: '"Follow us".' }),
    officesHeading: text('Heading over the offices'),
    generalContact: text('Heading over the general mailbox'),
    rights: text('After the copyright line', { description: 'Follows "© year Legal name" ("All rights reserved.").' }),
  },
});

/** The newsletter block above the footer of every page. */
export const newsletter = singleton({
  label: 'Newsletter block',
  path: 'content/newsletter',
  format: { data: 'yaml' },
  schema: {
    heading: text('Heading'),
    description: text('Description', { multiline: true }),
    signup: text('Invitation', { description: 'The line above the button.' }),
    button: text('Button', { description: 'Leads to /subscription.' }),
  },
});
