import { spawn, type SpawnOptions } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

// Small steps shared by `npm start`, the e2e server and the benchmarks.

export const ROOT = path.resolve(import.meta.dirname, '..', '..');
const require = createRequire(import.meta.url);

export function run(command: string, args: string[], options: SpawnOptions = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd: ROOT, ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code ?? signal}`)),
    );
  });
}

/** `prisma generate` works offline once it is told where a (never used) schema engine is. */
export async function generatePrismaClient(force = false) {
  if (!force && existsSync(path.join(ROOT, 'lib/generated/prisma/client.ts'))) return;
  const cli = require.resolve('prisma/build/index.js');
  await run(process.execPath, [cli, 'generate'], {
    env: { ...process.env, PRISMA_SCHEMA_ENGINE_BINARY: process.execPath, PRISMA_HIDE_UPDATE_MESSAGE: '1' },
  });
}

export const nextBin = () => require.resolve('next/dist/bin/next');

export function isBuilt() {
  return existsSync(path.join(ROOT, '.next', 'BUILD_ID'));
}

export async function buildApp() {
  await generatePrismaClient();
  await run(process.execPath, [nextBin(), 'build'], { env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
}

export async function waitForHttp(url: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { redirect: 'manual' });
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}
