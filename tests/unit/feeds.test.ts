import { describe, expect, it } from 'vitest';
import { xml2js, type ElementCompact } from 'xml-js';
import { site } from '@/config/site';
import { buildEventCalendar, eventCalendarFilename, eventUid } from '@/lib/feeds/ics';
import { buildRssFeed } from '@/lib/feeds/rss';
import { makeArticle } from './support/article';

// The unit project runs with the default SITE_URL.
const ORIGIN = 'http://localhost:3000';

interface RssItem {
  title: string;
  link: string;
  guid: string;
  guidIsPermaLink: string | undefined;
  pubDate: string | undefined;
  description: string | undefined;
  categories: string[];
}

function text(node: ElementCompact | undefined): string | undefined {
  if (!node) return undefined;
  const value = node._cdata ?? node._text;
  return value === undefined ? undefined : String(value);
}

function list(node: ElementCompact | ElementCompact[] | undefined): ElementCompact[] {
  if (!node) return [];
  return Array.isArray(node) ? node : [node];
}

/** Parses the feed with a strict XML parser, so malformed output fails the test. */
function parseRss(xml: string) {
  const doc = xml2js(xml, { compact: true }) as ElementCompact;
  const channel = doc.rss.channel as ElementCompact;
  const items: RssItem[] = list(channel.item).map((item) => ({
    title: text(item.title) ?? '',
    link: text(item.link) ?? '',
    guid: text(item.guid) ?? '',
    guidIsPermaLink: item.guid?._attributes?.isPermaLink as string | undefined,
    pubDate: text(item.pubDate),
    description: text(item.description),
    categories: list(item.category).map((category) => text(category) ?? ''),
  }));
  return {
    version: doc.rss._attributes?.version,
    title: text(channel.title),
    link: text(channel.link),
    description: text(channel.description),
    language: text(channel.language),
    copyright: text(channel.copyright),
    lastBuildDate: text(channel.lastBuildDate),
    selfLink: channel['atom:link']?._attributes?.href as string | undefined,
    items,
  };
}

const feedInput = {
  title: 'Newsroom',
  description: 'News from the IMSR team',
  path: '/newsroom',
  feedPath: '/newsroom/feed.xml',
};

describe('buildRssFeed', () => {
  const articles = [
    makeArticle({ id: 1, date: '2024-03-05T09:30:00', titleText: 'IMSR passes review', categories: [{ id: 58, name: 'Press Releases' }] }),
    makeArticle({
      id: 2,
      kind: 'media',
      date: '2024-04-10T16:00:00',
      titleText: 'Data centers & heat',
      excerpt: '',
      content: '<p>Why data centers need <em>firm</em> power &amp; heat.</p>',
      externalUrl: 'https://news.example.com/story',
      categories: [],
    }),
  ];
  const feed = parseRss(buildRssFeed({ ...feedInput, articles }));

  it('describes the channel with absolute links', () => {
    expect(feed.version).toBe('2.0');
    expect(feed.title).toBe('Newsroom');
    expect(feed.description).toBe('News from the IMSR team');
    expect(feed.link).toBe(`${ORIGIN}/newsroom`);
    expect(feed.selfLink).toBe(`${ORIGIN}/newsroom/feed.xml`);
    expect(feed.language).toBe('en');
    expect(feed.copyright).toBe(`© ${site.copyrightYear} ${site.legalName}`);
  });

  it('dates the channel by its newest item, so an unchanged feed is stable', () => {
    expect(feed.lastBuildDate).toBe('Wed, 10 Apr 2024 16:00:00 GMT');
  });

  it('links every item to its page here, with the page as a permalink guid', () => {
    expect(feed.items).toHaveLength(2);
    expect(feed.items.map((item) => item.link)).toEqual([`${ORIGIN}/newsroom/posts/1`, `${ORIGIN}/newsroom/media/2`]);
    expect(feed.items.map((item) => item.guid)).toEqual(feed.items.map((item) => item.link));
    expect(feed.items[0]?.guidIsPermaLink).toBe('true');
  });

  it('writes pubDate in RFC 822 form from the CMS date read as UTC', () => {
    expect(feed.items[0]?.pubDate).toBe('Tue, 05 Mar 2024 09:30:00 GMT');
  });

  it('carries titles, previews and categories as escaped text', () => {
    expect(feed.items[0]?.title).toBe('IMSR passes review');
    expect(feed.items[0]?.description).toBe('The regulator finished its pre-licensing review of the reactor design.');
    expect(feed.items[0]?.categories).toEqual(['Press Releases']);
    expect(feed.items[1]?.title).toBe('Data centers &amp; heat');
    expect(feed.items[1]?.description).toBe('Why data centers need firm power &amp; heat.');
    expect(feed.items[1]?.categories).toEqual([]);
  });

  it('never lets a hostile title or body through as markup', () => {
    const hostile = makeArticle({
      id: 3,
      titleText: '<script>alert(1)</script> ]]> ]]> done',
      excerpt: '<p>&lt;img src=x onerror=alert(1)&gt;</p>',
    });
    const xml = buildRssFeed({ ...feedInput, articles: [hostile] });
    expect(xml).not.toMatch(/<script/i);
    expect(xml).not.toMatch(/<img/i);
    const [item] = parseRss(xml).items;
    expect(item?.title).toBe('&lt;script&gt;alert(1)&lt;/script&gt; ]]&gt; ]]&gt; done');
    expect(item?.description).toBe('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('leaves out articles whose date cannot be read', () => {
    const xml = buildRssFeed({
      ...feedInput,
      articles: [makeArticle({ id: 4, date: '' }), makeArticle({ id: 5, date: '2024-02-30T10:00:00' }), makeArticle({ id: 6 })],
    });
    expect(parseRss(xml).items.map((item) => item.link)).toEqual([`${ORIGIN}/newsroom/posts/6`]);
  });

  it('is a valid empty channel with no articles', () => {
    const empty = parseRss(buildRssFeed({ ...feedInput, articles: [] }));
    expect(empty.title).toBe('Newsroom');
    expect(empty.items).toEqual([]);
  });
});

/** Unfolds RFC 5545 continuation lines and splits the calendar into its events' property maps. */
function parseIcs(ics: string) {
  const lines = ics.replace(/\r\n[ \t]/g, '').split('\r\n').filter(Boolean);
  const events: Record<string, string>[] = [];
  let current: Record<string, string> | null = null;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT' && current) {
      events.push(current);
      current = null;
    } else if (current) {
      const colon = line.indexOf(':');
      current[line.slice(0, colon)] = line.slice(colon + 1);
    }
  }
  return { lines, events };
}

describe('buildEventCalendar', () => {
  const now = new Date('2025-02-01T12:00:00Z');
  const summit = makeArticle({
    id: 900,
    kind: 'event',
    titleText: 'Advanced Reactor Summit',
    content: '<p>Meet the team, booth 12; bring questions.</p>',
    eventStart: '20250303',
    eventEnd: '2025-03-05',
    categories: [{ id: 60, name: 'Events' }],
  });
  const oneDay = makeArticle({ id: 901, kind: 'event', titleText: 'Webinar', eventStart: '2025-12-31', eventEnd: '' });
  const broken = makeArticle({ id: 902, kind: 'event', titleText: 'Someday', eventStart: 'TBD', eventEnd: '2025-02-30' });

  const ics = buildEventCalendar([summit, oneDay, broken], { now });
  const { lines, events } = parseIcs(ics);

  it('writes a calendar named for the site with CRLF line ends', () => {
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines).toContain(`PRODID:-//${site.name}//Events//EN`);
    expect(ics.split('\n').every((line, index, all) => index === all.length - 1 || line.endsWith('\r'))).toBe(true);
  });

  it('skips an event whose dates cannot be read', () => {
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(events.map((event) => event.SUMMARY)).toEqual(['Advanced Reactor Summit', 'Webinar']);
  });

  it('writes all-day events with an exclusive end date', () => {
    expect(events[0]).toMatchObject({ 'DTSTART;VALUE=DATE': '20250303', 'DTEND;VALUE=DATE': '20250306' });
    // Across New Year: the day after December 31 is January 1.
    expect(events[1]).toMatchObject({ 'DTSTART;VALUE=DATE': '20251231', 'DTEND;VALUE=DATE': '20260101' });
  });

  it('links to the event page and escapes the description', () => {
    expect(events[0]?.URL).toBe(`${ORIGIN}/newsroom/event/900`);
    expect(events[0]?.DESCRIPTION).toBe('Meet the team\\, booth 12\\; bring questions.');
    expect(events[0]?.CATEGORIES).toBe('Events');
    expect(events[0]?.STATUS).toBe('CONFIRMED');
  });

  it('uses stable ids and stamps events with the time given', () => {
    expect(events[0]?.UID).toBe('event-900@localhost');
    expect(eventUid(summit)).toBe('event-900@localhost');
    expect(events[0]?.DTSTAMP).toBe('20250201T120000Z');
    expect(buildEventCalendar([summit, oneDay, broken], { now })).toBe(ics);
  });

  it('is a valid calendar with no events', () => {
    const empty = buildEventCalendar([broken], { now });
    expect(parseIcs(empty).lines).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'CALSCALE:GREGORIAN',
      `PRODID:-//${site.name}//Events//EN`,
      'METHOD:PUBLISH',
      `X-WR-CALNAME:${site.name} events`,
      'X-PUBLISHED-TTL:PT1H',
      'END:VCALENDAR',
    ]);
  });

  it('folds long lines at 75 octets', () => {
    const long = makeArticle({ id: 903, kind: 'event', eventStart: '20250401', content: `<p>${'Heat for industry. '.repeat(20)}</p>` });
    const raw = buildEventCalendar([long], { now });
    expect(raw.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(parseIcs(raw).events[0]?.DESCRIPTION).toContain('Heat for industry. Heat for industry.');
  });
});

describe('eventCalendarFilename', () => {
  it('names the file after the event', () => {
    expect(eventCalendarFilename({ id: 900, titleText: 'Advanced Reactor Summit 2025' })).toBe('advanced-reactor-summit-2025-900.ics');
    expect(eventCalendarFilename({ id: 12, titleText: 'Café & Énergie: Q&A!' })).toBe('cafe-energie-q-a-12.ics');
    expect(eventCalendarFilename({ id: 5, titleText: '' })).toBe('event-5.ics');
    expect(eventCalendarFilename({ id: 6, titleText: '原子力' })).toBe('event-6.ics');
  });
});
