import type { Page } from 'playwright-core';

/**
 * The requests the page makes from now on for one path of the site (documents and the router's fetches
 * alike), in the order the browser sent them. A test that must show a control did NOT navigate does
 * something that does navigate afterwards and reads this list once that navigation is done: a request the
 * control had made would come first, on any machine, instead of within some number of milliseconds.
 */
export function requestsTo(page: Page, pathname: string): URL[] {
  const seen: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === pathname) seen.push(url);
  });
  return seen;
}
