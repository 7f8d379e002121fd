import 'server-only';
import { createHash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
// @ts-expect-error -- Next.js's bundled `fresh` (the If-None-Match check it runs itself) has no types.
import fresh from 'next/dist/compiled/fresh/index.js';
import { trustPeerAddressHeader } from '@/lib/peer-address-mark';
import { PEER_ADDRESS_HEADER } from '@/lib/rules/client-address';
import {
  contentSecurityPolicy,
  isEmbedPath,
  securityHeaders,
  type SecuritySettings,
} from '@/lib/rules/security-headers';
import { inlineScriptHashes } from './inline-script-hashes';

// What the app's server (server.js) does to every request before Next.js handles it:
//  1. writes the connection's peer address into PEER_ADDRESS_HEADER, over anything the client
//     sent (lib/client-address.ts reads it; route handlers never see the socket);
//  2. sets the security headers of lib/rules/security-headers.ts;
//  3. holds back an HTML answer until it is complete, to allow exactly its inline scripts by
//     hash in its Content-Security-Policy (headers go before the body, so the body is needed
//     first). Pages here are small and not streamed in parts worth showing early. A 304 carries
//     no policy, so the browser keeps the one stored with the page it revalidated;
//  4. holds back a JSON answer the same way, to send it with its length in one write: Next.js
//     streams a route's answer without one, and server.js's compression then gzips even a
//     30-byte answer, which cost a check-in at the door more CPU than all its own work.
//     Knowing the length, compression leaves answers under 1 kB as they are.
//  Every other answer passes straight through.

export type NextHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;

const CSP = 'Content-Security-Policy';

/** Whether the request is for /embed/…; only such addresses are parsed (resolving /embed/../login to /login). */
function isEmbedRequest(url: string | undefined): boolean {
  if (!url?.startsWith('/embed')) return false; // anything else may not be framed, whatever it resolves to
  try {
    return isEmbedPath(new URL(url, 'http://app.invalid').pathname);
  } catch {
    return false;
  }
}

/** Policies of pages served again and again from the route cache, by their ETag (made from the body) and length. */
const knownPolicies = new Map<string, string>();
const KNOWN_POLICIES_MAX = 1000;

export function createRequestHook(settings: SecuritySettings) {
  // Everything that does not depend on the body, made once.
  const headers = { page: securityHeaders(settings, '/'), embed: securityHeaders(settings, '/embed/') };
  const basePolicy = {
    page: contentSecurityPolicy(settings, { embed: false }),
    embed: contentSecurityPolicy(settings, { embed: true }),
  };
  const policyFor = (res: ServerResponse, html: Buffer, embed: boolean): string => {
    const etag = res.getHeader('etag');
    const key = typeof etag === 'string' ? `${embed}:${etag}:${html.byteLength}` : null;
    const known = key ? knownPolicies.get(key) : undefined;
    if (known) return known;
    const policy = contentSecurityPolicy(settings, { embed, scriptHashes: inlineScriptHashes(html) });
    if (key) {
      if (knownPolicies.size >= KNOWN_POLICIES_MAX) knownPolicies.delete(knownPolicies.keys().next().value!);
      knownPolicies.set(key, policy);
    }
    return policy;
  };

  let trusted = false;
  return function requestHook(req: IncomingMessage, res: ServerResponse, next: NextHandler) {
    // Only a process whose requests pass here may believe the header (not a bare `next start`).
    if (!trusted) trustPeerAddressHeader();
    trusted = true;
    const peer = req.socket.remoteAddress;
    if (peer) req.headers[PEER_ADDRESS_HEADER] = peer;
    else delete req.headers[PEER_ADDRESS_HEADER];

    const kind = isEmbedRequest(req.url) ? 'embed' : 'page';
    for (const [name, value] of Object.entries(headers[kind])) res.setHeader(name, value);
    // Until the body is known, no inline script may run.
    res.setHeader(CSP, basePolicy[kind]);
    holdWholeAnswer(res, (html) => res.setHeader(CSP, policyFor(res, html, kind === 'embed')));
    void next(req, res);
  };
}

type WriteCallback = (error?: Error | null) => void;

function toBuffer(chunk: unknown, encoding?: unknown): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return Buffer.from(String(chunk), typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
}

/**
 * A page's ETag, from its bytes with a native hash (next.config.js turns off Next.js's own, a
 * hash written in JavaScript that was a fifth of the CPU of serving a cached page, growing with
 * its size). Set on every page, as Next.js did on its cached ones.
 */
function pageEtag(res: ServerResponse, body: Buffer): string {
  const given = res.getHeader('etag');
  if (typeof given === 'string') return given;
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  res.setHeader('ETag', etag);
  return etag;
}

/** Whether a GET or HEAD already has this page: `fresh`, the check Next.js made with its own ETag. */
function isFresh(req: IncomingMessage | undefined, etag: string): boolean {
  if (!req || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
  return fresh(req.headers, { etag });
}

/** The answers held whole: pages (for their policy) and JSON (for its length). */
function heldKind(type: string): 'html' | 'json' | null {
  if (type.startsWith('text/html')) return 'html';
  if (type.startsWith('application/json')) return 'json';
  return null;
}

/**
 * Intercepts `res` so that a text/html or application/json answer (other than 304) is collected
 * whole and goes out in one piece with its Content-Length; `onHtml` sees a page's body first and
 * may still set headers. The kind of answer is decided when Next.js first writes, flushes or ends it.
 */
export function holdWholeAnswer(res: ServerResponse, onHtml: (html: Buffer) => void) {
  const original = { write: res.write, end: res.end, writeHead: res.writeHead, flushHeaders: res.flushHeaders };
  let mode: 'undecided' | 'hold' | 'pass' = 'undecided';
  let held: 'html' | 'json' | null = null;
  const chunks: Buffer[] = [];

  const decide = (): typeof mode => {
    if (mode !== 'undecided') return mode;
    if (res.statusCode === 304) res.removeHeader(CSP);
    held = heldKind(String(res.getHeader('content-type') ?? '').toLowerCase());
    mode = held && res.statusCode !== 304 && !res.headersSent ? 'hold' : 'pass';
    return mode;
  };

  res.flushHeaders = function flushHeaders(this: ServerResponse) {
    decide();
    if (mode === 'pass') original.flushHeaders.call(this);
  };

  // Node sends the headers of writeHead() with the first write; held, they are set on `res` instead.
  res.writeHead = function writeHead(this: ServerResponse, status: number, ...rest: unknown[]) {
    if (mode === 'pass') return original.writeHead.apply(this, [status, ...rest] as never);
    const [message, maybeHeaders] = typeof rest[0] === 'string' ? rest : [undefined, rest[0]];
    this.statusCode = status;
    if (typeof message === 'string') this.statusMessage = message;
    const headers = maybeHeaders as OutgoingHttpHeaders | [string, string][] | string[] | undefined;
    if (Array.isArray(headers)) {
      const pairs: [string, string][] = Array.isArray(headers[0])
        ? (headers as [string, string][])
        : (headers as string[]).flatMap((value, index, all) => (index % 2 ? [] : [[value, all[index + 1]]]));
      for (const [name, value] of pairs) this.setHeader(name, value);
    } else if (headers) {
      for (const [name, value] of Object.entries(headers)) if (value !== undefined) this.setHeader(name, value);
    }
    if (decide() === 'pass') return original.writeHead.call(this, this.statusCode);
    return this;
  } as ServerResponse['writeHead'];

  res.write = function write(this: ServerResponse, chunk: unknown, encoding?: unknown, callback?: unknown) {
    decide();
    if (mode === 'pass') return original.write.apply(this, [chunk, encoding, callback] as never);
    chunks.push(toBuffer(chunk, encoding));
    const done = (typeof encoding === 'function' ? encoding : callback) as WriteCallback | undefined;
    if (done) process.nextTick(done);
    return true;
  } as ServerResponse['write'];

  res.end = function end(this: ServerResponse, chunk?: unknown, encoding?: unknown, callback?: unknown) {
    decide();
    if (mode === 'pass') return original.end.apply(this, [chunk, encoding, callback] as never);
    const done = [chunk, encoding, callback].find((arg) => typeof arg === 'function') as WriteCallback | undefined;
    if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') chunks.push(toBuffer(chunk, encoding));
    const body = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks);
    mode = 'pass';
    if (held === 'html' && this.statusCode === 200) {
      const etag = pageEtag(this, body);
      if (isFresh(this.req, etag)) {
        // The browser has this very page: 304, no body and no policy (it keeps the stored one).
        this.statusCode = 304;
        for (const name of ['content-type', 'content-length', 'transfer-encoding', CSP]) this.removeHeader(name);
        return (original.end as (done?: WriteCallback) => ServerResponse).call(this, done);
      }
    }
    if (held === 'html') onHtml(body);
    if (this.req?.method !== 'HEAD' && this.statusCode !== 204) {
      this.removeHeader('transfer-encoding');
      this.setHeader('content-length', body.byteLength);
    }
    return (original.end as (body: Buffer, done?: WriteCallback) => ServerResponse).call(this, body, done);
  } as ServerResponse['end'];
}
