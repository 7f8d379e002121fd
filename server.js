// @ts-check
// The production server: Next.js's own request handler (the one `next start` runs) behind a
// small Node HTTP server, so that every request first passes the app's request hook
// (lib/server/request-hook.ts, published by instrumentation.ts when Next.js starts). The hook
// writes the connection's peer address into a header no client can forge (route handlers never
// see the socket), sets the security headers on every answer, and compresses. `npm start`, the
// end-to-end server and the benchmarks all run this file; plain JavaScript with no dependency
// but `next`, so it also runs from a standalone build (`output: 'standalone'`: copy it over the
// generated server.js).
//
//   node server.js [--port 3000] [--hostname 127.0.0.1]   (default: every interface)
//
// SIGTERM (or SIGINT) drains: the server stops accepting connections, GET /api/health answers 503
// so a load balancer takes the instance out, every request in flight is answered (each with
// `Connection: close`, so no kept-alive connection brings another), then the app's background
// loops stop, the database pool closes and the process exits 0. A drain longer than
// DRAIN_TIMEOUT_MS cuts the remaining connections and exits 1.
//
// Idle kept-alive connections are not cut at once: a balancer may be sending a request on one at
// that very moment, and a POST lost that way cannot be retried (nginx answers 502). The balancer
// closes its idle connections first (deploy/nginx: keepalive_timeout 2s, under this server's
// keepAliveTimeout) or sends one more request, answered with `Connection: close`; only what is
// still idle after IDLE_GRACE_MS is closed here.

import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { Server as NetServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

/** Where instrumentation.ts publishes the request hook (lib/server/request-hook.ts). */
const REQUEST_HOOK = Symbol.for('rally.request-hook');
/** Where instrumentation.ts publishes what stops the background work (lib/server/register-shutdown.ts). */
const SHUTDOWN = Symbol.for('rally.shutdown');
/** Under a container platform's usual 30-second stop grace period. */
const DRAIN_TIMEOUT_MS = 20_000;
/** Longer than the balancer keeps an idle connection (deploy/nginx/rally.conf.template: 2 s). */
const IDLE_GRACE_MS = 3000;

const dir = path.dirname(fileURLToPath(import.meta.url));

const { values } = parseArgs({
  options: { port: { type: 'string', short: 'p', default: '3000' }, hostname: { type: 'string', short: 'H' } },
});
const port = Number(values.port);
const hostname = values.hostname || undefined;

// @ts-expect-error -- NODE_ENV is read-only in Next.js's types; a production server sets it before Next.js loads.
process.env.NODE_ENV = 'production';
process.chdir(dir);
// A standalone build has no next.config.js: its configuration was serialized at build time.
const serializedConfig = path.join(dir, '.next', 'required-server-files.json');
if (!existsSync(path.join(dir, 'next.config.js')) && existsSync(serializedConfig)) {
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(
    JSON.parse(readFileSync(serializedConfig, 'utf8')).config,
  );
}

const { default: next } = await import('next');
// Next.js's own gzip/brotli middleware, applied here (next.config.js turns Next.js's off): it must
// wrap the answer before the request hook does, so the hook sees the page before it is compressed.
const { default: compression } = await import('next/dist/compiled/compression/index.js');
const compress = compression();
const app = next({ dev: false, dir, hostname: hostname ?? 'localhost', port });
const handle = app.getRequestHandler();
await app.prepare();

/** @type {((req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, next: typeof handle) => void) | undefined} */
const hook = /** @type {any} */ (globalThis)[REQUEST_HOOK];
if (typeof hook !== 'function') {
  throw new Error('The request hook was not registered: was the app built from this checkout (instrumentation.ts)?');
}

let draining = false;
const server = createServer((req, res) => {
  if (draining) {
    res.setHeader('connection', 'close');
    if (req.method === 'GET' && (req.url === '/api/health' || req.url?.startsWith('/api/health?'))) {
      res.writeHead(503, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(JSON.stringify({ ok: false, draining: true }));
      return;
    }
  }
  compress(req, res, () => hook(req, res, handle));
});
// Longer than the balancer's idle keepalive_timeout, so the balancer is the one to close idle connections.
server.keepAliveTimeout = 5000;
server.listen(port, hostname, () => {
  console.log(
    `> Ready on http://${hostname && hostname.includes(':') ? `[${hostname}]` : (hostname ?? 'localhost')}:${port}`,
  );
});

async function drain() {
  draining = true;
  console.log('> Draining: no new connections; answering the requests in flight');
  // net.Server's close stops listening and leaves the open connections be (http.Server's close
  // would also cut the idle ones at once); it calls back once the last connection has ended.
  const closed = new Promise((resolve) => NetServer.prototype.close.call(server, resolve));
  /** @type {NodeJS.Timeout | undefined} */
  let idleSweep;
  const grace = setTimeout(() => {
    idleSweep = setInterval(() => server.closeIdleConnections(), 100);
    server.closeIdleConnections();
  }, IDLE_GRACE_MS);
  const timedOut = await Promise.race([
    closed.then(() => false),
    new Promise((resolve) => setTimeout(resolve, DRAIN_TIMEOUT_MS, true).unref()),
  ]);
  clearTimeout(grace);
  clearInterval(idleSweep);
  if (timedOut) {
    console.error(`> Drain took over ${DRAIN_TIMEOUT_MS / 1000} s: cutting the remaining connections`);
    server.closeAllConnections();
  }
  const stopBackgroundWork = /** @type {any} */ (globalThis)[SHUTDOWN];
  await Promise.resolve(typeof stopBackgroundWork === 'function' ? stopBackgroundWork() : undefined).catch(
    (/** @type {unknown} */ error) => console.error('> Stopping the background work failed', error),
  );
  await app.close().catch(() => {});
  console.log('> Stopped');
  return timedOut ? 1 : 0;
}

for (const signal of /** @type {const} */ (['SIGTERM', 'SIGINT'])) {
  process.once(signal, () => {
    if (draining) return;
    setTimeout(() => process.exit(1), DRAIN_TIMEOUT_MS + 5000).unref();
    void drain().then((code) => process.exit(code));
  });
}
