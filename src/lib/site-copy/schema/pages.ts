import { singleton } from '@keystatic/core';
import { flag, group, shareImage, text } from '../fields';

const description = () => text('Description', { multiline: true, description: 'What search engines and link previews show under the title (about 150 characters).' });
const share = () => shareImage('Share image', 'The picture shown when the page is shared or linked (optional: the site’s default picture otherwise).');
const noindex = () =>
  flag(
    'Hide from search engines',
    'Asks search engines not to list the page (robots noindex) and leaves it out of the sitemap. Visitors and the site’s own search still find it.',
  );

/** A page's title, description, share image, and whether search engines may list it. */
function page(path: string) {
  return group(
    { title: text('Title', { description: 'The browser tab, search results and the sitemap.' }), description: description(), shareImage: share(), noindex: noindex() },
    { label: path },
  );
}

/**
 * The home page's description and share image (its title is the site's name and tagline). It offers no
 * "hide from search engines": one tick there would take the whole company out of search results.
 */
function home(path: string) {
  return group({ description: description(), shareImage: share() }, { label: path });
}

/** Every static page's title, description, share image and search-engine listing. */
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
