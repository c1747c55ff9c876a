/**
 * A link says what it opens: '(PDF)' is added to a label only when the target really is a PDF file,
 * judged by the path of its URL (query and fragment aside), for absolute and site-relative URLs alike.
 */

/** True when the URL's path names a .pdf file. */
export function isPdfUrl(url: string): boolean {
  if (url.trim() === '') return false;
  let path: string;
  try {
    path = new URL(url, 'http://site.invalid').pathname;
  } catch {
    return false;
  }
  return /\.pdf$/i.test(path);
}

/** The link text, with ' (PDF)' when the link opens a PDF file. */
export function documentLinkLabel(text: string, url: string): string {
  return isPdfUrl(url) ? `${text} (PDF)` : text;
}
