import { NextResponse, type NextRequest } from 'next/server';
import { CACHE_MARK_HEADER, isSharedRoute, NOT_FOUND_HEADER, POLICY_HEADER, RENDER_NONCE_HEADER } from '../server/app-interface.mjs';
import { ACTION_HEADER, NONCE_REQUEST_HEADER } from '../server/next-contract.mjs';
import { parseArticleParams, parseArticlePath } from '@/lib/news/article-path';
import { getArticleDetail } from '@/lib/news/queries';
import type { ArticleKind } from '@/lib/news/types';
import { getPreviewArticle } from '@/lib/news/wordpress/preview';
import { env } from '@/lib/env';
import { encodeFormState, FORM_PAGES, FORM_STATE_HEADER, SENT_PARAM } from '@/lib/forms/form-state';
import { clientAddress } from '@/lib/forms/request';
import { handleSubmission } from '@/lib/forms/submit';
import { DRAFT_MODE_COOKIE, nowSeconds, previewSettings } from '@/lib/preview/settings';
import { PREVIEW_SCOPE_COOKIE, readPreviewScope, scopeAllows } from '@/lib/preview/token';
import {
  buildContentSecurityPolicy,
  createNonce,
  isHttpsRequest,
  STRICT_TRANSPORT_SECURITY,
} from '@/lib/security-headers';

/** The WordPress host and any configured media origins may serve images, documents and videos. */
const contentOrigins = [
  ...(env.WORDPRESS_API_URL ? [new URL(env.WORDPRESS_API_URL).origin] : []),
  ...env.CONTENT_MEDIA_ORIGINS,
];

/**
 * An editor's preview of this article: draft mode on, and a signed scope naming this article (the page
 * checks the same, and that the draft-mode cookie is Next's own). Null for everyone else.
 */
function previewOf(request: NextRequest, article: { kind: ArticleKind; id: number }) {
  const settings = previewSettings();
  if (!settings || !request.cookies.has(DRAFT_MODE_COOKIE)) return null;
  const scope = readPreviewScope(request.cookies.get(PREVIEW_SCOPE_COOKIE)?.value, settings.secret, nowSeconds());
  return scopeAllows(scope, article.kind, article.id) ? settings : null;
}

/**
 * An article page whose article cannot be found answers 404. The page renders the message itself; the
 * status is set here because a page that calls notFound() after reading data is only rendered in the
 * browser. The read fills the news cache the page then reads from, so it costs no extra request.
 * A preview reads the draft instead, past every cache.
 */
async function articleState(request: NextRequest): Promise<{ missing: boolean; preview: boolean }> {
  const path = parseArticlePath(request.nextUrl.pathname);
  if (!path) return { missing: false, preview: false };
  const article = parseArticleParams(path.kind, path.id);
  if (!article) return { missing: true, preview: false };
  const preview = previewOf(request, article);
  if (preview) {
    const draft = await getPreviewArticle(preview.client, article.kind, article.id).catch(() => null);
    return { missing: draft === null, preview: true };
  }
  return { missing: (await getArticleDetail(article.kind, article.id)).status !== 'found', preview: false };
}

/**
 * What must run per request: a form posted without JavaScript, the status of a missing article, and the
 * Content-Security-Policy. Behind the server entry the policy admits the page's inline scripts by
 * their hashes (added by the entry once the page is complete; the render marker it passes in tells it
 * which scripts are ours); without it (the development server), by a fresh nonce.
 */
/** /keystatic and its API. */
function isEditingScreen(pathname: string): boolean {
  return /^\/(api\/)?keystatic(\/|$)/.test(pathname);
}

export async function proxy(request: NextRequest) {
  const renderMarker = request.headers.get(RENDER_NONCE_HEADER);
  const nonce = renderMarker ?? createNonce();
  const https = isHttpsRequest(request.nextUrl.protocol, request.headers.get('x-forwarded-proto'));
  const editing = isEditingScreen(request.nextUrl.pathname) ? (env.KEYSTATIC_GITHUB_REPO ? ('github' as const) : ('local' as const)) : undefined;
  const policy = { development: process.env.NODE_ENV === 'development', https, contentOrigins, captcha: env.CAPTCHA_PROVIDER, editing };
  // Next.js reads the nonce for its scripts from the request's policy.
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set(NONCE_REQUEST_HEADER, buildContentSecurityPolicy({ ...policy, nonce }));
  requestHeaders.delete(RENDER_NONCE_HEADER);
  // Only this proxy may tell a form page how a post went.
  requestHeaders.delete(FORM_STATE_HEADER);

  let response: NextResponse;
  // One visitor's unless its route opted in to sharing (SHARED_ROUTES in server/app-interface.mjs), or it is the
  // not-found page of an address no page takes: a new page that reads a cookie is never handed to another visitor.
  const unknown = request.headers.get(NOT_FOUND_HEADER) === '1';
  let shared = (request.method === 'GET' || request.method === 'HEAD') && (unknown || isSharedRoute(request.nextUrl.pathname));
  const formKind = request.method === 'POST' && !request.headers.has(ACTION_HEADER) ? FORM_PAGES[request.nextUrl.pathname] : undefined;
  if (formKind) {
    // A form posted without JavaScript: handled here, then the thank-you after a redirect, or the page
    // again with the refusal, the visitor's input and the refusal's own status code.
    shared = false;
    const result = await handleSubmission(formKind, request, {
      ip: clientAddress(request.headers, env.TRUST_PROXY),
      userAgent: request.headers.get('user-agent'),
    });
    if (result.ok) {
      response = NextResponse.redirect(new URL(`${request.nextUrl.pathname}?${SENT_PARAM}=1`, request.url), 303);
    } else {
      const { status, message, errors, values } = result;
      requestHeaders.set(FORM_STATE_HEADER, encodeFormState({ status: 'error', httpStatus: status, message, errors, values }));
      // The page is rendered again for this post. Next.js takes a multipart post for a Server Action (this site
      // has none) and would answer 409; the body is read already, so the render is told it was a plain form.
      requestHeaders.set('content-type', 'application/x-www-form-urlencoded');
      response = NextResponse.next({ status, request: { headers: requestHeaders } });
      if (result.retryAfter) response.headers.set('Retry-After', String(result.retryAfter));
    }
  } else {
    const article = await articleState(request);
    // An address no page takes (the server entry knows the build's routes and marks it).
    requestHeaders.delete(NOT_FOUND_HEADER);
    response = NextResponse.next({ status: article.missing || unknown ? 404 : undefined, request: { headers: requestHeaders } });
    if (article.preview) {
      // A draft is one editor's: never stored by the entry, a CDN or the browser, never indexed.
      shared = false;
      response.headers.set('Cache-Control', 'private, no-store');
      response.headers.set('X-Robots-Tag', 'noindex, nofollow');
    }
  }
  // The editing screen is one editor's: never stored, never indexed.
  if (isEditingScreen(request.nextUrl.pathname)) {
    shared = false;
    response.headers.set('Cache-Control', 'private, no-store');
    response.headers.set('X-Robots-Tag', 'noindex, nofollow');
  }
  // Draft mode is one browser's, whatever the page: never shared.
  if (request.cookies.has(DRAFT_MODE_COOKIE)) shared = false;
  response.headers.set(CACHE_MARK_HEADER, shared ? 'public' : 'private');
  if (renderMarker) {
    // Behind the entry, upgrade-insecure-requests is added per request (one stored page serves both schemes).
    response.headers.set(POLICY_HEADER, buildContentSecurityPolicy({ ...policy, https: false }));
  } else {
    response.headers.set('Content-Security-Policy', buildContentSecurityPolicy({ ...policy, nonce }));
  }
  if (https) response.headers.set('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
  return response;
}

export const config = {
  matcher: [
    {
      // Everything but what the server entry sends as files (build assets, the folders of public/), which
      // carry no scripts to protect: any other address may be answered with a page, and gets its policy and
      // its status. Prefetches included: a page fetched ahead (`Purpose: prefetch`, the router's own) is the
      // page. Written out, not imported: Next.js reads this object without running the file.
      source: '/((?!_next/static/|_next/image|images/|files/|videos/).*)',
    },
  ],
};
