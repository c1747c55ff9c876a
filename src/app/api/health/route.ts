import { readiness } from '@/lib/health-checks';
import { httpStatusOf } from '@/lib/health';

export const dynamic = 'force-dynamic';

/**
 * Readiness, for load balancers and monitors: each dependency with its own status and facts, and the
 * overall `status`: `ok` and `degraded` answer 200 (the site serves), `unready` 503 (the forms database
 * cannot be reached). Liveness, which touches nothing, is GET /api/health/live.
 */
export async function GET() {
  const report = await readiness();
  return Response.json(report, { status: httpStatusOf(report.status), headers: { 'Cache-Control': 'no-store' } });
}
