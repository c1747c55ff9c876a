import { site } from '@/config/site';
import { env } from '@/lib/env';
import { buildTime, securityTxt } from '@/lib/security-txt';

export const dynamic = 'force-dynamic';

/** RFC 9116: where to report a vulnerability, on the address security researchers look it up. */
export function GET() {
  return new Response(securityTxt({ siteUrl: env.SITE_URL, contactEmail: site.securityEmail, builtAt: buildTime() }), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
}
