import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { createPrismaClient, type Db } from '../prisma/client';

// Tests create their own data with the factories, on the database the server uses. Every page
// of every test also checks the Content-Security-Policy: a script, style, frame or form the
// policy blocks fails the test: what the browser reports on the console, and what it reports
// only as a `securitypolicyviolation` event (an eval a library tries inside a try/catch).
export const test = base.extend<object, { db: Db }>({
  page: async ({ page }, provide) => {
    const violations: string[] = [];
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) =>
        console.error(
          `Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI} in ${event.sourceFile}`,
        ),
      );
    });
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
    });
    await provide(page);
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
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
 * The page does not scroll sideways (issue 21): nothing is wider than the viewport. Any spec can
 * call it on any page it visits, at any width; the message names the widest elements.
 */
export async function expectNoHorizontalScroll(page: Page) {
  const { scrollWidth, clientWidth, culprits } = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const wide = Array.from(document.querySelectorAll<HTMLElement>('body *'))
      .filter((element) => element.getBoundingClientRect().right > width + 1)
      .slice(0, 5)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${element.className} (${Math.round(element.getBoundingClientRect().right)} px)`,
      );
    return { scrollWidth: document.documentElement.scrollWidth, clientWidth: width, culprits: wide };
  });
  expect(
    scrollWidth,
    `scrolls sideways at ${clientWidth} px on ${page.url()}: ${culprits.join(', ')}`,
  ).toBeLessThanOrEqual(clientWidth);
}
