/**
 * The site's security.txt (RFC 9116): whom to tell about a vulnerability. It must name an expiry date, so a
 * stale file is not trusted forever: a year after the build, so every release renews it.
 */

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

export function securityTxt({ siteUrl, contactEmail, builtAt }: { siteUrl: string; contactEmail: string; builtAt: Date }): string {
  const expires = new Date(builtAt.getTime() + YEAR_MS);
  return [
    `Contact: mailto:${contactEmail}`,
    `Expires: ${expires.toISOString().replace(/\.\d{3}Z$/, 'Z')}`,
    'Preferred-Languages: en',
    `Canonical: ${siteUrl}/.well-known/security.txt`,
    '',
  ].join('\n');
}

/** The build's time (next.config.mjs writes it into the bundle); now, where there is no build (tests, dev). */
export function buildTime(value: string | undefined = process.env.SITE_BUILT_AT): Date {
  const time = value ? new Date(value) : new Date(NaN);
  return Number.isNaN(time.getTime()) ? new Date() : time;
}
