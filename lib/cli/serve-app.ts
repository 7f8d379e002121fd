import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readEnv } from '../env';
import { SANDBOX_CARDS, SANDBOX_LUHN_FAILURE_CODE, formatCardNumber } from '../rules/sandbox-cards';
import { DEMO_DONOR, DEMO_ORGANIZER } from '../../prisma/seed/demo-accounts';
import { applyMigrations } from '../../prisma/migrate';
import { localAddress, sandboxExposureWarning } from './listen-address';
import { openSandboxDatabase, type EmbeddedDatabase } from './sandbox-database';
import {
  ROOT,
  buildApp,
  clearRuntimeCaches,
  generatePrismaClient,
  isBuilt,
  nextBin,
  serverArgs,
  waitForHttp,
} from './tasks';

// `npm start` (the production build) and `npm run dev` (Next.js's development server, which
// rebuilds on every edit): with no DATABASE_URL, sandbox mode (CONTRACT §2) — embedded PostgreSQL
// under .data/, migrations, demo data on first start, then the app. With DATABASE_URL, the same
// against that server (no demo data unless SANDBOX=1). Both use the same .data/ (database,
// uploads, secret): run them one after the other, or side by side on two ports (PORT), and the
// second joins the sandbox database the first one opened.

export type ServeMode = 'start' | 'dev';

const env = readEnv(process.env);
const dataDir = path.resolve(ROOT, env.dataDir);
const log = (line: string) => console.log(`[${mode}] ${line}`);
let mode: ServeMode = 'start';

function authSecret(): string {
  if (env.authSecret) return env.authSecret;
  if (!env.sandbox) throw new Error('AUTH_SECRET is required outside sandbox mode (any long random string).');
  // Sandbox: one random secret per data directory, so sessions survive a restart.
  const file = path.join(dataDir, 'auth-secret');
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

let app: ChildProcess | null = null;
let embedded: (EmbeddedDatabase & { joined: boolean }) | null = null;
let stopping = false;

async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  log('stopping…');
  if (app && app.exitCode === null && app.signalCode === null) {
    const exited = new Promise((resolve) => app!.once('exit', resolve));
    app.kill('SIGTERM');
    await exited;
  }
  await embedded?.stop().catch(() => {});
  process.exit(code);
}

/** Prepares the database and serves the app in `serveMode` until Ctrl-C. */
export function serveApp(serveMode: ServeMode) {
  mode = serveMode;
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    void stop(1);
  });
}

async function main() {
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
  mkdirSync(dataDir, { recursive: true });
  const secret = authSecret();

  let databaseUrl = env.databaseUrl;
  if (!databaseUrl) {
    embedded = await openSandboxDatabase(path.join(dataDir, 'pglite'));
    log(
      embedded.joined
        ? `sandbox mode: joined the embedded PostgreSQL another process serves from ${path.relative(ROOT, dataDir)}/pglite`
        : `sandbox mode: embedded PostgreSQL in ${path.relative(ROOT, dataDir)}/pglite`,
    );
    databaseUrl = embedded.url;
  }

  const applied = await applyMigrations(databaseUrl, { log });
  if (!applied.length) log('database schema is up to date');
  // The Prisma client is generated code: a fresh clone has none until this step.
  await generatePrismaClient();
  if (env.sandbox) {
    const { createPrismaClient } = await import('../../prisma/client');
    const { seedDemoData } = await import('../../prisma/seed/seed');
    const client = createPrismaClient(databaseUrl, { maxConnections: 1 });
    try {
      await seedDemoData(client, log);
    } finally {
      await client.$disconnect();
    }
  }
  if (mode === 'start' && !isBuilt()) {
    log('building the app (first start, or the code changed since the last build)…');
    await buildApp();
  }

  clearRuntimeCaches(mode);
  // Production runs server.js (Next.js behind the request hook: client address, security headers);
  // the development server is Next.js's own, without them.
  const args =
    mode === 'dev'
      ? [nextBin(), 'dev', '-p', String(env.port), ...(env.host ? ['-H', env.host] : [])]
      : serverArgs({ port: env.port, hostname: env.host });
  app = spawn(process.execPath, args, {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: mode === 'dev' ? 'development' : 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      DATABASE_URL: databaseUrl,
      SANDBOX: env.sandbox ? '1' : '',
      AUTH_SECRET: secret,
      APP_URL: env.appUrl,
      NEXTAUTH_URL: env.appUrl,
    },
  });
  app.on('exit', (code) => void stop(code ?? 1));
  // The development server compiles a page on its first visit: this first visit may take a while.
  await waitForHttp(`http://${localAddress(env.host)}:${env.port}/`, mode === 'dev' ? 300_000 : 60_000);
  printBanner();
}

function printBanner() {
  const lines = [
    mode === 'dev'
      ? `${env.siteName} (development server: edits show on the next reload) is running at ${env.appUrl}`
      : `${env.siteName} is running at ${env.appUrl}`,
  ];
  if (env.sandbox) {
    const [first, ...others] = SANDBOX_CARDS;
    lines.push(
      '',
      embedded
        ? 'Sandbox mode: embedded database, no outside service is called.'
        : 'Sandbox mode (SANDBOX=1) on the configured database: demo data, mail kept in the outbox.',
      `  Organizer login  ${DEMO_ORGANIZER.email} / ${DEMO_ORGANIZER.password}`,
      `  Donor login      ${DEMO_DONOR.email} / ${DEMO_DONOR.password}`,
      `  Test cards       ${formatCardNumber(first.number)}  ${first.label} (any future MMYY expiry)`,
      ...others.map((card) => `                   ${formatCardNumber(card.number)}  ${card.label}`),
      `                   any number failing the Luhn check: declined (${SANDBOX_LUHN_FAILURE_CODE})`,
      `  Mail             kept in the outbox: ${env.appUrl}/dev/mailbox`,
    );
    const warning = sandboxExposureWarning(env.host);
    if (warning) lines.push('', ...warning);
    if (embedded) lines.push(`  Data             ${path.relative(ROOT, dataDir)}/ (delete it to start afresh)`);
  }
  lines.push('', 'Press Ctrl-C to stop.');
  const width = Math.max(...lines.map((line) => line.length)) + 2;
  console.log(`\n┌${'─'.repeat(width)}┐`);
  for (const line of lines) console.log(`│ ${line.padEnd(width - 1)}│`);
  console.log(`└${'─'.repeat(width)}┘\n`);
}
