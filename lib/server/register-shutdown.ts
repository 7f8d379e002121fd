import 'server-only';
import { disconnectDb } from '@/lib/db';
import { closeRedisPing } from '@/lib/integrations/cache/redis-ping';
import { stopMailDeliveryLoop } from '@/lib/services/mail/mail-delivery-loop';
import { stopMaintenanceLoop } from '@/lib/services/maintenance/maintenance-loop';

// instrumentation.ts publishes this next to the request hook: on SIGTERM, once server.js has
// stopped taking connections and every request in flight has been answered, it stops this
// instance's background work (letting a mail or maintenance round under way finish, so no claimed
// row waits out its lease) and closes the database pool and the health check's Redis connection.

export const SHUTDOWN = Symbol.for('rally.shutdown');

export async function stopBackgroundWork() {
  await Promise.all([stopMailDeliveryLoop(), stopMaintenanceLoop()]);
  await Promise.all([disconnectDb(), closeRedisPing()]);
}

export function registerShutdown() {
  (globalThis as Record<symbol, unknown>)[SHUTDOWN] = stopBackgroundWork;
}
