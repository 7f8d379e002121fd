import 'server-only';
import { createHash } from 'node:crypto';

// The CSP hash sources of an HTML page's inline scripts. Next.js writes each page's data as
// inline scripts (self.__next_f.push(…)); hashed from the very bytes served, they run and
// nothing else inline does, on cached and dynamic pages alike. This runs for every HTML answer,
// so it scans the bytes once and hashes them in place.

const OPENING_TAG = /<script\b([^>]*)>/gi;
const CLOSING_TAG = /<\/script\s*>/gi;
const HAS_SRC = /(?:^|\s)src\s*=/i;

const hashOf = (bytes: Uint8Array | string) => `sha256-${createHash('sha256').update(bytes).digest('base64')}`;

/** 'sha256-…' (without quotes) of every inline script of `html`, each once, in order. */
export function inlineScriptHashes(html: Buffer): string[] {
  // latin1: one character per byte, so string positions are byte offsets into `html`.
  const text = html.toString('latin1');
  const hashes = new Set<string>();
  OPENING_TAG.lastIndex = 0;
  for (let open = OPENING_TAG.exec(text); open; open = OPENING_TAG.exec(text)) {
    const start = OPENING_TAG.lastIndex;
    CLOSING_TAG.lastIndex = start;
    const close = CLOSING_TAG.exec(text);
    if (!close) break;
    OPENING_TAG.lastIndex = CLOSING_TAG.lastIndex;
    if (HAS_SRC.test(open[1])) continue;
    const bytes = html.subarray(start, close.index);
    // The browser hashes the script's text as parsed, with line breaks normalized to \n.
    hashes.add(bytes.includes(13) ? hashOf(bytes.toString('utf8').replace(/\r\n?/g, '\n')) : hashOf(bytes));
  }
  return [...hashes];
}
