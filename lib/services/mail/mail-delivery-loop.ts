import 'server-only';
import { env } from '@/lib/env';
import { deliverPendingMail, mailDeliveryEnabled } from './deliver-outbox';

type Loop = { timer: ReturnType<typeof setInterval>; round: Promise<void> | null };
const globalForLoop = globalThis as unknown as { mailDeliveryLoop?: Loop };

/**
 * Every MAIL_POLL_SECONDS (30), delivers the outbox's due mail (only with RESEND_API_KEY, never in sandbox mode).
 * Every instance runs it: rounds claim their rows (deliver-outbox.ts), so none is sent twice.
 */
export function startMailDeliveryLoop() {
  if (!mailDeliveryEnabled() || globalForLoop.mailDeliveryLoop) return;
  const loop: Loop = { timer: setInterval(() => void round(), env.mailPollMs), round: null };
  const round = () => {
    loop.round ??= deliverPendingMail({ limit: 50 })
      .then(() => undefined)
      .catch((error: unknown) => console.error('[mail] delivery round failed', error))
      .finally(() => (loop.round = null));
    return loop.round;
  };
  loop.timer.unref?.();
  globalForLoop.mailDeliveryLoop = loop;
  void round();
}

/** Stops the loop (a server shutting down) once the round under way, if any, has finished. */
export async function stopMailDeliveryLoop() {
  const loop = globalForLoop.mailDeliveryLoop;
  if (!loop) return;
  clearInterval(loop.timer);
  await loop.round;
}
