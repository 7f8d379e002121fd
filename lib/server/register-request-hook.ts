import 'server-only';
import { env } from '@/lib/env';
import { s3ImageOrigin } from '@/lib/integrations/storage/s3-storage';
import { securitySettings } from '@/lib/rules/security-headers';
import { createRequestHook } from './request-hook';

// instrumentation.ts calls this when Next.js starts: the request hook, built from this app's
// settings, is published where server.js (plain JavaScript, outside the Next.js build) finds it.

export const REQUEST_HOOK = Symbol.for('rally.request-hook');

/** The security settings this server's configuration asks for (lib/rules/security-headers.ts). */
export function securitySettingsFromEnv() {
  return securitySettings({
    appUrl: env.appUrl,
    gatewayUrl: env.safesave.gatewayUrl,
    storageOrigins: env.s3 ? [s3ImageOrigin(env.s3)] : [],
    stripe: Boolean(env.stripe.publishableKey),
    facebook: Boolean(env.facebook.clientId),
  });
}

export function registerRequestHook() {
  (globalThis as Record<symbol, unknown>)[REQUEST_HOOK] = createRequestHook(securitySettingsFromEnv());
}
