import { z } from 'zod';
import { LOG_FORMATS, LOG_LEVELS } from '../../server/log.mjs';

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
   * The WordPress user (an editor) whose application password reads drafts for previews. Previews also
   * need WORDPRESS_PREVIEW_PASSWORD, WORDPRESS_API_URL and REVALIDATE_SECRET (which signs the links).
   */
  WORDPRESS_PREVIEW_USER: z.string().trim().min(1).optional(),
  /** That user's application password (Users → Profile → Application Passwords); spaces are allowed. */
  WORDPRESS_PREVIEW_PASSWORD: z.string().trim().min(1).optional(),
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
  /**
   * PostgreSQL connection string for form submissions, e.g. postgres://user:pass@db.example.org/site.
   * Unset: an embedded PGlite database on disk under DATA_DIR.
   */
  DATABASE_URL: z
    .string()
    .refine(
      (value) => /^postgres(ql)?:\/\/./.test(value),
      // The value itself is never echoed: it usually carries a password.
      'DATABASE_URL must be a postgres:// or postgresql:// connection string',
    )
    .optional(),
  /**
   * How long a query waits for one of the PostgreSQL pool's connections (a free one, or a new one connecting)
   * before it fails; a form post that fails so is told to try again, and nothing is kept. Unused on PGlite.
   */
  DATABASE_WAIT_MS: z.coerce.number().int().min(1000).max(600_000).default(10_000),
  /** Where the embedded database lives when DATABASE_URL is unset (relative to the working directory). */
  DATA_DIR: z.string().default('data'),
  /**
   * How long form submissions are kept, in days (default 730, two years). The privacy policy states this
   * period, and a job deletes what is older (npm run submissions -- purge runs it by hand).
   */
  SUBMISSION_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(730),
  /** Mailchimp Marketing API key; its -usNN suffix names the data centre. Set together with MAILCHIMP_LIST_ID. */
  MAILCHIMP_API_KEY: z
    .string()
    .regex(/^[0-9A-Za-z]+-[a-z]+\d+$/, 'MAILCHIMP_API_KEY must look like <key>-us<N> (the suffix names the data centre)')
    .optional(),
  /** The Mailchimp audience (list) id that contact and newsletter submissions are delivered to. */
  MAILCHIMP_LIST_ID: z
    .string()
    .regex(/^[0-9A-Za-z]+$/, 'MAILCHIMP_LIST_ID must be the audience id (letters and digits)')
    .optional(),
  /** Overrides https://{dc}.api.mailchimp.com/3.0 (tests point it at a local fake). */
  MAILCHIMP_API_URL: z
    .url({ protocol: /^https?$/, message: 'MAILCHIMP_API_URL must be an absolute http(s) URL' })
    .transform((value) => value.replace(/\/+$/, ''))
    .optional(),
  /** How long one Mailchimp request may take before the delivery is retried later. */
  MAILCHIMP_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(10_000),
  /** How often the outbox worker looks for submissions to deliver (it is also woken by each new one). */
  OUTBOX_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /**
   * How long a worker owns a submission it is delivering. If a server dies mid-delivery, its rows are
   * picked up again after this (checked against Mailchimp first, so nothing is sent twice).
   */
  OUTBOX_LEASE_SECONDS: z.coerce.number().int().min(5).max(3600).default(120),
  /**
   * Which captcha guards the contact and newsletter forms. 'altcha' (default) is a self-hosted proof of work:
   * no third-party request. The others load the provider's widget and need CAPTCHA_SITE_KEY and CAPTCHA_SECRET_KEY.
   */
  CAPTCHA_PROVIDER: z.enum(['altcha', 'turnstile', 'recaptcha', 'hcaptcha']).default('altcha'),
  /** The provider's public site key (Turnstile, reCAPTCHA v2 or hCaptcha). */
  CAPTCHA_SITE_KEY: z.string().optional(),
  /** The provider's secret key, used only by the server to verify a visitor's token. */
  CAPTCHA_SECRET_KEY: z.string().optional(),
  /** Overrides the provider's siteverify endpoint (tests point it at a local fake). */
  CAPTCHA_VERIFY_URL: z.url({ protocol: /^https?$/, message: 'CAPTCHA_VERIFY_URL must be an absolute http(s) URL' }).optional(),
  /**
   * Signs ALTCHA challenges and the no-JavaScript question. Set it (32+ characters) in production so challenges
   * survive a restart and work across instances; unset, each process makes a random key.
   */
  ALTCHA_HMAC_KEY: z.string().min(32, 'ALTCHA_HMAC_KEY must be at least 32 characters').optional(),
  /** The proof of work's size: the largest counter a visitor's browser may have to try (about 1 s at 600). */
  ALTCHA_MAX_COUNTER: z.coerce.number().int().min(2).max(100_000).default(600),
  /** Per-address limit on form posts, as count/seconds for each form. */
  FORM_RATE_LIMIT: z
    .string()
    .regex(/^\d+\/\d+$/, 'FORM_RATE_LIMIT must look like 5/600 (posts per seconds)')
    .transform((value) => {
      const [count, seconds] = value.split('/').map(Number) as [number, number];
      return { count, seconds };
    })
    .refine((value) => value.count >= 1 && value.seconds >= 1, 'FORM_RATE_LIMIT needs at least 1 post per 1 second')
    .default({ count: 5, seconds: 600 }),
  /**
   * Trust the first X-Forwarded-For address as the visitor's (only behind a proxy that sets it).
   * Off: the rate limit keys on the connecting address.
   */
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .default(false),
  /** Called with POST {"tags": [...]} when the webhook refreshes content, so a CDN purges those pages. */
  CDN_PURGE_URL: z.url({ protocol: /^https?$/, message: 'CDN_PURGE_URL must be an absolute http(s) URL' }).optional(),
  /** Sent with the purge call, in CDN_PURGE_TOKEN_HEADER. */
  CDN_PURGE_TOKEN: z.string().optional(),
  /** The header the purge token goes in: `Authorization` (as `Bearer …`, the default), or another (`Fastly-Key`). */
  CDN_PURGE_TOKEN_HEADER: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,64}$/, 'CDN_PURGE_TOKEN_HEADER must be a header name (letters, digits and -)')
    .default('Authorization'),
  /**
   * Bearer token a metrics scraper sends to GET /api/metrics (16+ characters), and a monitor to GET /api/health
   * for each dependency's details. Unset: /api/metrics answers 404 and /api/health its status alone.
   */
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  /** The least severe log lines written (default info; server/log.mjs applies it, with the same rule). */
  LOG_LEVEL: z
    .string()
    .transform((value) => value.toLowerCase())
    .pipe(z.enum(LOG_LEVELS, { message: `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}` }))
    .optional(),
  /** JSON lines (default in production) or readable lines (default under `npm run dev`). */
  LOG_FORMAT: z
    .string()
    .transform((value) => value.toLowerCase())
    .pipe(z.enum(LOG_FORMATS, { message: `LOG_FORMAT must be ${LOG_FORMATS.join(' or ')}` }))
    .optional(),
  /**
   * The editing screen (/keystatic) on a production server: the GitHub repository its saves are committed
   * to (owner/name, also needed when the site is built), the GitHub app's client id and secret, and a
   * random secret of 32+ characters that signs its sessions. All four, or none (then /keystatic answers 404
   * in production; under `npm run dev` it edits content/ on disk).
   */
  KEYSTATIC_GITHUB_REPO: z.string().regex(/^[\w.-]+\/[\w.-]+$/, 'KEYSTATIC_GITHUB_REPO must look like owner/name').optional(),
  KEYSTATIC_GITHUB_CLIENT_ID: z.string().trim().min(1).optional(),
  KEYSTATIC_GITHUB_CLIENT_SECRET: z.string().trim().min(1).optional(),
  KEYSTATIC_SECRET: z.string().min(32, 'KEYSTATIC_SECRET must be at least 32 characters').optional(),
}).superRefine((value, context) => {
  const editing = ['KEYSTATIC_GITHUB_REPO', 'KEYSTATIC_GITHUB_CLIENT_ID', 'KEYSTATIC_GITHUB_CLIENT_SECRET', 'KEYSTATIC_SECRET'] as const;
  const set = editing.filter((name) => value[name]);
  if (set.length > 0 && set.length < editing.length) {
    context.addIssue({
      code: 'custom',
      path: [editing.find((name) => !value[name])!],
      message: `the editing screen's GitHub storage needs ${editing.join(', ')} together (missing: ${editing.filter((name) => !value[name]).join(', ')})`,
    });
  }
  // Half a Mailchimp configuration would silently leave submissions undelivered: refuse it at start-up.
  if (Boolean(value.MAILCHIMP_API_KEY) !== Boolean(value.MAILCHIMP_LIST_ID)) {
    context.addIssue({
      code: 'custom',
      path: [value.MAILCHIMP_API_KEY ? 'MAILCHIMP_LIST_ID' : 'MAILCHIMP_API_KEY'],
      message: 'MAILCHIMP_API_KEY and MAILCHIMP_LIST_ID must be set together (or both left unset)',
    });
  }
  if (value.CAPTCHA_PROVIDER !== 'altcha' && (!value.CAPTCHA_SITE_KEY || !value.CAPTCHA_SECRET_KEY)) {
    context.addIssue({
      code: 'custom',
      path: [value.CAPTCHA_SITE_KEY ? 'CAPTCHA_SECRET_KEY' : 'CAPTCHA_SITE_KEY'],
      message: `CAPTCHA_PROVIDER=${value.CAPTCHA_PROVIDER} needs CAPTCHA_SITE_KEY and CAPTCHA_SECRET_KEY`,
    });
  }
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

/**
 * Whether /keystatic may be used: under the development server (it writes content/ on this computer), or
 * with GitHub storage configured (each save is a commit). Never a production server writing files.
 */
export function editingScreenEnabled(source: Env = env): boolean {
  return source.NODE_ENV === 'development' || Boolean(source.KEYSTATIC_GITHUB_REPO && source.KEYSTATIC_SECRET);
}
