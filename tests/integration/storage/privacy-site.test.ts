import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from '@/lib/forms/db';
import { controlSocketPath } from '@/lib/forms/control';
import { storeSubmission } from '@/lib/forms/store';
import { ensureBuild } from '../../../scripts/lib/build.mjs';
import { startServer } from '../../../scripts/lib/server.mjs';
import { md5, startFakeMailchimp, type FakeMailchimp } from './fake-mailchimp';
import { ROOT, runTsx } from './processes';
import { contact, newsletter } from './support';

const CLI = join(ROOT, 'scripts/submissions.ts');
const DAY = 86_400_000;

async function until(check: () => boolean, what: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * The running site on its embedded database (which only it may open): the privacy policy states the configured
 * retention, and `npm run submissions` carries out a person's requests and the purge through the site.
 */
describe('a person\u2019s requests through the running site (embedded database)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'privacy-site-'));
  let fake: FakeMailchimp;
  let site: Awaited<ReturnType<typeof startServer>> | undefined;
  let env: Record<string, string>;

  beforeAll(async () => {
    ensureBuild();
    fake = await startFakeMailchimp();
    const db = await openDb({ dataDir });
    try {
      const old = await storeSubmission(db, contact({ email: 'Site.Person@Example.org', fields: { MMERGE7: 'An old question' } }));
      await db.query('UPDATE submissions SET created_at = $2 WHERE id = $1', [old.id, new Date(Date.now() - 400 * DAY)]);
      await storeSubmission(db, newsletter({ email: 'site.person@example.org' }));
      await storeSubmission(db, contact({ email: 'bystander@example.org' }));
    } finally {
      await db.close();
    }
    env = {
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      MAILCHIMP_API_KEY: fake.apiKey,
      MAILCHIMP_LIST_ID: fake.listId,
      MAILCHIMP_API_URL: fake.url,
      SUBMISSION_RETENTION_DAYS: '365',
    };
    // Every line it logs kept, at debug: the most it ever says.
    site = await startServer({ env: { ...env, LOG_LEVEL: 'debug', LOG_FORMAT: 'json' }, capture: true });
    // The outbox worker delivers the three stored submissions when the site starts.
    await until(() => fake.members.size === 2 && fake.calls.filter((call) => call.path.endsWith('/tags')).length === 3, 'the first deliveries');
  });
  afterAll(async () => {
    await site?.stop();
    await fake?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('states the configured retention in the privacy policy', async () => {
    const html = await (await fetch(`${site!.url}/privacy-policy`)).text();
    const text = html.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ');
    expect(text).toContain('Inquiries are kept while we deal with them and for up to one year after our last exchange');
    expect(text).toContain('Our website deletes each form it received one year after it was sent.');
    expect(text).not.toContain('two years');
  });

  it('listens on a socket only the site\u2019s user can reach', () => {
    const socket = controlSocketPath(dataDir);
    expect(statSync(socket).isSocket()).toBe(true);
    expect(statSync(join(socket, '..')).mode & 0o777).toBe(0o700);
  });

  it('finds, purges and erases through the site, and Mailchimp deletes the member', async () => {
    const found = await runTsx(CLI, ['find', 'site.person@example.org'], env);
    expect(found.stderr).toBe('');
    expect(found.stdout).toContain('2 submissions held for site.person@example.org:');

    const purge = await runTsx(CLI, ['purge'], env);
    expect(purge.code).toBe(0);
    expect(purge.stdout).toMatch(/^Removed 1 submission \(1 contact, 0 newsletter\) received before .* \(retention: 365 days\)\.\n$/);

    const erase = await runTsx(CLI, ['erase', 'SITE.PERSON@example.org', '--yes'], env);
    expect(erase.stderr).toBe('');
    expect(erase.stdout).toBe(
      'Erased 1 submission held for SITE.PERSON@example.org (audit line 1).\nMailchimp: the member is deleted permanently (or was not in the audience).\n',
    );
    expect(fake.permanentlyDeleted).toEqual([md5('site.person@example.org')]);
    expect(fake.members.has(md5('bystander@example.org'))).toBe(true);

    expect((await runTsx(CLI, ['find', 'site.person@example.org'], env)).stdout).toBe('Nothing is held for site.person@example.org.\n');
    const list = await runTsx(CLI, ['list', '--format', 'json'], env);
    const rows = JSON.parse(list.stdout) as Array<{ email: string; createdAt: string }>;
    expect(rows.map((row) => row.email)).toEqual(['bystander@example.org']);
    expect((await runTsx(CLI, ['failed'], env)).stdout).toBe('No failed deliveries.\nWaiting for delivery: 0.\n');

    // Nothing the site logged, from its start through the deliveries, the purge and the erasure, names the
    // person or quotes what they wrote; the erasure's own line holds counts only.
    const lines = [...site!.output.stdout, ...site!.output.stderr];
    const log = lines.join('\n');
    expect(log).not.toMatch(/site\.person|bystander|An old question|Do you buy reactor-grade graphite/i);
    expect(log).not.toContain(md5('site.person@example.org'));
    const erasure = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((line) => line.msg === 'erasure request carried out');
    expect(erasure).toMatchObject({ level: 'info', component: 'privacy', erasureId: 1, submissionsErased: 1, mailchimp: 'pending' });
    // Each command is one request in the log: its name under its own id, and every line it caused under that id.
    const command = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((line) => line.msg === 'submissions command from the command line' && line.command === 'erase');
    expect(command?.reqId).toMatch(/^cli-[0-9a-f-]{36}$/);
    expect(erasure?.reqId).toBe(command?.reqId);
  });

  it('refuses a malformed command on the socket with a clear message', async () => {
    const { callControlServer } = await import('@/lib/forms/control');
    await expect(callControlServer(dataDir, { command: 'drop-everything' })).rejects.toThrow(/^Not a valid command: command: /);
    await expect(callControlServer(dataDir, { command: 'erase', email: 'not-an-address' })).rejects.toThrow(
      'That is not an e-mail address (expected something like name@example.org).',
    );
  });
});
