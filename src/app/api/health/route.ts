export const dynamic = 'force-dynamic';

const startedAt = Date.now();

/** For load balancers and uptime checks: answers 200 while the server can serve pages. */
export function GET() {
  return Response.json(
    { status: 'ok', uptimeSeconds: Math.round((Date.now() - startedAt) / 1000) },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}
