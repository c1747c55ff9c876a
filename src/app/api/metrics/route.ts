import { env } from '@/lib/env';
import { getDb } from '@/lib/forms/db';
import { readOutboxStats } from '@/lib/forms/outbox-stats';
import { holdsMetricsToken, scrapeMetrics, setMetricSource } from '@/lib/metrics';

export const dynamic = 'force-dynamic';

// The outbox series are read from the database when the registry is scraped.
setMetricSource('outbox', async () => readOutboxStats(await getDb()));

const NO_STORE = { 'Cache-Control': 'no-store' };

/**
 * The process's metrics in Prometheus's text format, for a scraper holding METRICS_TOKEN (sent as
 * `Authorization: Bearer …`). Without METRICS_TOKEN the address does not exist.
 */
export async function GET(request: Request) {
  const token = env.METRICS_TOKEN;
  if (!token) return new Response('Not Found', { status: 404, headers: { ...NO_STORE, 'Content-Type': 'text/plain; charset=utf-8' } });
  if (!holdsMetricsToken(request.headers.get('authorization'), token)) {
    return new Response('Unauthorized', {
      status: 401,
      headers: { ...NO_STORE, 'Content-Type': 'text/plain; charset=utf-8', 'WWW-Authenticate': 'Bearer realm="metrics"' },
    });
  }
  const { body, contentType } = await scrapeMetrics();
  return new Response(body, { headers: { ...NO_STORE, 'Content-Type': contentType } });
}
