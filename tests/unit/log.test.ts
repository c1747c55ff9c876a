import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, logSettings, requestIdFrom, scrubLine, secretValues } from '../../server/log.mjs';

function capture(source: Record<string, string | undefined>) {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  const { root, requests } = createLogger(source, destination);
  return { root, requests, lines, parsed: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

describe('the logger', () => {
  it('writes JSON lines at the configured level, each line of a request carrying its id', () => {
    const { root, requests, parsed } = capture({ LOG_LEVEL: 'info', NODE_ENV: 'production' });
    const forms = root.child({ component: 'forms' });
    requests.run({ requestId: 'req-42' }, () => {
      forms.info({ submissionId: 7 }, 'stored');
      forms.debug('not written at info');
      forms.warn('slow');
    });
    forms.info('outside any request');
    expect(parsed().map(({ level, component, reqId, msg, submissionId }) => ({ level, component, reqId, msg, submissionId }))).toEqual([
      { level: 'info', component: 'forms', reqId: 'req-42', msg: 'stored', submissionId: 7 },
      { level: 'warn', component: 'forms', reqId: 'req-42', msg: 'slow', submissionId: undefined },
      { level: 'info', component: 'forms', reqId: undefined, msg: 'outside any request', submissionId: undefined },
    ]);
  });

  it('never writes an e-mail address, a submission field, a secret or a database error\u2019s parameters', () => {
    const secrets = { REVALIDATE_SECRET: 'revalidate-0123456789abcdef', DATABASE_URL: 'postgres://site:Pa55word!x@db.internal/site', LOG_LEVEL: 'info' };
    const { root, lines } = capture(secrets);
    const error = Object.assign(new Error('insert failed for grace@example.org'), {
      code: '23514',
      params: ['ada@example.org', 'My private message'],
      detail: 'Failing row contains (ada@example.org, My private message).',
    });
    root.error({ err: error, email: 'ada@example.org', fields: { MMERGE7: 'My private message' }, nested: { email: 'x@y.org' } }, 'failed for ada@example.org');
    root.warn(`the webhook was called with revalidate-0123456789abcdef and Pa55word!x`);
    const text = lines.join('\n');
    for (const leak of ['ada@example.org', 'grace@example.org', 'x@y.org', 'My private message', 'revalidate-0123456789abcdef', 'Pa55word!x']) {
      expect(text).not.toContain(leak);
    }
    const [first, second] = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(first).toMatchObject({ msg: 'failed for [email]', email: '[redacted]', fields: '[redacted]', nested: { email: '[redacted]' } });
    expect(first?.err).toMatchObject({ type: 'Error', message: 'insert failed for [email]', code: '23514' });
    expect(Object.keys(first?.err as object).sort()).toEqual(['code', 'message', 'stack', 'type']);
    expect(second?.msg).toBe('the webhook was called with [secret] and [secret]');
  });

  it('scrubs addresses in any text, and knows which values are secret', () => {
    expect(scrubLine('{"msg":"to Ada.Lovelace+news@Example.co.uk and b@c.io"}', [])).toBe('{"msg":"to [email] and [email]"}');
    expect(scrubLine('version inter@5.3.0 stays', [])).toBe('version inter@5.3.0 stays');
    expect(secretValues({ REDIS_URL: 'redis://:hunter2hunter2@cache:6379', METRICS_TOKEN: 'short', NODE_ENV: 'production' })).toEqual([
      'redis://:hunter2hunter2@cache:6379',
      'hunter2hunter2',
    ]);
  });

  it('takes its level and format from the environment, refusing what it does not know', () => {
    expect(logSettings({ NODE_ENV: 'production' })).toEqual({ level: 'info', format: 'json' });
    expect(logSettings({ NODE_ENV: 'development' })).toEqual({ level: 'info', format: 'pretty' });
    expect(logSettings({ LOG_LEVEL: 'DEBUG', LOG_FORMAT: 'json', NODE_ENV: 'development' })).toEqual({ level: 'debug', format: 'json' });
    expect(() => logSettings({ LOG_LEVEL: 'verbose' })).toThrow('LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "verbose")');
    expect(() => logSettings({ LOG_FORMAT: 'xml' })).toThrow('LOG_FORMAT must be json or pretty (got "xml")');
  });

  it('keeps a well-formed request id from a proxy and makes one otherwise', () => {
    expect(requestIdFrom('edge-1234.abc:9')).toBe('edge-1234.abc:9');
    expect(requestIdFrom(['from-first', 'second'])).toBe('from-first');
    for (const bad of [undefined, '', 'has space', 'x'.repeat(101), 'inject\n{"level":"fatal"}']) {
      expect(requestIdFrom(bad)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    }
  });
});
