import { footer, navigation, newsletter } from './chrome';
import { careers } from './careers';
import { contact, subscription } from './forms-pages';
import { investors } from './investors';
import { newsPages } from './news-pages';
import { notFound } from './not-found';
import { pages } from './pages';
import { advisors, ourTeam } from './people';
import { site } from './site';
import { tradeAssociations } from './trade-associations';

/**
 * Every piece of the site's words, one Keystatic singleton each: the schema the editing screen
 * (/keystatic) is generated from, the reader (src/lib/site-copy) reads with and the content check
 * (npm run content:check) checks against. Each lives in content/ at its `path` (.yaml, or .mdoc for prose).
 */
export const singletons = {
  site,
  pages,
  ourTeam,
  advisors,
  tradeAssociations,
  investors,
  careers,
  contact,
  subscription,
  newsPages,
  notFound,
  navigation,
  footer,
  newsletter,
};

export type CopyName = keyof typeof singletons;
