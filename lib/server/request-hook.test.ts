import { createHash } from 'node:crypto';
import { createServer, get, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error -- Next.js's bundled `compression` middleware has no types; server.js applies it the same way.
import compression from 'next/dist/compiled/compression/index.js';
import { PEER_ADDRESS_HEADER } from '@/lib/rules/client-address';
import { securitySettings } from '@/lib/rules/security-headers';
import { createRequestHook, type NextHandler } from './request-hook';

// The request hook in a real HTTP server, as server.js runs it (compression first, then the
// hook), with a stand-in for Next.js that answers the way Next.js does: headers set on `res`,
// flushHeaders() before the first chunk, the page in several writes.

const settings = securitySettings({
  appUrl: 'https://rally.example.org',
  storageOrigins: [],
  stripe: false,
  facebook: false,
});
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

async function serve(next: NextHandler) {
  const hook = createRequestHook(settings);
  const compress = compression();
  server = createServer((req, res) => compress(req, res, () => hook(req, res, next)));
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const page = (scripts: string[]) =>
  ['<!DOCTYPE html><html><head><script src="/_next/a.js" async=""></script></head><body><p>Hello</p>']
    .concat(scripts.map((script) => `<script>${script}</script>`))
    .concat('</body></html>');

/** Like Next.js: headers on `res`, flushHeaders(), then the page in chunks. */
const streamedPage =
  (chunks: string[], status = 200): NextHandler =>
  (_req, res) => {
    res.statusCode = status;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.flushHeaders();
    for (const chunk of chunks.slice(0, -1)) res.write(chunk);
    res.end(chunks.at(-1));
  };

describe('the request hook of the app server', () => {
  it("writes the connection's own address into the peer header, over the client's", async () => {
    let seen: string | string[] | undefined;
    const base = await serve((req, res) => {
      seen = req.headers[PEER_ADDRESS_HEADER];
      res.end('ok');
    });
    await fetch(base, { headers: { [PEER_ADDRESS_HEADER]: '203.0.113.66' } });
    expect(seen).toBe('127.0.0.1');
  });

  it('allows exactly the inline scripts of an HTML page, by hash, and sets the other headers', async () => {
    const scripts = ['self.__next_f=self.__next_f||[]', 'self.__next_f.push([1,"x"])'];
    const chunks = page(scripts);
    const base = await serve(streamedPage(chunks));
    const response = await fetch(`${base}/event/abc`);
    expect(await response.text()).toBe(chunks.join(''));
    const csp = response.headers.get('content-security-policy')!;
    expect(csp).toContain(`script-src 'self' ${sha256(scripts[0])} ${sha256(scripts[1])};`);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp.match(/'unsafe-inline'/g)).toHaveLength(1); // in style-src only
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('strict-transport-security')).toMatch(/^max-age=31536000/);
  });

  it('lets any site frame an embed, without X-Frame-Options', async () => {
    const base = await serve(streamedPage(page(['a()'])));
    const response = await fetch(`${base}/embed/fundraiser?fundraiser-id=x`);
    expect(response.headers.get('content-security-policy')).toContain('frame-ancestors *');
    expect(response.headers.has('x-frame-options')).toBe(false);
    // /embed/../login is /login
    const sneaky = await fetch(`${base}/embed/%2e%2e/login`);
    expect(sneaky.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('hashes the page before it is compressed', async () => {
    const chunks = [...page(['compressed()']), `<p>${'Long enough to be worth compressing. '.repeat(60)}</p>`];
    const base = await serve(streamedPage(chunks));
    const response = await new Promise<IncomingMessage>((resolve) =>
      get(`${base}/`, { headers: { 'accept-encoding': 'gzip' } }, resolve),
    );
    const body: Buffer[] = [];
    for await (const chunk of response) body.push(chunk as Buffer);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(Buffer.concat(body)).toString()).toBe(chunks.join(''));
    expect(response.headers['content-security-policy']).toContain(sha256('compressed()'));
  });

  it("tags a page with its body's hash and answers 304, without body or policy, to a browser that has it", async () => {
    let version = 'one';
    const base = await serve((req, res) => streamedPage(page([`v('${version}')`]))(req, res));
    const first = await fetch(`${base}/event/abc`);
    const etag = first.headers.get('etag')!;
    const bytes = Buffer.from(await first.arrayBuffer());
    expect(etag).toBe(`"${createHash('sha1').update(bytes).digest('base64url')}"`);

    // As a browser revalidates (fetch() would otherwise add `Cache-Control: no-cache`, a forced reload).
    const revalidating = (tag: string) => ({ 'if-none-match': tag, 'cache-control': 'max-age=0' });
    for (const tag of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const again = await fetch(`${base}/event/abc`, { headers: revalidating(tag) });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.has('content-security-policy')).toBe(false);
    }
    version = 'two';
    const changed = await fetch(`${base}/event/abc`, { headers: revalidating(etag) });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(await changed.text()).toContain("v('two')");
    expect(changed.headers.get('content-security-policy')).toContain(sha256("v('two')"));
  });

  it('takes headers given to writeHead, as Next.js redirects do', async () => {
    const base = await serve((_req, res: ServerResponse) => {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.end('<script>late()</script>');
    });
    const response = await fetch(base);
    expect(response.headers.get('content-security-policy')).toContain(sha256('late()'));
    expect(await response.text()).toBe('<script>late()</script>');
  });

  it('sends no policy with a 304, so the browser keeps the one of the page it has', async () => {
    const base = await serve((_req, res) => {
      res.statusCode = 304;
      res.setHeader('Content-Type', 'text/html');
      res.end();
    });
    const response = await fetch(base);
    expect(response.status).toBe(304);
    expect(response.headers.has('content-security-policy')).toBe(false);
  });

  it('passes other answers through as they come, with the base policy (no inline script)', async () => {
    const base = await serve((_req, res) => {
      res.setHeader('Content-Type', 'text/csv');
      res.flushHeaders();
      res.write('a,b\n');
      res.end('1,2\n');
    });
    const response = await fetch(`${base}/api/x.csv`, { headers: { 'accept-encoding': 'identity' } });
    expect(await response.text()).toBe('a,b\n1,2\n');
    expect(response.headers.get('transfer-encoding')).toBe('chunked');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self';");
  });

  /** Like a Next.js route handler: headers, flushHeaders(), the JSON in parts, no length. */
  const streamedJson =
    (parts: string[]): NextHandler =>
    (_req, res) => {
      res.statusCode = 409;
      res.setHeader('Content-Type', 'application/json');
      res.flushHeaders();
      for (const part of parts.slice(0, -1)) res.write(part);
      res.end(parts.at(-1));
    };

  it('sends a short JSON answer whole, with its length and not compressed, even to a client that takes gzip', async () => {
    const base = await serve(streamedJson(['{"status":', '"already"}']));
    const response = await fetch(`${base}/api/x`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(409);
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('content-length')).toBe(String('{"status":"already"}'.length));
    expect(await response.json()).toEqual({ status: 'already' });
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self';");
  });

  it('still compresses a JSON answer of 1 kB or more', async () => {
    const list = JSON.stringify({ names: Array.from({ length: 200 }, (_, i) => `Runner ${i}`) });
    const base = await serve(streamedJson([list.slice(0, 500), list.slice(500)]));
    const raw = await new Promise<{ headers: IncomingMessage['headers']; body: Buffer }>((resolve) =>
      get(`${base}/api/x`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      }),
    );
    expect(raw.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(raw.body).toString())).toEqual(JSON.parse(list));
  });
});
