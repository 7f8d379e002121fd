import 'server-only';
import { notFound } from '@/lib/app-error';
import { env } from '@/lib/env';
import { runRecurringCharges, type RunResult } from './run-recurring-charges';

/**
 * POST /api/dev/recurring/run (CONTRACT §6, sandbox mode only; 404 otherwise): the scheduler as
 * if it were `now`, so a year of installments can be watched in a minute.
 */
export async function runSandboxRecurringClock({ now }: { now: Date }): Promise<RunResult> {
  assertSandboxClock();
  return runRecurringCharges({ now });
}

/** The sandbox clock exists in sandbox mode only: 404 otherwise, before its body is read. */
export function assertSandboxClock() {
  if (!env.sandbox) throw notFound();
}
