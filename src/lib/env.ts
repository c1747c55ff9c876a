import { z } from 'zod';

/**
 * Every environment variable the site reads, parsed once at start-up.
 * A bad value fails loudly here instead of surfacing later as a broken page.
 */
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  /** Public origin of the site: canonical links, Open Graph URLs, sitemap and robots.txt. */
  SITE_URL: z
    .url({ protocol: /^https?$/, message: 'SITE_URL must be an absolute http(s) URL' })
    .default('http://localhost:3000')
    .transform((value) => value.replace(/\/+$/, '')),
  /**
   * The WordPress REST base, e.g. https://cms.example.org/wp-json/wp/v2. Unset: the shipped demo content.
   */
  WORDPRESS_API_URL: z
    .url({ protocol: /^https?$/, message: 'WORDPRESS_API_URL must be an absolute http(s) URL' })
    .transform((value) => value.replace(/\/+$/, ''))
    .optional(),
  /** How long one WordPress request may take before the site falls back to its last good copy. */
  WORDPRESS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  /** Content older than this is refreshed in the background (the webhook refreshes at once). */
  CONTENT_REVALIDATE_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
  /** Shared secret of the revalidation webhook; the webhook refuses every call while it is unset. */
  REVALIDATE_SECRET: z.string().min(16, 'REVALIDATE_SECRET must be at least 16 characters').optional(),
  /**
   * The applicant-tracking service's embedded job-board endpoint shown on /careers. Unset: the shipped demo listing.
   */
  ATS_URL: z
    .url({ protocol: /^https?$/, message: 'ATS_URL must be an absolute http(s) URL' })
    .transform((value) => value.replace(/\/+$/, ''))
    .optional(),
  /** How long the job-board request may take before /careers shows no listing. */
  ATS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  /**
   * Further origins that CMS images, documents and players are served from (comma-separated),
   * beyond the WordPress host itself, e.g. a CDN.
   */
  CONTENT_MEDIA_ORIGINS: z
    .string()
    .transform((value, context) => {
      const origins: string[] = [];
      for (const part of value.split(',').map((item) => item.trim()).filter(Boolean)) {
        try {
          const url = new URL(part);
          if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('protocol');
          origins.push(url.origin);
        } catch {
          context.addIssue({ code: 'custom', message: `CONTENT_MEDIA_ORIGINS: '${part}' is not an http(s) origin` });
        }
      }
      return origins;
    })
    .default([]),
});

export type Env = z.infer<typeof schema>;

export function parseEnv(source: Record<string, string | undefined>): Env {
  // Empty strings mean "unset" so a blank line in an .env file falls back to the default.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const result = schema.safeParse(cleaned);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  return result.data;
}

export const env: Env = parseEnv(process.env);
