import { z } from 'zod';
import { logger } from '@/lib/log';
import { recordRetentionRun } from '@/lib/metrics';
import type { Db } from './db';
import { createMailchimpClient, type MailchimpConfig } from './mailchimp';
import { deliverDue, type DeliverReport } from './outbox';
import { eraseByEmail, exportByEmail, findByEmail, listErasures, purgeExpired, submissionCounts } from './privacy';
import { listFailed, outboxState, retryFailed } from './repair';
import { listSubmissions } from './store';

/**
 * The web team's commands on the stored submissions (`npm run submissions`), as one function that takes a
 * request and answers plain JSON. The command line runs it against the database directly, or, while the
 * running site holds the embedded database, sends the request to the site, which runs it here.
 */

const email = z.string().min(1).max(320);

export const adminRequestSchema = z.discriminatedUnion('command', [
  z.object({
    command: z.literal('list'),
    kind: z.enum(['contact', 'newsletter']).optional(),
    since: z.iso.datetime({ offset: true }).optional(),
    limit: z.number().int().min(1).optional(),
  }),
  z.object({ command: z.literal('find'), email }),
  z.object({ command: z.literal('export'), email }),
  z.object({ command: z.literal('erase'), email }),
  z.object({ command: z.literal('purge'), dryRun: z.boolean().default(false) }),
  z.object({ command: z.literal('failed') }),
  z.object({ command: z.literal('retry'), ids: z.union([z.literal('all'), z.array(z.number().int().min(1)).min(1).max(1000)]) }),
  z.object({ command: z.literal('erasures') }),
  z.object({ command: z.literal('counts') }),
]);

export type AdminRequest = z.input<typeof adminRequestSchema>;

export interface AdminContext {
  retentionDays: number;
  /** Mailchimp, when configured: erasures and retries are tried at once, then left to the outbox. */
  mailchimp: MailchimpConfig | null;
  now?: Date;
}

const log = logger('privacy');

/** Delivers these outbox rows now, once; what is left is retried by the outbox worker. */
async function attemptNow(db: Db, ids: readonly number[], mailchimp: MailchimpConfig | null, now: Date): Promise<DeliverReport | null> {
  if (!mailchimp || ids.length === 0) return null;
  return deliverDue(db, createMailchimpClient(mailchimp), { onlyIds: ids, batchSize: ids.length, now });
}

/** Runs one command; the answer is JSON-safe (dates as ISO strings). Invalid requests throw with a clear message. */
export async function runAdminCommand(db: Db, input: unknown, context: AdminContext): Promise<unknown> {
  const parsed = adminRequestSchema.safeParse(input);
  if (!parsed.success) throw new Error(`Not a valid command: ${parsed.error.issues.map((issue) => `${issue.path.join('.') || 'command'}: ${issue.message}`).join('; ')}`);
  const request = parsed.data;
  const now = context.now ?? new Date();
  switch (request.command) {
    case 'list': {
      const submissions = await listSubmissions(db, {
        kind: request.kind,
        since: request.since ? new Date(request.since) : undefined,
        limit: request.limit,
      });
      return JSON.parse(JSON.stringify(submissions));
    }
    case 'find':
      return JSON.parse(JSON.stringify(await findByEmail(db, request.email)));
    case 'export': {
      const data = await exportByEmail(db, request.email, { retentionDays: context.retentionDays, now });
      log.info({ submissions: data.submissions.length }, 'personal data exported for an access request');
      return data;
    }
    case 'erase': {
      const report = await eraseByEmail(db, request.email, { mailchimp: Boolean(context.mailchimp), now });
      log.info(
        { erasureId: report.erasureId, submissionsErased: report.submissionsErased, mailchimp: report.mailchimp },
        'erasure request carried out',
      );
      const attempt = report.outboxId === null ? null : await attemptNow(db, [report.outboxId], context.mailchimp, now);
      const [audit] = await listErasures(db, { id: report.erasureId });
      return { ...report, mailchimp: audit?.mailchimp ?? report.mailchimp, lastError: audit?.lastError ?? null, attempted: Boolean(attempt) };
    }
    case 'purge': {
      const report = await purgeExpired(db, { retentionDays: context.retentionDays, now, dryRun: request.dryRun });
      if (!report.dryRun && !report.skipped) {
        log.info({ removed: report.removed, cutoff: report.cutoff }, 'retention purge run by hand');
        recordRetentionRun(report.removed);
      }
      return { ...report, retentionDays: context.retentionDays };
    }
    case 'failed':
      return { failed: await listFailed(db), state: await outboxState(db), mailchimpConfigured: Boolean(context.mailchimp) };
    case 'retry': {
      const report = await retryFailed(db, request.ids, now);
      log.info({ requeued: report.requeued }, 'failed deliveries put back in the queue');
      const attempt = await attemptNow(db, report.requeued, context.mailchimp, now);
      return { ...report, attempt, stillFailed: (await listFailed(db)).filter((row) => report.requeued.includes(row.id)) };
    }
    case 'erasures':
      return listErasures(db);
    case 'counts':
      return submissionCounts(db);
  }
}
