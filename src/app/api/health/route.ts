import { getDb } from '@/lib/forms/db';

export const dynamic = 'force-dynamic';

const startedAt = Date.now();

/** How long the database may take to answer before it is reported as not reachable. */
const DATABASE_CHECK_MS = 2000;

async function databaseState(): Promise<'ok' | 'error'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), DATABASE_CHECK_MS);
  });
  try {
    await Promise.race([getDb().then((db) => db.query('SELECT 1')), timeout]);
    return 'ok';
  } catch {
    return 'error';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * For load balancers and uptime checks: answers 200 while the server can serve pages. `database` tells
 * whether form submissions can be stored; pages are served either way, so it does not change the status.
 */
export async function GET() {
  return Response.json(
    { status: 'ok', uptimeSeconds: Math.round((Date.now() - startedAt) / 1000), database: await databaseState() },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}
