/**
 * Dates as the newsroom shows them. CMS post dates are site-local date-times without an offset and
 * event dates are bare calendar dates, so everything here works on the calendar date as written and
 * never lets the server's time zone shift a day.
 */

export interface CalendarDate {
  year: number;
  /** 1–12. */
  month: number;
  day: number;
}

const MONTHS = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
] as const;

export const INVALID_DATE = 'INVALID DATE';

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function calendarDate(year: number, month: number, day: number): CalendarDate | null {
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

function monthName(date: CalendarDate): string {
  return MONTHS[date.month - 1] ?? '';
}

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

/** 'YYYY-MM-DD'. */
export function formatCalendarDate(date: CalendarDate): string {
  return `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`;
}

/** Negative, zero or positive as a is before, on or after b. */
export function compareCalendarDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  const moved = new Date(0);
  moved.setUTCFullYear(date.year, date.month - 1, date.day + days);
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

// ---------------------------------------------------------------------------------------------
// Post dates

const POST_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/i;

interface PostDateParts extends CalendarDate {
  hour: number;
  minute: number;
  second: number;
  /** Minutes east of UTC when the text carried an offset, else null (site-local time). */
  offsetMinutes: number | null;
}

function parsePostDateParts(value: string): PostDateParts | null {
  const match = POST_DATE.exec(value.trim());
  if (!match) return null;
  const [, y, mo, d, h = '0', mi = '0', s = '0', offset] = match;
  const date = calendarDate(Number(y), Number(mo), Number(d));
  const hour = Number(h);
  const minute = Number(mi);
  const second = Number(s);
  if (!date || hour > 23 || minute > 59 || second > 59) return null;
  let offsetMinutes: number | null = null;
  if (offset) {
    const parts = /^([+-])(\d{2}):?(\d{2})$/.exec(offset);
    offsetMinutes = parts ? (parts[1] === '-' ? -1 : 1) * (Number(parts[2]) * 60 + Number(parts[3])) : 0;
  }
  return { ...date, hour, minute, second, offsetMinutes };
}

/**
 * The instant of a CMS date. An offset-less date (the CMS's site-local time) is read as UTC: the
 * site's zone is not known here, and UTC keeps the calendar date as written.
 */
export function postDateInstant(date: string): Date | null {
  const parts = parsePostDateParts(date);
  if (!parts) return null;
  const instant = new Date(0);
  instant.setUTCFullYear(parts.year, parts.month - 1, parts.day);
  instant.setUTCHours(parts.hour, parts.minute - (parts.offsetMinutes ?? 0), parts.second, 0);
  return instant;
}

/** 'MARCH 5, 2024' from '2024-03-05T09:30:00'; 'INVALID DATE' when it cannot be read. */
export function formatPostDate(date: string): string {
  const parts = parsePostDateParts(date);
  if (!parts) return INVALID_DATE;
  return `${monthName(parts).toUpperCase()} ${parts.day}, ${parts.year}`;
}

/** ISO 8601 date-time ('2024-03-05T09:30:00Z') for `<time dateTime>`, feeds and JSON-LD; null when unreadable. */
export function isoDate(date: string): string | null {
  const instant = postDateInstant(date);
  return instant ? instant.toISOString().replace(/\.000Z$/, 'Z') : null;
}

/** The calendar year of a CMS date, or null. */
export function postYear(date: string): number | null {
  return parsePostDateParts(date)?.year ?? null;
}

// ---------------------------------------------------------------------------------------------
// Event dates

const EVENT_DATE = /^(\d{4}-\d{2}-\d{2}|\d{8})(?:[T ]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/i;

/** `YYYYMMDD` or `YYYY-MM-DD` (a trailing time is ignored); null for anything else or an impossible date. */
export function parseEventDate(value: string): CalendarDate | null {
  const digits = EVENT_DATE.exec(value.trim())?.[1]?.replace(/-/g, '');
  if (!digits) return null;
  return calendarDate(Number(digits.slice(0, 4)), Number(digits.slice(4, 6)), Number(digits.slice(6, 8)));
}

export interface EventDates {
  eventStart: string;
  eventEnd: string;
}

export interface EventRange {
  start: CalendarDate;
  /** Last day of the event (inclusive); equals start for a one-day event. */
  end: CalendarDate;
}

/**
 * The event's days. A missing or broken end means a one-day event; a broken start with a good end
 * uses the end for both. An end before the start is treated as a one-day event on the later date,
 * so bad data never hides an event early. Null when neither date reads.
 */
export function eventRange(event: EventDates): EventRange | null {
  const start = parseEventDate(event.eventStart);
  const end = parseEventDate(event.eventEnd);
  if (start && end) return compareCalendarDates(end, start) >= 0 ? { start, end } : { start, end: start };
  const only = start ?? end;
  return only ? { start: only, end: only } : null;
}

function formatLong(date: CalendarDate, withYear = true): string {
  return withYear ? `${monthName(date)} ${date.day}, ${date.year}` : `${monthName(date)} ${date.day}`;
}

/**
 * 'March 3 - March 5, 2025'; 'March 3, 2025' for one day; both years when they differ. When either
 * date cannot be read (or the end precedes the start) the raw CMS text is shown, as the spec says.
 */
export function formatEventRange(start: string, end: string): string {
  const rawStart = start.trim();
  const rawEnd = end.trim();
  const raw = [rawStart, rawEnd].filter(Boolean).join(' - ');
  const first = parseEventDate(rawStart);
  const last = rawEnd ? parseEventDate(rawEnd) : first;
  if (!first || !last) return raw;
  const order = compareCalendarDates(last, first);
  if (order < 0) return raw;
  if (order === 0) return formatLong(first);
  if (first.year !== last.year) return `${formatLong(first)} - ${formatLong(last)}`;
  return `${formatLong(first, false)} - ${formatLong(last)}`;
}

/**
 * Today's date "anywhere on Earth" (UTC-12): an event stays upcoming until its last day has ended
 * for every visitor, so an event is never shown as past while it is still on somewhere.
 */
function todayAnywhereOnEarth(now: Date): CalendarDate {
  const shifted = new Date(now.getTime() - 12 * 60 * 60 * 1000);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/**
 * True once the event's last day (its end date, else its start date) is before today. An event
 * whose dates cannot be read at all counts as past, so a broken event is never advertised as upcoming.
 */
export function isEventPast(event: EventDates, now: Date): boolean {
  const range = eventRange(event);
  if (!range) return true;
  return compareCalendarDates(range.end, todayAnywhereOnEarth(now)) < 0;
}

/** Orders upcoming events soonest first; events without readable dates go last. */
export function compareUpcomingEvents(a: EventDates, b: EventDates): number {
  const left = eventRange(a);
  const right = eventRange(b);
  if (!left || !right) return (left ? 0 : 1) - (right ? 0 : 1);
  return compareCalendarDates(left.start, right.start) || compareCalendarDates(left.end, right.end);
}

/** Orders past events most recently ended first; events without readable dates go last. */
export function comparePastEvents(a: EventDates, b: EventDates): number {
  const left = eventRange(a);
  const right = eventRange(b);
  if (!left || !right) return (left ? 0 : 1) - (right ? 0 : 1);
  return compareCalendarDates(right.end, left.end) || compareCalendarDates(right.start, left.start);
}

/** 'February 6, 2024' from '2024-02-06' (a content file's date), as the policies show their dates; the input when unreadable. */
export function formatLongDate(value: string): string {
  const date = parseEventDate(value);
  return date ? `${monthName(date)} ${date.day}, ${date.year}` : value;
}
