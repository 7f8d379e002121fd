// GET /api/health — {ok, database, cache} for the load balancer: 200 when the database and the shared cache answer, 503 otherwise (anyone)
import { healthCall } from '@/lib/contracts/system';
import { answer, route } from '@/lib/http';
import { checkHealth } from '@/lib/services/health/check-health';

// Never prerendered or cached: each probe checks again. While the server drains (SIGTERM),
// server.js answers 503 itself before this handler runs.
export const dynamic = 'force-dynamic';

export const GET = route(async () => {
  const report = await checkHealth();
  return answer(healthCall, report, { status: report.ok ? 200 : 503, headers: { 'Cache-Control': 'no-store' } });
});
