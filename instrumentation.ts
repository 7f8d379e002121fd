// Next.js calls register() once when a server process starts. In the Node.js runtime it
// publishes the request hook that server.js runs before Next.js handles each request (client
// address, security headers: lib/server/request-hook.ts) and starts the hourly housekeeping
// (old rate-limit buckets, uploads nothing uses). With Resend configured, it starts the outbox
// delivery loop: mail that could not be sent right after its commit (provider down, process
// restarted) goes out on a later round. It publishes what server.js calls on SIGTERM after the
// last request in flight (stop the loops, close the pool: lib/server/register-shutdown.ts), and
// warns, once, about settings that half work (Facebook's id without its secret).
// NEXT_RUNTIME is set by Next.js itself; reading it here (not through lib/env.ts) is what lets
// the bundler leave the Node-only code out of the edge build.

export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { registerRequestHook } = await import('./lib/server/register-request-hook');
  registerRequestHook();
  const { registerShutdown } = await import('./lib/server/register-shutdown');
  registerShutdown();
  const { startMailDeliveryLoop } = await import('./lib/services/mail/mail-delivery-loop');
  startMailDeliveryLoop();
  const { startMaintenanceLoop } = await import('./lib/services/maintenance/maintenance-loop');
  startMaintenanceLoop();
  const { facebookSettingsWarning } = await import('./lib/auth/next-auth-options');
  const warning = facebookSettingsWarning();
  if (warning) console.warn(`[config] ${warning}`);
}
