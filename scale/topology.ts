import { spawn, type ChildProcess } from 'node:child_process';
import {
  chmodSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { ROOT, STANDALONE_DIR, assembleStandalone, buildApp, isBuilt, waitForHttp } from '@/lib/cli/tasks';
import { adminQuery, findDatabaseServer, withDatabase, type DatabaseServer } from '@/lib/testing/database-server';
import { applyMigrations } from '@/prisma/migrate';
import { createPrismaClient } from '@/prisma/client';
import { seedDemoData } from '@/prisma/seed/seed';

// The production topology on one machine, as compose.yaml runs it in containers: PostgreSQL (the
// tests' server), Redis (Debian's redis-server, no persistence), an S3-protocol store (s3rver),
// two instances of one standalone build started exactly as the image starts them
// (`node server.js` in the assembled .next/standalone), and Debian's nginx in front, configured
// from deploy/nginx/rally.conf.template like the compose file's nginx. The outside services the
// instances call are stand-ins the test serves (Resend's API, the hosted-form gateway).
//
// Ports: SCALE_PORT (3260) for nginx, then +1 and +2 for the instances, +3 Redis, +4 S3. The build
// of `npm test`'s end-to-end run is reused when it is of the current source (SCALE_SKIP_BUILD=1
// reuses whatever .next holds).

export const TEMPLATE = path.join(ROOT, 'deploy', 'nginx', 'rally.conf.template');
export const AUTH_SECRET = 'scale-secret-not-for-production-0123456789';
const BUCKET = 'rally-scale';

export type Instance = {
  name: string;
  url: string;
  process: ChildProcess;
  log: string;
  exited: Promise<number | null>;
};

export type Topology = {
  databaseUrl: string;
  lb: string;
  a: Instance;
  b: Instance;
  redisUrl: string;
  s3Endpoint: string;
  logs: string;
  /** Points nginx at these instances only (rewrites its upstreams, then reloads it). */
  useInstances(instances: Instance[]): Promise<void>;
  stop(): Promise<void>;
};

/** `${NAME}` in the template, as the nginx image's envsubst step fills it (defined variables only). */
export function fillTemplate(template: string, values: Record<string, string>) {
  return template.replace(/\$\{(RALLY_[A-Z_]+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** A Debian package's program, by PATH or where Debian puts it (sbin is not on every user's PATH). */
function program(name: string, debianPath: string): string {
  if (existsSync(debianPath)) return debianPath;
  const found = (process.env.PATH ?? '').split(':').find((dir) => existsSync(path.join(dir, name)));
  if (!found) throw new Error(`${name} is not installed: apt-get install -y nginx redis-server (or run bash .ci/run)`);
  return path.join(found, name);
}

function waitForPort(port: number, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = createConnection({ host: '127.0.0.1', port });
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`nothing listens on ${port}`));
        else setTimeout(attempt, 100);
      });
    };
    attempt();
  });
}

function exitOf(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) =>
    child.exitCode !== null || child.signalCode !== null ? resolve(child.exitCode) : child.once('exit', resolve),
  );
}

async function stopProcess(child: ChildProcess | undefined, signal: NodeJS.Signals = 'SIGTERM') {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = exitOf(child);
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), 25_000);
  await exited;
  clearTimeout(timer);
}

export async function startTopology(options: {
  /** Environment the instances get on top of the topology's own (stand-ins' addresses). */
  instanceEnv: Record<string, string>;
  log: (line: string) => void;
}): Promise<Topology> {
  const { log } = options;
  const basePort = Number(process.env.SCALE_PORT ?? 3260);
  const ports = { lb: basePort, a: basePort + 1, b: basePort + 2, redis: basePort + 3, s3: basePort + 4 };
  const dir = mkdtempSync(path.join(tmpdir(), 'rally-scale-'));
  const started: Array<() => Promise<void>> = [async () => rmSync(dir, { recursive: true, force: true })];
  const stop = async () => {
    for (const step of started.reverse()) await step().catch((error) => log(`stop: ${error}`));
  };

  try {
    // PostgreSQL: a fresh database with the demo data (as the e2e server has).
    const server: DatabaseServer = await findDatabaseServer(log);
    started.push(() => server.stop());
    if (!server.canCreateDatabases) throw new Error('the scale test needs a PostgreSQL server (PGlite is one process)');
    const name = `scale_${Date.now().toString(36)}`;
    await adminQuery(server.adminUrl, `CREATE DATABASE "${name}"`);
    started.push(() => adminQuery(server.adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).then(() => {}));
    const databaseUrl = withDatabase(server.adminUrl, name);
    // The one-off migration job of a release (compose.yaml's `migrate`), then the demo data.
    await applyMigrations(databaseUrl);
    const seedClient = createPrismaClient(databaseUrl, { maxConnections: 1 });
    await seedDemoData(seedClient);
    await seedClient.$disconnect();

    // Redis: Debian's redis-server, in memory only.
    const redis = spawn(
      program('redis-server', '/usr/bin/redis-server'),
      ['--port', String(ports.redis), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
    started.push(() => stopProcess(redis));
    await waitForPort(ports.redis);
    const redisUrl = `redis://127.0.0.1:${ports.redis}`;

    // S3: an S3-protocol server with one bucket.
    const s3Dir = path.join(dir, 's3');
    mkdirSync(s3Dir);
    const s3 = new S3rver({
      address: '127.0.0.1',
      port: ports.s3,
      directory: s3Dir,
      silent: true,
      configureBuckets: [{ name: BUCKET }],
    });
    await s3.run();
    started.push(() => s3.close());
    const s3Endpoint = `http://127.0.0.1:${ports.s3}`;

    // One build, assembled as the image is (Dockerfile: `npm run build:standalone`).
    if (!process.env.SCALE_SKIP_BUILD && !isBuilt()) {
      log('building the app (no build of this source yet)…');
      await buildApp();
    }
    const standalone = assembleStandalone();

    const lb = `http://127.0.0.1:${ports.lb}`;
    const instanceEnv: NodeJS.ProcessEnv = {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: process.env.HOME ?? dir,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_SIZE: '5',
      REDIS_URL: redisUrl,
      AUTH_SECRET,
      APP_URL: lb,
      TRUSTED_PROXIES: '127.0.0.1',
      S3_BUCKET: BUCKET,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: s3Endpoint,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      ...options.instanceEnv,
    };
    const startInstance = (instanceName: string, port: number): Instance => {
      const logFile = path.join(dir, `${instanceName}.log`);
      const out = createWriteStream(logFile);
      // Exactly the image's command (Dockerfile CMD), from the assembled standalone directory.
      const child = spawn(process.execPath, ['server.js', '--port', String(port), '--hostname', '127.0.0.1'], {
        cwd: standalone,
        env: instanceEnv,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout!.pipe(out);
      child.stderr!.pipe(out);
      return {
        name: instanceName,
        url: `http://127.0.0.1:${port}`,
        process: child,
        log: logFile,
        exited: exitOf(child),
      };
    };
    const a = startInstance('A', ports.a);
    const b = startInstance('B', ports.b);
    started.push(() => stopProcess(a.process));
    started.push(() => stopProcess(b.process));

    // nginx: the shared server block, in a main configuration that keeps every file in `dir`.
    const nginxDir = path.join(dir, 'nginx');
    for (const sub of ['', 'temp']) mkdirSync(path.join(nginxDir, sub), { recursive: true });
    chmodSync(path.join(nginxDir, 'temp'), 0o777); // workers may run as nobody when the test is root
    const writeServerBlock = (upstreams: Instance[]) =>
      writeFileSync(
        path.join(nginxDir, 'rally.conf'),
        fillTemplate(readFileSync(TEMPLATE, 'utf8'), {
          RALLY_LISTEN: `127.0.0.1:${ports.lb}`,
          RALLY_UPSTREAM_SERVERS: upstreams
            .map((instance) => `server ${new URL(instance.url).host} max_fails=1 fail_timeout=2s;`)
            .join('\n    '),
        }),
      );
    writeServerBlock([a, b]);
    const temp = path.join(nginxDir, 'temp');
    writeFileSync(
      path.join(nginxDir, 'nginx.conf'),
      [
        'worker_processes 1;',
        `pid ${path.join(nginxDir, 'nginx.pid')};`,
        `error_log ${path.join(nginxDir, 'error.log')} warn;`,
        'events { worker_connections 1024; }',
        'http {',
        '  access_log off;',
        ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
          (kind) => `  ${kind}_temp_path ${path.join(temp, kind)};`,
        ),
        `  include ${path.join(nginxDir, 'rally.conf')};`,
        '}',
        '',
      ].join('\n'),
    );
    const nginx = spawn(
      program('nginx', '/usr/sbin/nginx'),
      [
        '-p',
        nginxDir,
        '-c',
        path.join(nginxDir, 'nginx.conf'),
        '-e',
        path.join(nginxDir, 'error.log'),
        '-g',
        'daemon off;',
      ],
      { stdio: ['ignore', 'inherit', 'inherit'] },
    );
    started.push(() => stopProcess(nginx, 'SIGQUIT'));

    await Promise.all([waitForHttp(`${a.url}/api/health`, 120_000), waitForHttp(`${b.url}/api/health`, 120_000)]);
    await waitForPort(ports.lb);
    log(`up: nginx ${lb} → A ${a.url}, B ${b.url}; Redis ${redisUrl}; S3 ${s3Endpoint}; logs in ${dir}`);
    const useInstances = async (instances: Instance[]) => {
      writeServerBlock(instances);
      nginx.kill('SIGHUP'); // new workers take the new upstreams; old ones finish their requests
      await new Promise((resolve) => setTimeout(resolve, 500));
    };
    return { databaseUrl, lb, a, b, redisUrl, s3Endpoint, logs: dir, useInstances, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

export { STANDALONE_DIR };
