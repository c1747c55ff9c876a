import { makeRouteHandler } from '@keystatic/next/route-handler';
import { editingScreenEnabled, env } from '@/lib/env';
import config from '../../../../../keystatic.config';

export const dynamic = 'force-dynamic';

/**
 * The editing screen's API: reads and saves content/ (local storage, development only) or talks to GitHub
 * (GitHub storage). Answers 404 wherever the screen is off: a production server never writes a file for
 * an anonymous visitor.
 */
const handlers = makeRouteHandler({
  config,
  clientId: env.KEYSTATIC_GITHUB_CLIENT_ID,
  clientSecret: env.KEYSTATIC_GITHUB_CLIENT_SECRET,
  secret: env.KEYSTATIC_SECRET,
});

const off = () => new Response('Not Found', { status: 404, headers: { 'Cache-Control': 'private, no-store', 'Content-Type': 'text/plain; charset=utf-8' } });

export async function GET(request: Request) {
  return editingScreenEnabled() ? handlers.GET(request) : off();
}

export async function POST(request: Request) {
  return editingScreenEnabled() ? handlers.POST(request) : off();
}
