import NotFound, { metadata as notFoundMetadata } from '../not-found';

export const metadata = notFoundMetadata;

/**
 * Every address no other page takes: the site's not-found page, inside the site's chrome. It is rendered
 * here rather than thrown (a not-found thrown while the page streams would only be drawn in the browser);
 * the server entry marks these addresses (NOT_FOUND_HEADER) and the proxy answers them 404.
 */
export default function MissingPage() {
  return <NotFound />;
}
