import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { applyMigrations } from '../prisma/migrate';
import { createPrismaClient } from '../prisma/client';
import { seedDemoData } from '../prisma/seed/seed';
import { ROOT, buildApp, clearRuntimeCaches, serverArgs } from '../lib/cli/tasks';
import { adminQuery, findDatabaseServer, withDatabase } from '../lib/testing/database-server';
import { startGraphStandIn } from '../lib/testing/facebook-graph-stand-in';
import { startStripeStandIn } from '../lib/testing/stripe-stand-in';
import { E2E_ADMIN_EMAIL, E2E_AUTH_SECRET } from './auth';
import { FACEBOOK_APP } from './facebook-app';
import { STRIPE_E2E_SECRET_KEY } from './stripe-js';

// Playwright's web server: a fresh database with the demo data, a production build,
// and the app's server (server.js) in sandbox mode (mail kept in the outbox), with Facebook login pointed at a
// local stand-in of the Graph API (e2e/facebook-app.ts), and the card provider pointed at the local
// stand-in of Stripe's API (lib/testing/stripe-stand-in.ts), whose address is written to
// .data/e2e/stripe-url for the tests that play Stripe.js (e2e/stripe-js.ts). The database URL is
// written to .data/e2e/database-url for the tests' own fixtures.

export const DATABASE_URL_FILE = path.join(ROOT, '.data', 'e2e', 'database-url');
/** Everything the app writes to stdout and stderr, for tests that check what the server printed (no card numbers). */
export const SERVER_LOG_FILE = path.join(ROOT, '.data', 'e2e', 'server.log');
/** The Stripe stand-in's address, for the tests' stand-in of Stripe.js. */
export const STRIPE_URL_FILE = path.join(ROOT, '.data', 'e2e', 'stripe-url');

async function main() {
  const port = process.env.E2E_PORT ?? '3210';
  const server = await findDatabaseServer();
  let url = server.adminUrl;
  let name: string | null = null;
  if (server.canCreateDatabases) {
    await dropStaleDatabases(server.adminUrl);
    name = `e2e_${Date.now().toString(36)}`;
    await adminQuery(server.adminUrl, `CREATE DATABASE "${name}"`);
    url = withDatabase(server.adminUrl, name);
  }
  await applyMigrations(url);
  const db = createPrismaClient(url, { maxConnections: 1 });
  await seedDemoData(db);
  await db.$disconnect();
  mkdirSync(path.dirname(DATABASE_URL_FILE), { recursive: true });
  writeFileSync(DATABASE_URL_FILE, url);

  if (!process.env.E2E_SKIP_BUILD) await buildApp();

  const graph = await startGraphStandIn({
    appId: FACEBOOK_APP.id,
    appSecret: FACEBOOK_APP.secret,
    profileFor: (token) => (token.startsWith('tok-') ? FACEBOOK_APP.profile(token.slice('tok-'.length)) : undefined),
  });

  const stripe = await startStripeStandIn({ publishableKey: 'pk_test_e2e', secretKey: STRIPE_E2E_SECRET_KEY });
  writeFileSync(STRIPE_URL_FILE, stripe.url);

  clearRuntimeCaches();
  const app = spawn(process.execPath, serverArgs({ port, hostname: '127.0.0.1' }), {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      DATABASE_URL: url,
      SANDBOX: '1',
      AUTH_SECRET: E2E_AUTH_SECRET,
      APP_URL: `http://127.0.0.1:${port}`,
      NEXTAUTH_URL: `http://127.0.0.1:${port}`,
      FACEBOOK_CLIENT_ID: FACEBOOK_APP.id,
      FACEBOOK_CLIENT_SECRET: FACEBOOK_APP.secret,
      FACEBOOK_GRAPH_URL: graph.url,
      ADMIN_EMAILS: E2E_ADMIN_EMAIL,
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_PUBLISHABLE_KEY: stripe.publishableKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_BASE: stripe.url,
    },
  });

  const log = createWriteStream(SERVER_LOG_FILE);
  app.stdout!.on('data', (chunk: Buffer) => {
    process.stdout.write(chunk);
    log.write(chunk);
  });
  app.stderr!.on('data', (chunk: Buffer) => {
    process.stderr.write(chunk);
    log.write(chunk);
  });

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    app.kill('SIGTERM');
    await new Promise((resolve) => (app.exitCode === null ? app.once('exit', resolve) : resolve(null)));
    await graph.close();
    await stripe.close();
    if (name) await adminQuery(server.adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => {});
    await server.stop();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
  app.on('exit', () => void stop());
}

// A run killed before its clean-up leaves its database behind; drop those older than an hour.
async function dropStaleDatabases(adminUrl: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  const { rows } = await client.query<{ datname: string }>(
    `SELECT datname FROM pg_database WHERE datname LIKE 'e2e\\_%'`,
  );
  for (const { datname } of rows) {
    const created = parseInt(datname.slice(4), 36);
    if (Number.isFinite(created) && Date.now() - created > 60 * 60 * 1000) {
      await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`).catch(() => {});
    }
  }
  await client.end();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
