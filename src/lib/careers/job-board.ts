import { findAll, getAttributeValue, getOuterHTML, removeElement, textContent } from 'domutils';
import { type Element, isTag } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import { careers } from '@/config/careers';
import { careersDemoBoard } from '@/lib/careers/demo-board';
import { env } from '@/lib/env';
import { sanitizeRichHtml } from '@/lib/news/sanitize';

/** The embed version the applicant-tracking service is asked for (SPEC: version=1.0.0). */
const EMBED_VERSION = '1.0.0';

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

const hasClass = (element: Element, pattern: RegExp) => pattern.test(getAttributeValue(element, 'class') ?? '');

/** A department group of the embedded board: `section.level-N` (or any element carrying a level class). */
const isGroup = (element: Element) => element.name === 'section' || hasClass(element, /(^|\s)level-\d+(\s|$)/);

const isOpening = (element: Element) => hasClass(element, /(^|\s)opening(\s|$)/);

/**
 * The job board as it may be shown: the given positions removed, then every group left without an
 * opening removed, then sanitised (scripts and handlers dropped, outbound links opening in a new tab).
 */
export function cleanJobBoard(html: string, hiddenPositions: readonly string[] = careers.hiddenPositions): string {
  if (!html.trim()) return '';
  const hidden = new Set(hiddenPositions.map(normalise));
  const document = parseDocument(html);

  for (const link of findAll((element) => element.name === 'a', document.children)) {
    if (!hidden.has(normalise(textContent(link)))) continue;
    let opening: Element = link;
    for (let node = link.parent; node && isTag(node); node = node.parent) {
      if (isOpening(node)) {
        opening = node;
        break;
      }
    }
    removeElement(opening);
  }

  // Innermost groups first, so a parent emptied by removing its sub-groups goes too.
  for (const group of findAll(isGroup, document.children).reverse()) {
    if (findAll((element) => element.name === 'a', group.children).length === 0) removeElement(group);
  }

  // The sanitiser drops <section> but keeps its contents: turn groups into <div>s so each stays one block.
  for (const group of findAll(isGroup, document.children)) group.name = 'div';

  return sanitizeRichHtml(getOuterHTML(document.children));
}

export interface JobBoardOptions {
  /** The embedded job-board endpoint; unset means the shipped demo listing. */
  url?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** Fetches and cleans the job board. Any failure, or any answer but 200, gives '' (SPEC: nothing visible). */
export async function fetchJobBoard({ url, timeoutMs = 5000, fetch: doFetch = fetch }: JobBoardOptions = {}): Promise<string> {
  if (!url) return cleanJobBoard(careersDemoBoard);
  try {
    const endpoint = new URL(url);
    endpoint.searchParams.set('version', EMBED_VERSION);
    const response = await doFetch(endpoint, {
      cache: 'no-store',
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: 'text/html' },
    });
    if (response.status !== 200) return '';
    return cleanJobBoard(await response.text());
  } catch {
    return '';
  }
}

const FRESH_MS = 10 * 60 * 1000;
const FAILURE_MS = 60 * 1000;
let cached: { url: string | undefined; html: string; expires: number } | undefined;

/**
 * The job board for /careers. Postings change a few times a week, so one copy serves every visitor for
 * ten minutes instead of calling the service on each page view; a failed call is retried after a minute
 * so an outage does not make every visitor wait for the timeout.
 */
export async function getJobBoard(): Promise<string> {
  const now = Date.now();
  if (cached && cached.url === env.ATS_URL && cached.expires > now) return cached.html;
  const html = await fetchJobBoard({ url: env.ATS_URL, timeoutMs: env.ATS_TIMEOUT_MS });
  cached = { url: env.ATS_URL, html, expires: now + (html || !env.ATS_URL ? FRESH_MS : FAILURE_MS) };
  return html;
}
