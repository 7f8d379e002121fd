import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readEnv } from '../env';
import { DEMO_DONOR, DEMO_ORGANIZER } from '../../prisma/demo-accounts';
import { applyMigrations } from '../../prisma/migrate';
import { startEmbeddedDatabase, type EmbeddedDatabase } from './sandbox-database';
import { ROOT, buildApp, generatePrismaClient, isBuilt, nextBin, waitForHttp } from './tasks';

// `npm start`: with no DATABASE_URL, sandbox mode (CONTRACT §2) — embedded PostgreSQL
// under .data/, migrations, demo data on first start, build if needed, then the app.
// With DATABASE_URL, the same against that server (no demo data unless SANDBOX=1).

const env = readEnv(process.env);
const dataDir = path.resolve(ROOT, env.dataDir);
const log = (line: string) => console.log(`[start] ${line}`);

function authSecret(): string {
  if (env.authSecret) return env.authSecret;
  if (!env.sandbox) throw new Error('AUTH_SECRET is required outside sandbox mode.');
  // Sandbox: one random secret per data directory, so sessions survive a restart.
  const file = path.join(dataDir, 'auth-secret');
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

async function main() {
  mkdirSync(dataDir, { recursive: true });
  let embedded: EmbeddedDatabase | null = null;
  let databaseUrl = env.databaseUrl;
  if (!databaseUrl) {
    log(`sandbox mode: embedded PostgreSQL in ${path.relative(ROOT, dataDir)}/pglite`);
    embedded = await startEmbeddedDatabase({ dataDir: path.join(dataDir, 'pglite') });
    databaseUrl = embedded.url;
  }

  let app: ReturnType<typeof spawn> | null = null;
  let stopping = false;
  const stop = async (code = 0) => {
    if (stopping) return;
    stopping = true;
    log('stopping…');
    if (app && app.exitCode === null) {
      app.kill('SIGTERM');
      await new Promise((resolve) => app!.once('exit', resolve));
    }
    await embedded?.stop();
    process.exit(code);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());

  try {
    const applied = await applyMigrations(databaseUrl, { log });
    if (!applied.length) log('database schema is up to date');
    if (env.sandbox) {
      // The Prisma client is generated code: a fresh clone has none until this step.
      await generatePrismaClient();
      const { createPrismaClient } = await import('../../prisma/client');
      const { seedDemoData } = await import('../../prisma/seed');
      const client = createPrismaClient(databaseUrl, { maxConnections: 1 });
      await seedDemoData(client, log);
      await client.$disconnect();
    }
    if (!isBuilt()) {
      log('building the app (first start only)…');
      await buildApp();
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    await stop(1);
    return;
  }

  app = spawn(process.execPath, [nextBin(), 'start', '-p', String(env.port)], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      DATABASE_URL: databaseUrl,
      SANDBOX: env.sandbox ? '1' : '',
      AUTH_SECRET: authSecret(),
      APP_URL: env.appUrl,
      NEXTAUTH_URL: env.appUrl,
    },
  });
  app.on('exit', (code) => {
    if (!stopping) void stop(code ?? 1);
  });
  await waitForHttp(`http://127.0.0.1:${env.port}/`);
  printBanner(env.sandbox);
}

function printBanner(sandbox: boolean) {
  const lines = [`${env.siteName} is running at ${env.appUrl}`];
  if (sandbox) {
    lines.push(
      '',
      'Sandbox mode: embedded database, no outside service is called.',
      `  Organizer login  ${DEMO_ORGANIZER.email} / ${DEMO_ORGANIZER.password}`,
      `  Donor login      ${DEMO_DONOR.email} / ${DEMO_DONOR.password}`,
      '  Test cards       4111 1111 1111 1111 approved; 4000 0000 0000 0002 declined;',
      '                   4000 0000 0000 9995 insufficient funds; any future MMYY expiry',
      `  Mail             kept in the outbox: ${env.appUrl}/dev/mailbox`,
      `  Data             ${path.relative(ROOT, dataDir)}/ (delete it to start afresh)`,
    );
  }
  lines.push('', 'Press Ctrl-C to stop.');
  const width = Math.max(...lines.map((line) => line.length)) + 2;
  console.log(`\n┌${'─'.repeat(width)}┐`);
  for (const line of lines) console.log(`│ ${line.padEnd(width - 1)}│`);
  console.log(`└${'─'.repeat(width)}┘\n`);
}

void main();
