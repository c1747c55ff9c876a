import { env } from '@/lib/env';
import { httpStatusOf, publicHealth } from '@/lib/health';
import { readiness } from '@/lib/health-checks';
import { holdsMetricsToken } from '@/lib/metrics';

export const dynamic = 'force-dynamic';

/**
 * Readiness, for load balancers and monitors: the overall `status`, `ok` and `degraded` answering 200 (the
 * site serves), `unready` 503 (the forms database cannot be reached). With `Authorization: Bearer
 * <METRICS_TOKEN>` the answer adds each dependency's status and facts and the process's uptime; without
 * it, or with a wrong one, the status alone and the same HTTP status, so a probe never fails on auth.
 * Liveness, which touches nothing, is GET /api/health/live.
 */
export async function GET(request: Request) {
  const report = await readiness();
  const body = holdsMetricsToken(request.headers.get('authorization'), env.METRICS_TOKEN) ? report : publicHealth(report);
  return Response.json(body, { status: httpStatusOf(report.status), headers: { 'Cache-Control': 'no-store' } });
}
