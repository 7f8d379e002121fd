// POST /api/dev/statements/run {"now": "<ISO date>"} — the January statement email as if it were `now` → {sent, skipped} (sandbox mode only; 404 otherwise)
import { runStatementNoticesCall } from '@/lib/contracts/statements';
import { answer, readBody, route } from '@/lib/http';
import { runStatementNoticesInSandbox } from '@/lib/services/statements/statement-notices';

// The service checks sandbox mode before it reads the body: outside it, every call is a 404.
export const POST = route(async (request) => {
  const input = await readBody(request, runStatementNoticesCall);
  return answer(runStatementNoticesCall, await runStatementNoticesInSandbox({ input }));
});
