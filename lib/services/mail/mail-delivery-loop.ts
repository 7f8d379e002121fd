import 'server-only';
import { deliverPendingMail, mailDeliveryEnabled } from './deliver-outbox';

const INTERVAL_MS = 30_000;
const globalForLoop = globalThis as unknown as { mailDeliveryLoop?: ReturnType<typeof setInterval> };

/** Every 30 s, delivers the outbox's due mail (only with RESEND_API_KEY, never in sandbox mode). */
export function startMailDeliveryLoop() {
  if (!mailDeliveryEnabled() || globalForLoop.mailDeliveryLoop) return;
  let running = false;
  const round = async () => {
    if (running) return;
    running = true;
    try {
      await deliverPendingMail({ limit: 50 });
    } catch (error) {
      console.error('[mail] delivery round failed', error);
    } finally {
      running = false;
    }
  };
  globalForLoop.mailDeliveryLoop = setInterval(() => void round(), INTERVAL_MS);
  globalForLoop.mailDeliveryLoop.unref?.();
  void round();
}
