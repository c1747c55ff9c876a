import { singleton } from '@keystatic/core';
import { group, text } from '../fields';

const description = () => text('Description', { multiline: true, description: 'What search engines and link previews show under the title (about 150 characters).' });

/** A page's title and description. */
function page(path: string) {
  return group({ title: text('Title', { description: 'The browser tab, search results and the sitemap.' }), description: description() }, { label: path });
}

/** The home page's description (its title is the site's name and tagline). */
function home(path: string) {
  return group({ description: description() }, { label: path });
}

/** Every static page's title and description. */
export const pages = singleton({
  label: 'Page titles and descriptions',
  path: 'content/pages',
  format: { data: 'yaml' },
  schema: {
    home: home('/'),
    latestUpdates: page('/latest-updates'),
    newsroom: page('/newsroom'),
    pressReleases: page('/category/press-release'),
    inTheNews: page('/category/in-the-news'),
    ideas: page('/ideas'),
    media: page('/media'),
    events: page('/event'),
    investors: page('/investors'),
    technology: page('/technology'),
    moltenSaltReactor: page('/technology/molten-salt-reactor'),
    versatile: page('/technology/versatile'),
    advancedNuclear: page('/technology/advanced-nuclear-reactor-design'),
    leadingTheWay: page('/technology/leading-the-way'),
    dataCenters: page('/applications/data-centers'),
    chemicalPlants: page('/applications/chemical-and-petrochemical-plants'),
    coalToNuclear: page('/applications/coal-to-nuclear'),
    commercialAdvantages: page('/applications/commercial-advantages'),
    advisors: page('/our-team/advisors'),
    contact: page('/contact'),
    subscription: page('/subscription'),
    tradeAssociations: page('/our-team/trade-associations'),
    privacyPolicy: page('/privacy-policy'),
    termsAndConditions: page('/terms-and-conditions'),
    accessibilityPolicies: page('/accessibility-policies'),
    aodaCustomerService: page('/accessibility/AODA-customer-service-policy'),
    integratedStandards: page('/accessibility/integrated-accessibility-standards-policy'),
    multiYearPlan: page('/accessibility/multi-year-accessibility-plan'),
    ourTeam: page('/our-team'),
    careers: page('/careers'),
    search: page('/search'),
  },
});
