import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/lib/env';

describe('environment', () => {
  it('falls back to the defaults', () => {
    expect(parseEnv({})).toEqual({ NODE_ENV: 'production', SITE_URL: 'http://localhost:3000' });
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
});
