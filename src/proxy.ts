import { NextResponse, type NextRequest } from 'next/server';
import { env } from '@/lib/env';
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

/** Gives every page its own CSP nonce (Next.js applies it to its scripts) and HSTS over https. */
export function proxy(request: NextRequest) {
  const nonce = createNonce();
  const https = isHttpsRequest(request.nextUrl.protocol, request.headers.get('x-forwarded-proto'));
  const csp = buildContentSecurityPolicy({ nonce, development: process.env.NODE_ENV === 'development', https, contentOrigins });

  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('x-nonce', nonce);
  requestHeaders.set('Content-Security-Policy', csp);

  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set('Content-Security-Policy', csp);
  if (https) response.headers.set('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
  return response;
}

export const config = {
  matcher: [
    {
      // Pages only: build assets and public files carry no scripts to protect.
      source: '/((?!_next/static|_next/image|images/|fonts/|files/|videos/|favicon.ico|icon.svg).*)',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
  ],
};
