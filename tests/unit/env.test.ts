import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/lib/env';

describe('environment', () => {
  it('falls back to the defaults', () => {
    expect(parseEnv({})).toEqual({
      NODE_ENV: 'production',
      SITE_URL: 'http://localhost:3000',
      WORDPRESS_TIMEOUT_MS: 5000,
      CONTENT_REVALIDATE_SECONDS: 300,
      CONTENT_MEDIA_ORIGINS: [],
      ATS_TIMEOUT_MS: 5000,
      DATABASE_WAIT_MS: 10_000,
      DATA_DIR: 'data',
      SUBMISSION_RETENTION_DAYS: 730,
      MAILCHIMP_TIMEOUT_MS: 10_000,
      OUTBOX_INTERVAL_SECONDS: 30,
      OUTBOX_LEASE_SECONDS: 120,
      CAPTCHA_PROVIDER: 'altcha',
      ALTCHA_MAX_COUNTER: 600,
      FORM_RATE_LIMIT: { count: 5, seconds: 600 },
      TRUST_PROXY: false,
      CDN_PURGE_TOKEN_HEADER: 'Authorization',
    });
  });

  it('reads the header a CDN purge token goes in, a header name only', () => {
    expect(parseEnv({ CDN_PURGE_TOKEN_HEADER: 'Fastly-Key' }).CDN_PURGE_TOKEN_HEADER).toBe('Fastly-Key');
    for (const bad of ['Fastly Key', 'x:y', 'é']) expect(() => parseEnv({ CDN_PURGE_TOKEN_HEADER: bad })).toThrow(/CDN_PURGE_TOKEN_HEADER/);
  });

  it('reads how long a query waits for a PostgreSQL connection, from 1 s to 10 min', () => {
    expect(parseEnv({ DATABASE_WAIT_MS: '60000' }).DATABASE_WAIT_MS).toBe(60_000);
    for (const bad of ['999', '600001', 'forever']) {
      expect(() => parseEnv({ DATABASE_WAIT_MS: bad })).toThrow(/DATABASE_WAIT_MS/);
    }
  });

  it('reads the retention period in whole days from 1 to 3650', () => {
    expect(parseEnv({ SUBMISSION_RETENTION_DAYS: '365' }).SUBMISSION_RETENTION_DAYS).toBe(365);
    for (const bad of ['0', '3651', '1.5', 'two years']) {
      expect(() => parseEnv({ SUBMISSION_RETENTION_DAYS: bad })).toThrow(/SUBMISSION_RETENTION_DAYS/);
    }
  });

  it('reads the forms settings and refuses half a captcha provider or a malformed rate limit', () => {
    expect(parseEnv({ FORM_RATE_LIMIT: '20/60', TRUST_PROXY: 'true' })).toMatchObject({
      FORM_RATE_LIMIT: { count: 20, seconds: 60 },
      TRUST_PROXY: true,
    });
    expect(() => parseEnv({ FORM_RATE_LIMIT: 'often' })).toThrow(/FORM_RATE_LIMIT must look like 5\/600/);
    expect(() => parseEnv({ FORM_RATE_LIMIT: '0/60' })).toThrow(/FORM_RATE_LIMIT/);
    expect(() => parseEnv({ CAPTCHA_PROVIDER: 'turnstile', CAPTCHA_SITE_KEY: '1x00000000000000000000AA' })).toThrow(
      /CAPTCHA_SECRET_KEY: CAPTCHA_PROVIDER=turnstile needs CAPTCHA_SITE_KEY and CAPTCHA_SECRET_KEY/,
    );
    expect(
      parseEnv({
        CAPTCHA_PROVIDER: 'hcaptcha',
        CAPTCHA_SITE_KEY: '10000000-ffff-ffff-ffff-000000000001',
        CAPTCHA_SECRET_KEY: '0x0000000000000000000000000000000000000000',
      }).CAPTCHA_PROVIDER,
    ).toBe('hcaptcha');
    expect(() => parseEnv({ CAPTCHA_PROVIDER: 'friendly' })).toThrow(/CAPTCHA_PROVIDER/);
    expect(() => parseEnv({ ALTCHA_HMAC_KEY: 'short' })).toThrow(/ALTCHA_HMAC_KEY must be at least 32 characters/);
  });

  it('treats an empty value as unset', () => {
    expect(parseEnv({ SITE_URL: '' }).SITE_URL).toBe('http://localhost:3000');
  });

  it('drops trailing slashes from SITE_URL', () => {
    expect(parseEnv({ SITE_URL: 'https://www.example.org//' }).SITE_URL).toBe('https://www.example.org');
  });

  it('refuses a SITE_URL that is not an absolute http(s) URL, naming the variable', () => {
    expect(() => parseEnv({ SITE_URL: 'www.example.org' })).toThrow(/SITE_URL/);
    expect(() => parseEnv({ SITE_URL: 'ftp://example.org' })).toThrow(/SITE_URL must be an absolute http\(s\) URL/);
  });

  it('refuses an unknown NODE_ENV', () => {
    expect(() => parseEnv({ NODE_ENV: 'staging' })).toThrow(/NODE_ENV/);
  });

  it('reads the WordPress settings', () => {
    const env = parseEnv({
      WORDPRESS_API_URL: 'https://cms.example.org/wp-json/wp/v2/',
      WORDPRESS_TIMEOUT_MS: '2500',
      CONTENT_REVALIDATE_SECONDS: '60',
      REVALIDATE_SECRET: 'a-long-enough-shared-secret',
      CONTENT_MEDIA_ORIGINS: 'https://cdn.example.org/path, http://media.example.net',
    });
    expect(env.WORDPRESS_API_URL).toBe('https://cms.example.org/wp-json/wp/v2');
    expect(env.WORDPRESS_TIMEOUT_MS).toBe(2500);
    expect(env.CONTENT_REVALIDATE_SECONDS).toBe(60);
    expect(env.REVALIDATE_SECRET).toBe('a-long-enough-shared-secret');
    expect(env.CONTENT_MEDIA_ORIGINS).toEqual(['https://cdn.example.org', 'http://media.example.net']);
  });

  it('refuses bad WordPress settings, naming the variable', () => {
    expect(() => parseEnv({ WORDPRESS_API_URL: 'cms.example.org/wp-json' })).toThrow(/WORDPRESS_API_URL/);
    expect(() => parseEnv({ WORDPRESS_TIMEOUT_MS: 'soon' })).toThrow(/WORDPRESS_TIMEOUT_MS/);
    expect(() => parseEnv({ REVALIDATE_SECRET: 'short' })).toThrow(/REVALIDATE_SECRET must be at least 16/);
    expect(() => parseEnv({ CONTENT_MEDIA_ORIGINS: 'https://ok.example.org,javascript:alert(1)' })).toThrow(
      /CONTENT_MEDIA_ORIGINS: 'javascript:alert\(1\)'/,
    );
  });

  it('reads the metrics token and the log settings, refusing what the logger would refuse', () => {
    expect(parseEnv({ METRICS_TOKEN: 'scraper-token-0123456789', LOG_LEVEL: 'DEBUG', LOG_FORMAT: 'Pretty' })).toMatchObject({
      METRICS_TOKEN: 'scraper-token-0123456789',
      LOG_LEVEL: 'debug',
      LOG_FORMAT: 'pretty',
    });
    expect(() => parseEnv({ METRICS_TOKEN: 'too-short' })).toThrow(/METRICS_TOKEN must be at least 16 characters/);
    expect(() => parseEnv({ LOG_LEVEL: 'verbose' })).toThrow(/LOG_LEVEL: LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent/);
    expect(() => parseEnv({ LOG_FORMAT: 'xml' })).toThrow(/LOG_FORMAT: LOG_FORMAT must be json or pretty/);
  });

  it('reads the applicant-tracking settings', () => {
    const env = parseEnv({ ATS_URL: 'https://ats.example.org/embed/job_board//', ATS_TIMEOUT_MS: '2500' });
    expect(env.ATS_URL).toBe('https://ats.example.org/embed/job_board');
    expect(env.ATS_TIMEOUT_MS).toBe(2500);
    expect(parseEnv({ ATS_URL: 'http://127.0.0.1:8080/jobs/' }).ATS_URL).toBe('http://127.0.0.1:8080/jobs');
    expect(parseEnv({ ATS_URL: '' }).ATS_URL).toBeUndefined();
  });

  it('refuses bad applicant-tracking settings, naming the variable', () => {
    expect(() => parseEnv({ ATS_URL: 'ats.example.org/embed' })).toThrow(/ATS_URL must be an absolute http\(s\) URL/);
    expect(() => parseEnv({ ATS_URL: 'javascript:alert(1)' })).toThrow(/ATS_URL/);
    expect(() => parseEnv({ ATS_TIMEOUT_MS: 'soon' })).toThrow(/ATS_TIMEOUT_MS/);
    expect(() => parseEnv({ ATS_TIMEOUT_MS: '10' })).toThrow(/ATS_TIMEOUT_MS/);
  });
});
