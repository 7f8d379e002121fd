import { z } from 'zod';
import { parseTrustedProxies } from './rules/client-address';

// The one place that reads process.env. Everything is optional so `next build`
// works with no configuration; sandbox mode fills the gaps at start.
// Server code, though it does not import 'server-only': the command line (lib/cli, plain Node,
// where that guard throws) reads it too. The layer rule (eslint.config.mjs) keeps it out of the browser.
const optional = z
  .string()
  .optional()
  .transform((value) => (value && value.trim() !== '' ? value.trim() : undefined));

/** Comma-separated addresses or CIDR ranges; blank means none. A bad entry fails the start. */
const proxies = z
  .string()
  .optional()
  .transform((value, ctx) => {
    try {
      return parseTrustedProxies(value);
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: (error as Error).message });
      return z.NEVER;
    }
  });

/** A setting that no longer exists: failing the start beats silently counting every client as one. */
const replaced = (by: string) =>
  z
    .string()
    .optional()
    .refine((value) => value === undefined || value.trim() === '', {
      error: `is no longer read: set ${by} instead (see the README)`,
    });

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URL: optional,
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).optional(),
  REDIS_URL: optional,
  SANDBOX: optional,
  PORT: z.coerce.number().int().positive().default(3000),
  HOST: optional,
  APP_URL: optional,
  AUTH_SECRET: optional,
  NEXTAUTH_SECRET: optional,
  DATA_DIR: optional,
  SITE_NAME: optional,
  ORGANIZATION_NAME: optional,
  ORGANIZATION_TAX_ID: optional,
  CONTACT_EMAIL: optional,
  MAIL_FROM: optional,
  RESEND_API_KEY: optional,
  RESEND_BASE_URL: optional,
  MAIL_POLL_SECONDS: z.coerce.number().min(0.1).max(3600).default(30),
  S3_BUCKET: optional,
  S3_REGION: optional,
  S3_ENDPOINT: optional,
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  S3_PUBLIC_URL: optional,
  STRIPE_SECRET_KEY: optional,
  STRIPE_PUBLISHABLE_KEY: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  STRIPE_API_BASE: optional,
  SAFESAVE_API_KEY: optional,
  SAFESAVE_GATEWAY_URL: optional,
  FACEBOOK_CLIENT_ID: optional,
  FACEBOOK_CLIENT_SECRET: optional,
  FACEBOOK_GRAPH_URL: optional,
  ADMIN_EMAILS: optional,
  TRUSTED_PROXIES: proxies,
  TRUSTED_PROXY_HOPS: replaced('TRUSTED_PROXIES'),
});

/** http://localhost, http://127.0.0.1 or http://[::1], any port: a machine's own plain-http address. */
function isLoopbackHttp(url: string): boolean {
  try {
    const { protocol, hostname } = new URL(url);
    return protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(hostname);
  } catch {
    return false;
  }
}

export type Env = ReturnType<typeof readEnv>;

export function readEnv(source: Record<string, string | undefined>) {
  const raw = schema.parse(source);
  const port = raw.PORT;
  const sandbox = raw.SANDBOX === '1' || raw.SANDBOX === 'true' || !raw.DATABASE_URL;
  return {
    nodeEnv: raw.NODE_ENV,
    isProduction: raw.NODE_ENV === 'production',
    // Sandbox mode: explicit SANDBOX=1, or no database configured (CONTRACT §2).
    sandbox,
    databaseUrl: raw.DATABASE_URL,
    /**
     * Connections in this process's pool: DATABASE_POOL_SIZE, else 3 in sandbox mode (PGlite, the
     * embedded database, serves a handful) and 10 otherwise. Instances × pool must stay under the
     * server's max_connections.
     */
    databasePoolSize: raw.DATABASE_POOL_SIZE ?? (sandbox ? 3 : 10),
    /**
     * The shared cache of Next.js's data and route caches (lib/server/route-cache-handler.js reads
     * the same variable, as Next.js loads it by path) and of the health check. Unset: the per-process
     * file-system cache, right for one instance only.
     */
    redisUrl: raw.REDIS_URL,
    port,
    /**
     * The address the server listens on. Sandbox mode defaults to the loopback address: its
     * mailbox shows every email, password-reset links included. Otherwise every interface.
     */
    host: raw.HOST ?? (sandbox ? '127.0.0.1' : undefined),
    /** HOST was set explicitly (sandbox mode warns when it opens the mailbox to the network). */
    hostSet: raw.HOST !== undefined,
    appUrl: (raw.APP_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    authSecret: raw.AUTH_SECRET ?? raw.NEXTAUTH_SECRET,
    /**
     * Cookies get the Secure flag in production, unless APP_URL is explicitly a plain-http address
     * of this machine (`npm start`'s sandbox and the end-to-end server set it so). A production
     * server behind a proxy whose APP_URL was left unset or says http still sends Secure cookies.
     */
    secureCookies: raw.NODE_ENV === 'production' && !(raw.APP_URL && isLoopbackHttp(raw.APP_URL)),
    /**
     * The reverse proxies in front of the app whose X-Forwarded-For is believed (addresses and
     * CIDR ranges); none by default: the connection's peer is the client (lib/rules/client-address.ts).
     */
    trustedProxies: raw.TRUSTED_PROXIES,
    dataDir: raw.DATA_DIR ?? '.data',
    siteName: raw.SITE_NAME ?? 'Rally',
    /** The organization that receives the gifts, named on year-end statements; SITE_NAME when unset. */
    organizationName: raw.ORGANIZATION_NAME ?? raw.SITE_NAME ?? 'Rally',
    /** The organization's tax id (an EIN), printed on year-end statements when set. */
    organizationTaxId: raw.ORGANIZATION_TAX_ID,
    contactEmail: raw.CONTACT_EMAIL ?? 'info@example.org',
    mailFrom: raw.MAIL_FROM ?? 'Rally <no-reply@example.org>',
    resendApiKey: raw.RESEND_API_KEY,
    /** Resend's API address; tests point it at a local stand-in. */
    resendBaseUrl: raw.RESEND_BASE_URL ?? 'https://api.resend.com',
    /** How often each instance's delivery loop looks for due mail. */
    mailPollMs: raw.MAIL_POLL_SECONDS * 1000,
    s3: raw.S3_BUCKET
      ? {
          bucket: raw.S3_BUCKET,
          region: raw.S3_REGION ?? 'us-east-1',
          endpoint: raw.S3_ENDPOINT,
          accessKeyId: raw.S3_ACCESS_KEY_ID,
          secretAccessKey: raw.S3_SECRET_ACCESS_KEY,
          publicUrl: raw.S3_PUBLIC_URL,
        }
      : undefined,
    stripe: {
      secretKey: raw.STRIPE_SECRET_KEY,
      publishableKey: raw.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: raw.STRIPE_WEBHOOK_SECRET,
      apiBase: raw.STRIPE_API_BASE,
    },
    safesave: { apiKey: raw.SAFESAVE_API_KEY, gatewayUrl: raw.SAFESAVE_GATEWAY_URL },
    facebook: {
      clientId: raw.FACEBOOK_CLIENT_ID,
      clientSecret: raw.FACEBOOK_CLIENT_SECRET,
      graphUrl: raw.FACEBOOK_GRAPH_URL ?? 'https://graph.facebook.com',
    },
    adminEmails: (raw.ADMIN_EMAILS ?? '')
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
  };
}

export const env = readEnv(process.env);
