import { createHash } from 'node:crypto';

// The CSP hash sources of an HTML page's inline scripts. Next.js writes each page's data as
// inline scripts (self.__next_f.push(…)); hashed from the very bytes served, they run and
// nothing else inline does, on cached and dynamic pages alike.

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const HAS_SRC = /(?:^|\s)src\s*=/i;

/** 'sha256-…' (without quotes) of every inline script of `html`, each once, in order. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, text] of html.matchAll(SCRIPT)) {
    if (HAS_SRC.test(attributes)) continue;
    // The browser hashes the script's text as parsed, with line breaks normalized to \n.
    const source = text.replace(/\r\n?/g, '\n');
    hashes.add(`sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}`);
  }
  return [...hashes];
}
