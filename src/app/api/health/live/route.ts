export const dynamic = 'force-dynamic';

/** Liveness: the process answers requests. Touches no dependency (readiness is GET /api/health). */
export function GET() {
  return Response.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } });
}
