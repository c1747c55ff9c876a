import { createEvent, createEvents, type DateArray, type EventAttributes } from 'ics';
import { newsSettings } from '@/config/news';
import { site } from '@/config/site';
import type { Article } from '@/lib/news/types';
import { env } from '@/lib/env';
import { articlePath, previewText } from '@/lib/format/cards';
import { addDays, eventRange, type CalendarDate } from '@/lib/format/dates';
import { absoluteUrl } from '@/lib/metadata';

export interface EventCalendarOptions {
  /** Written as every event's DTSTAMP, so the same input always gives the same file. */
  now: Date;
}

/** `ics` accepts DTSTAMP as `timestamp` but leaves it out of its types. */
type StampedEvent = EventAttributes & { timestamp: number };

const PRODUCT_ID = `-//${site.name}//Events//EN`;

function dateArray(date: CalendarDate): DateArray {
  return [date.year, date.month, date.day];
}

/** Stable across edits and rebuilds, so a subscribed calendar updates an event instead of duplicating it. */
export function eventUid(event: Pick<Article, 'id'>): string {
  return `event-${event.id}@${new URL(env.SITE_URL).hostname}`;
}

function toAttributes(event: Article, now: Date): StampedEvent | null {
  const range = eventRange(event);
  if (!range) return null;
  const description = previewText(event.content, newsSettings.largePreviewLength) || previewText(event.excerpt, newsSettings.largePreviewLength);
  return {
    uid: eventUid(event),
    timestamp: now.getTime(),
    // All-day events: DTEND is exclusive, so it is the day after the last day.
    start: dateArray(range.start),
    end: dateArray(addDays(range.end, 1)),
    title: event.titleText || 'Event',
    description: description || undefined,
    url: absoluteUrl(articlePath(event)),
    status: 'CONFIRMED',
    categories: event.categories.map((category) => category.name).filter(Boolean),
  };
}

/**
 * An iCalendar file of all-day events. Events whose dates cannot be read are skipped, and so is any
 * event the library refuses, so one bad event never takes the whole calendar down. With no events
 * the result is a VCALENDAR with no VEVENT, which calendar apps accept as an empty calendar.
 */
export function buildEventCalendar(events: readonly Article[], options: EventCalendarOptions): string {
  const attributes = events.flatMap((event) => {
    const item = toAttributes(event, options.now);
    return item && !createEvent(item).error ? [item] : [];
  });
  const { error, value } = createEvents(attributes, { productId: PRODUCT_ID, method: 'PUBLISH', calName: `${site.name} events` });
  if (error || !value) throw new Error('Could not write the event calendar', { cause: error });
  return value;
}

/** A download name for one event's calendar file: 'imsr-summit-2025-1234.ics'. */
export function eventCalendarFilename(event: Pick<Article, 'id' | 'titleText'>): string {
  const slug = event.titleText
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${slug || 'event'}-${event.id}.ics`;
}
