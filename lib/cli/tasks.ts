import { execFileSync, spawn, type SpawnOptions } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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

const GENERATED = path.join(ROOT, 'lib/generated/prisma');
const SCHEMA_STAMP = path.join(GENERATED, '.schema-sha256');

function schemaHash() {
  return createHash('sha256')
    .update(readFileSync(path.join(ROOT, 'prisma/schema.prisma')))
    .digest('hex');
}

/**
 * Generates the Prisma client when it is missing or was generated from another schema
 * (after a pull). `prisma generate` works offline once it is told where a (never used)
 * schema engine is.
 */
export async function generatePrismaClient(force = false) {
  const hash = schemaHash();
  const current = existsSync(SCHEMA_STAMP) && readFileSync(SCHEMA_STAMP, 'utf8') === hash;
  if (!force && current && existsSync(path.join(GENERATED, 'client.ts'))) return;
  const cli = require.resolve('prisma/build/index.js');
  await run(process.execPath, [cli, 'generate'], {
    env: { ...process.env, PRISMA_SCHEMA_ENGINE_BINARY: process.execPath, PRISMA_HIDE_UPDATE_MESSAGE: '1' },
  });
  writeFileSync(SCHEMA_STAMP, hash);
}

export const nextBin = () => require.resolve('next/dist/bin/next');

/**
 * The command line of the app's server (server.js: Next.js behind the request hook that sets the
 * client address and the security headers), for `node`. No hostname: every interface.
 */
export const serverArgs = ({ port, hostname }: { port: number | string; hostname?: string }) => [
  path.join(ROOT, 'server.js'),
  '--port',
  String(port),
  ...(hostname ? ['--hostname', hostname] : []),
];

const SOURCE_STAMP = path.join(ROOT, '.next', 'source-revision');

const git = (root: string, args: string[]) =>
  execFileSync('git', args, { cwd: root, stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 256 * 1024 * 1024 });

/**
 * What the build is made from, as one hash of the source files' paths and contents: every file git
 * tracks or would add (not what it ignores, such as .next/ and .data/), as it is on disk now. A pull,
 * a checkout or an edit changes it; committing what was built does not. Markdown is left out:
 * documentation never changes the build. Null outside a git checkout.
 */
export function sourceRevision(root = ROOT): string | null {
  let files: string[];
  try {
    files = git(root, ['ls-files', '--cached', '--others', '--exclude-standard', '-z', '--', '.', ':(exclude)*.md'])
      .toString()
      .split('\0')
      .filter(Boolean);
  } catch {
    return null;
  }
  const hash = createHash('sha256');
  for (const file of [...new Set(files)].sort()) {
    const absolute = path.join(root, file);
    if (!existsSync(absolute)) continue; // deleted, not committed yet
    hash.update(`${file}\0`);
    hash.update(createHash('sha256').update(readFileSync(absolute)).digest());
  }
  return hash.digest('hex');
}

/** A build exists and was made from the source as it is now (a pull or an edit means a rebuild). */
export function isBuilt() {
  if (!existsSync(path.join(ROOT, '.next', 'BUILD_ID'))) return false;
  const revision = sourceRevision();
  return revision === null || (existsSync(SOURCE_STAMP) && readFileSync(SOURCE_STAMP, 'utf8') === revision);
}

export async function buildApp() {
  await generatePrismaClient();
  // Stamped with the source as it was when the build started: an edit made during it means another build.
  const revision = sourceRevision();
  await run(process.execPath, [nextBin(), 'build'], { env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  if (revision) writeFileSync(SOURCE_STAMP, revision);
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

/**
 * Next.js keeps its data cache and on-demand page cache on disk under .next/ (the development
 * server under .next/dev/), keyed by function, arguments and path but not by database. Each server
 * start begins with them empty, so a server never shows what it cached from another database
 * (another sandbox, an e2e run, a benchmark). They refill on the first visits.
 */
export function clearRuntimeCaches(mode: 'start' | 'dev' = 'start') {
  const distDir = mode === 'dev' ? '.next/dev' : '.next';
  for (const dir of ['cache/fetch-cache', 'server/route-cache']) {
    rmSync(path.join(ROOT, distDir, dir), { recursive: true, force: true });
  }
}

export const STANDALONE_DIR = path.join(ROOT, '.next', 'standalone');

/**
 * Completes the standalone output of the last build (`output: 'standalone'`) into the directory
 * the container image ships and the scale test runs: the app's own server.js over the generated
 * one (the request hook, TRUSTED_PROXIES, the body caps, the drain on SIGTERM), plus the browser
 * files (.next/static) and public/, which Next.js leaves for the deployment to copy. Run it as
 * `node server.js --port 3000 --hostname 0.0.0.0` from that directory: it needs nothing else.
 */
export function assembleStandalone() {
  if (!existsSync(path.join(STANDALONE_DIR, '.next', 'BUILD_ID'))) {
    throw new Error('No standalone output: build first (next.config.js has output: standalone).');
  }
  cpSync(path.join(ROOT, 'server.js'), path.join(STANDALONE_DIR, 'server.js'));
  rmSync(path.join(STANDALONE_DIR, '.next', 'static'), { recursive: true, force: true });
  cpSync(path.join(ROOT, '.next', 'static'), path.join(STANDALONE_DIR, '.next', 'static'), { recursive: true });
  rmSync(path.join(STANDALONE_DIR, 'public'), { recursive: true, force: true });
  cpSync(path.join(ROOT, 'public'), path.join(STANDALONE_DIR, 'public'), { recursive: true });
  for (const dir of ['cache/fetch-cache', 'server/route-cache']) {
    rmSync(path.join(STANDALONE_DIR, '.next', dir), { recursive: true, force: true });
  }
  return STANDALONE_DIR;
}
