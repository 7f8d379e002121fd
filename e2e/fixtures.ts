import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { createPrismaClient, type Db } from '../prisma/client';

// Tests create their own data with the factories, on the database the server uses. Every page
// of every test also checks the Content-Security-Policy: a script, style, frame or form the
// policy blocks fails the test: what the browser reports on the console, and what it reports
// only as a `securitypolicyviolation` event (an eval a library tries inside a try/catch).
// And no page scrolls sideways (issue 21), at the test's own viewport: checked after every load
// and every client-side navigation (once the page settled), and again at the test's end.
const SIDEWAYS = '[sideways-scroll]';

export const test = base.extend<{ allowSidewaysScroll: boolean }, { db: Db }>({
  /** A test that means a page to be wider than its viewport says so (none does today). */
  allowSidewaysScroll: [false, { option: true }],
  page: async ({ page, allowSidewaysScroll }, provide) => {
    const violations: string[] = [];
    const sideways = new Set<string>();
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) =>
        console.error(
          `Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI} in ${event.sourceFile}`,
        ),
      );
    });
    await page.addInitScript((tag: string) => {
      // The top page only (an embedded frame is its own page's concern), HTML only.
      if (window.top !== window) return;
      const check = () => {
        if (document.contentType !== 'text/html') return;
        const root = document.documentElement;
        if (root.scrollWidth > root.clientWidth) {
          const wide = Array.from(document.querySelectorAll<HTMLElement>('body *'))
            .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 1)
            .slice(0, 3)
            .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
          console.error(
            `${tag} ${location.pathname}${location.search}: ${root.scrollWidth} px wide at ${root.clientWidth} px (${wide.join(', ')})`,
          );
        }
      };
      const settled = () => setTimeout(check, 400);
      window.addEventListener('load', settled);
      window.addEventListener('popstate', settled);
      for (const method of ['pushState', 'replaceState'] as const) {
        const original = history[method].bind(history);
        history[method] = (...args: Parameters<History['pushState']>) => {
          original(...args);
          settled();
        };
      }
    }, SIDEWAYS);
    page.on('console', (message) => {
      const text = message.text();
      if (/Content Security Policy/i.test(text)) violations.push(`${page.url()}: ${text}`);
      if (text.startsWith(SIDEWAYS)) sideways.add(text.slice(SIDEWAYS.length + 1));
    });
    await provide(page);
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
    if (allowSidewaysScroll) return;
    expect([...sideways], 'pages that scroll sideways').toEqual([]);
    // The page as the test left it (unless it was closed, or is between two documents).
    const last = page.isClosed() ? null : await measureWidth(page).catch(() => null);
    if (last) {
      expect(
        last.scrollWidth,
        `scrolls sideways at ${last.clientWidth} px on ${page.url()}: ${last.culprits.join(', ')}`,
      ).toBeLessThanOrEqual(last.clientWidth);
    }
  },
  db: [
    async ({}, use) => {
      const url = readFileSync(path.join(import.meta.dirname, '..', '.data', 'e2e', 'database-url'), 'utf8').trim();
      const db = createPrismaClient(url, { maxConnections: 2 });
      await use(db);
      await db.$disconnect();
    },
    { scope: 'worker' },
  ],
});

export { expect };

/**
 * The page does not scroll sideways (issue 21): nothing is wider than the viewport. Every test's
 * page is checked by the fixture above; a spec may call it too, at a moment of its own (after
 * resizing the viewport); the message names the widest elements.
 */
export async function expectNoHorizontalScroll(page: Page) {
  const { scrollWidth, clientWidth, culprits } = await measureWidth(page);
  expect(
    scrollWidth,
    `scrolls sideways at ${clientWidth} px on ${page.url()}: ${culprits.join(', ')}`,
  ).toBeLessThanOrEqual(clientWidth);
}

/** How wide the page is against its viewport, and its widest elements. */
function measureWidth(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    // A PDF, JSON or text answer is the browser's own viewer.
    if (document.contentType !== 'text/html') return { scrollWidth: 0, clientWidth: width, culprits: [] };
    const wide = Array.from(document.querySelectorAll<HTMLElement>('body *'))
      .filter((element) => element.getBoundingClientRect().right > width + 1)
      .slice(0, 5)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${element.className} (${Math.round(element.getBoundingClientRect().right)} px)`,
      );
    return { scrollWidth: document.documentElement.scrollWidth, clientWidth: width, culprits: wide };
  });
}

// A suffix that makes a title or an address this run's own: digits only, and at most 12 of them.
// Letters could spell a label a test looks for (a random "zip" in an event's title made
// getByLabel('ZIP') match the section the title names too), and 13 to 19 digits could pass the
// Luhn check and read as a card number to the test that looks for one in the database.
export const unique = () => `${Date.now() % 1e8}${String(Math.floor(Math.random() * 1e4)).padStart(4, '0')}`;
