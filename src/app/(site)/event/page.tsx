import { PageLink } from '@/components/ui/page-link';
import { ArticleList } from '@/components/news/article-list';
import styles from '@/components/news/news-layout.module.css';
import { NewsPageHeader } from '@/components/news/news-page-header';
import { CalendarIcon } from '@/components/ui/icons';
import { INTERFACE_TEXTS } from '@/config/interface';
import { staticRoutes } from '@/config/routes';
import { clampPage, getEvents, isPastTheEnd, type EventView } from '@/lib/news/queries';
import { keepOutOfCache } from '@/lib/server-bridge';
import { pageMetadata } from '@/lib/metadata';
import { readCopy } from '@/lib/site-copy';
import { firstParam, hrefWith, type SearchParams } from '@/lib/news/search-params';

const route = staticRoutes.events;

export const metadata = pageMetadata(route);

export default async function EventsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const view: EventView = firstParam(params, 'view') === 'past' ? 'past' : 'upcoming';
  const pages = clampPage(firstParam(params, 'page'));
  const state = await getEvents(view, pages);
  if (isPastTheEnd(state, pages)) keepOutOfCache();
  const copy = readCopy('newsPages').events;
  const heading = view === 'past' ? copy.pastHeading : copy.upcomingHeading;

  return (
    <>
      <NewsPageHeader route={route} />
      <div className={`container section ${styles.section}`}>
        <div className={styles.toolbar}>
          <h2 className={styles.heading}>{heading}</h2>
          {view === 'upcoming' && state.items.length > 0 ? (
            <a className={styles.feedLink} href="/event/calendar.ics" download>
              <CalendarIcon className={styles.feedIcon} />
              {copy.calendarLink}
            </a>
          ) : null}
        </div>
        <div>
          <PageLink
            className="button button-outline-dark"
            href={view === 'past' ? route.path : hrefWith(route.path, { view: 'past' })}
            keepScroll
            data-testid="event-view-toggle"
          >
            {view === 'past' ? INTERFACE_TEXTS.news.viewUpcomingEvents : INTERFACE_TEXTS.news.viewPastEvents}
          </PageLink>
        </div>
        <ArticleList
          id="events"
          label={heading}
          state={state}
          noun={['event', 'events']}
          headingLevel={3}
          moreHref={(page) => hrefWith(route.path, { view: view === 'past' ? 'past' : undefined, page })}
          empty={
            <p>
              {view === 'past' ? INTERFACE_TEXTS.news.noPastEvents : INTERFACE_TEXTS.news.noUpcomingEvents}
            </p>
          }
        />
      </div>
    </>
  );
}
