import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The database and the outbox are the storage suite's business: here, a stand-in that answers or fails.
let databaseFails = false;
vi.mock('@/lib/forms/db', () => ({
  getDb: async () => ({
    query: async () => {
      if (databaseFails) throw new Error('connect ECONNREFUSED 10.0.0.5:5432');
      return { rows: [] };
    },
  }),
}));
vi.mock('@/lib/forms/outbox-stats', () => ({
  readOutboxStats: async () => {
    if (databaseFails) throw new Error('connect ECONNREFUSED 10.0.0.5:5432');
    return { backlog: 2, oldestWaitingSeconds: 31, failed: 0 };
  },
}));
// A copy of the parsed environment this file may change (the token), with no WordPress, Redis or Mailchimp.
vi.mock('@/lib/env', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/env')>();
  return {
    ...actual,
    env: { ...actual.env, METRICS_TOKEN: undefined, DATABASE_URL: undefined, WORDPRESS_API_URL: undefined, REDIS_URL: undefined, MAILCHIMP_API_KEY: undefined },
  };
});

const { env } = await import('@/lib/env');
const { GET } = await import('@/app/api/health/route');

const TOKEN = 'health-details-token-0123456789';

async function health(authorization?: string) {
  const response = await GET(new Request('http://localhost/api/health', { headers: authorization === undefined ? {} : { authorization } }));
  return { status: response.status, cacheControl: response.headers.get('cache-control'), body: (await response.json()) as Record<string, unknown> };
}

describe('GET /api/health', () => {
  beforeEach(() => {
    databaseFails = false;
    env.METRICS_TOKEN = TOKEN;
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('tells anyone the status alone, never cached', async () => {
    const answer = await health();
    expect(answer).toEqual({ status: 200, cacheControl: 'no-store', body: { status: 'ok' } });
  });

  it('answers a wrong or malformed token as it answers no token: the status alone, and no refusal', async () => {
    for (const authorization of [`Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(0, -1)}`, TOKEN, `bearer ${TOKEN}`, 'Bearer ', '']) {
      const answer = await health(authorization);
      expect(answer.status).toBe(200);
      expect(Object.keys(answer.body)).toEqual(['status']);
    }
  });

  it('shows the holder of METRICS_TOKEN each dependency, its facts and the uptime', async () => {
    vi.spyOn(process, 'uptime').mockReturnValue(5120.4);
    const answer = await health(`Bearer ${TOKEN}`);
    expect(answer.status).toBe(200);
    expect(answer.cacheControl).toBe('no-store');
    expect(answer.body).toMatchObject({
      status: 'ok',
      uptimeSeconds: 5120,
      database: 'ok',
      checks: {
        database: { status: 'ok', kind: 'pglite' },
        redis: { status: 'ok', configured: false },
        wordpress: { status: 'ok', configured: false },
        outbox: { status: 'ok', mailchimpConfigured: false, backlog: 2, oldestWaitingSeconds: 31, failed: 0 },
      },
    });
  });

  it('counts the uptime from the process’s start at every request, not from a moment of its own', async () => {
    vi.spyOn(process, 'uptime').mockReturnValue(7.6);
    expect((await health(`Bearer ${TOKEN}`)).body.uptimeSeconds).toBe(8);
    vi.spyOn(process, 'uptime').mockReturnValue(86_399.2);
    expect((await health(`Bearer ${TOKEN}`)).body.uptimeSeconds).toBe(86_399);
  });

  it('never shows the details while METRICS_TOKEN is unset, whatever is presented', async () => {
    env.METRICS_TOKEN = undefined;
    for (const authorization of [undefined, `Bearer ${TOKEN}`, 'Bearer ', 'Bearer undefined']) {
      expect((await health(authorization)).body).toEqual({ status: 'ok' });
    }
  });

  it('answers 503 when the database is away, with or without the token; only the token shows why, by a short reason', async () => {
    databaseFails = true;
    expect(await health()).toEqual({ status: 503, cacheControl: 'no-store', body: { status: 'unready' } });
    expect((await health('Bearer wrong-token-0123456789')).body).toEqual({ status: 'unready' });

    const detailed = await health(`Bearer ${TOKEN}`);
    expect(detailed.status).toBe(503);
    expect(detailed.body).toMatchObject({ status: 'unready', database: 'error', checks: { database: { status: 'error', reason: 'unreachable' } } });
    expect(JSON.stringify(detailed.body)).not.toContain('10.0.0.5');
  });
});
