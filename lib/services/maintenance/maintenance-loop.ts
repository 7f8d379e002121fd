import 'server-only';
import { prunePaymentChallengeUses } from '@/lib/services/payments/payment-challenge';
import { pruneRateLimitBuckets } from '@/lib/services/rate-limit/consume';
import { sendStatementNotices } from '@/lib/services/statements/statement-notices';
import { cleanUnusedUploads } from '@/lib/services/uploads/clean-unused-uploads';
import { sendGiftDigests } from '@/lib/services/campaigns/campaign-owner-notices';
import { runRecurringCharges } from '@/lib/services/recurring/run-recurring-charges';

// Housekeeping every app instance runs in the background (started by instrumentation.ts): old
// rate-limit buckets, used payment challenges past their expiry, uploads no record points to after a day,
// and in January the year-end statement emails. Each task is safe to run in
// several instances at once: it deletes only what is dead for everyone.

const INTERVAL_MS = 60 * 60 * 1000;
const UNUSED_UPLOADS_PER_ROUND = 500;

export const MAINTENANCE_TASKS: ReadonlyArray<{ name: string; run: () => Promise<unknown> }> = [
  { name: 'prune rate-limit buckets', run: pruneRateLimitBuckets },
  // Monthly plans' installments due (CONTRACT §6): exactly once however many instances run this.
  { name: 'charge recurring gifts due', run: () => runRecurringCharges() },
  { name: 'prune used payment challenges', run: () => prunePaymentChallengeUses() },
  // Campaign owners' digests of the gifts beyond five a day (issue 21 §12), the day after.
  { name: 'send gift digests', run: () => sendGiftDigests() },
  {
    name: 'remove uploads nothing uses',
    // Rounds of UNUSED_UPLOADS_PER_ROUND until a short one says none is left.
    run: async () => {
      while ((await cleanUnusedUploads({ limit: UNUSED_UPLOADS_PER_ROUND })).length === UNUSED_UPLOADS_PER_ROUND);
    },
  },
  // In January (UTC) only: each donor of the past year is emailed their statement's link, once
  // (a unique row per donor and year, so every instance may run it).
  { name: 'email year-end statements', run: () => sendStatementNotices() },
];

type Loop = { timer: ReturnType<typeof setInterval>; round: Promise<void> | null };
const globalForLoop = globalThis as unknown as { maintenanceLoop?: Loop };

/** Runs every task once now and then hourly; a failing task is logged and tried again next hour. */
export function startMaintenanceLoop() {
  if (globalForLoop.maintenanceLoop) return;
  const loop: Loop = { timer: setInterval(() => void round(), INTERVAL_MS), round: null };
  const round = () => {
    loop.round ??= (async () => {
      for (const task of MAINTENANCE_TASKS) {
        await task.run().catch((error: unknown) => console.error(`[maintenance] ${task.name} failed`, error));
      }
    })().finally(() => (loop.round = null));
    return loop.round;
  };
  loop.timer.unref?.();
  globalForLoop.maintenanceLoop = loop;
  void round();
}

/** Stops the loop (a server shutting down) once the round under way, if any, has finished. */
export async function stopMaintenanceLoop() {
  const loop = globalForLoop.maintenanceLoop;
  if (!loop) return;
  clearInterval(loop.timer);
  await loop.round;
}
