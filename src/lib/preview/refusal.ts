import { site } from '@/config/site';
import type { TokenRefusal } from './token';

/**
 * Why a preview link was not honoured, with its HTTP status:
 * - 404 previews are not set up (a secret, the CMS or the preview user's password is missing): on such a
 *   site the address is no preview's, and a stranger's ask is no outage (a 5xx would count as one);
 * - 400 the link is not a preview link at all (cut short, altered in its form);
 * - 403 its signature is wrong (altered, or signed with another secret), or it claims a lifetime
 *   longer than any link the plugin makes;
 * - 410 it was a good link, but its few minutes are over: ask for a new one;
 * - 409 it was used already: each link opens one preview, so a copied link shows nothing;
 * - 503 the site cannot tell whether it was used (its database is unreachable): refused, not guessed.
 */
export type PreviewRefusal = TokenRefusal | 'not-configured' | 'replayed' | 'unavailable';

const REFUSALS: Record<PreviewRefusal, { status: number; title: string; text: string }> = {
  'not-configured': {
    status: 404,
    title: 'Previews are not set up',
    text: 'This site has not been given what it needs to show drafts (the preview secret and a WordPress application password). Ask the site’s administrator.',
  },
  malformed: {
    status: 400,
    title: 'This is not a preview link',
    text: 'The link is incomplete or was changed. Open the preview again from WordPress.',
  },
  forged: {
    status: 403,
    title: 'This preview link is not valid',
    text: 'The link’s signature does not match. Open the preview again from WordPress.',
  },
  'too-far-ahead': {
    status: 403,
    title: 'This preview link is not valid',
    text: 'Preview links last a few minutes; this one claims much longer. Open the preview again from WordPress.',
  },
  expired: {
    status: 410,
    title: 'This preview link has expired',
    text: 'Preview links last a few minutes. Open the preview again from WordPress to get a new one.',
  },
  replayed: {
    status: 409,
    title: 'This preview link was already used',
    text: 'Each preview link opens once, in the browser that followed it first. Open the preview again from WordPress to get a new one.',
  },
  unavailable: {
    status: 503,
    title: 'Previews are unavailable right now',
    text: 'The site could not check this link. Try again in a moment.',
  },
};

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

/** A small page in the site's colours: it never names the post, and never shows any of its content. */
export function previewRefusal(reason: PreviewRefusal): Response {
  const { status, title, text } = REFUSALS[reason];
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escape(title)} | ${escape(site.name)}</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',sans-serif;color:#1a2333;background:#f1f5fa;line-height:1.5}
header{background:#0b1f3a;padding:16px 24px}
main{max-width:640px;margin:48px auto;padding:0 24px}
h1{color:#0b1f3a;font-size:1.75rem;line-height:1.2}
a{color:#0a5a8f}
a:focus-visible{outline:3px solid #0b1f3a;outline-offset:2px}
.status{color:#526075;font-size:.875rem}
</style>
</head>
<body>
<header><a href="/"><img src="${site.logo.src}" alt="${escape(site.logo.alt)}" width="${site.logo.width}" height="${site.logo.height}"></a></header>
<main>
<h1>${escape(title)}</h1>
<p>${escape(text)}</p>
<p><a href="/newsroom">Go to the newsroom</a></p>
<p class="status">HTTP ${status}</p>
</main>
</body>
</html>
`;
  return new Response(html, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex, nofollow',
      ...(status === 503 ? { 'Retry-After': '60' } : {}),
    },
  });
}
