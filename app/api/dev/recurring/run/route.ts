// POST /api/dev/recurring/run {now?} — the monthly-plan scheduler as if it were `now` → {charged, failed, skipped} (sandbox mode only; 404 otherwise)
import { sandboxRecurringRunCall } from '@/lib/contracts/recurring';
import { answer, readBody, route } from '@/lib/http';
import { assertSandboxClock, runSandboxRecurringClock } from '@/lib/services/recurring/run-sandbox-clock';
import { recurringRunSchema } from '@/lib/validation/recurring';

export const POST = route(async (request) => {
  assertSandboxClock();
  const input = await readBody(request, sandboxRecurringRunCall, recurringRunSchema);
  return answer(
    sandboxRecurringRunCall,
    await runSandboxRecurringClock({ now: input.now ? new Date(input.now) : new Date() }),
  );
});
