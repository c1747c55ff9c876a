import { singleton } from '@keystatic/core';
import { group, text } from '../fields';

/**
 * The headings of the newsroom's list pages. Their titles and introductions are the pages' titles and
 * descriptions (Page titles and descriptions); the articles come from WordPress.
 */
export const newsPages = singleton({
  label: 'Newsroom pages (/latest-updates, /newsroom, /event, …)',
  path: 'content/news-pages',
  format: { data: 'yaml' },
  schema: {
    subtitle: text('Line above the title', { description: 'The small text over the title of every newsroom page ("Newsroom").' }),
    latestUpdates: group(
      {
        featuredHeading: text('Heading of the featured article', { description: 'Read aloud only ("Featured").' }),
        moreHeading: text('Heading of the list below it', { description: '"More updates".' }),
      },
      { label: '/latest-updates' },
    ),
    categories: group(
      {
        listHeading: text('Heading of the list', { description: 'Above the cards, beside the RSS feed link ("All articles").' }),
      },
      { label: '/category/press-release, /category/in-the-news, /ideas' },
    ),
    events: group(
      {
        upcomingHeading: text('Heading of upcoming events'),
        pastHeading: text('Heading of past events'),
        calendarLink: text('Link adding every upcoming event to a calendar'),
      },
      { label: '/event' },
    ),
  },
});
