import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { createChallenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { PAYMENT_CHALLENGE_SETTINGS } from '../lib/rules/payment-challenge';

// `npm run bench:challenge`: how long the payment challenge (issue 18) takes to solve, with the
// settings the server uses (lib/rules/payment-challenge.ts):
//   1. in one Node thread, with altcha-lib's solveChallenge: what a script pays per payment start;
//   2. in Chromium, with ALTCHA's widget itself (its Web Workers, as many as the browser reports
//      cores), in a page served under the same worker-src as the site's, which must report no
//      policy violation: what a donor waits.
// Settings: BENCH_PORT (3250), BENCH_SOLVES (20). Chromium: /usr/bin/chromium, as the e2e tests.

const PORT = Number(process.env.BENCH_PORT ?? 3250);
const SOLVES = Number(process.env.BENCH_SOLVES ?? 20);
const { algorithm, cost, counterMin, counterMax } = PAYMENT_CHALLENGE_SETTINGS;

const newChallenge = () =>
  createChallenge({
    algorithm,
    cost,
    counter: randomInt(counterMin, counterMax + 1),
    deriveKey,
    hmacSignatureSecret: 'bench',
    hmacKeySignatureSecret: 'bench-key',
    expiresAt: new Date(Date.now() + 10 * 60 * 1000),
  });

const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return `median ${Math.round(sorted[Math.floor(sorted.length / 2)])} ms, max ${Math.round(sorted.at(-1)!)} ms`;
};

async function main() {
  const node: number[] = [];
  for (let i = 0; i < SOLVES; i++) {
    const challenge = await newChallenge();
    const started = performance.now();
    await solveChallenge({ challenge, deriveKey });
    node.push(performance.now() - started);
  }

  const widgetFile = path.join(path.dirname(createRequire(import.meta.url).resolve('altcha')), 'altcha.js');
  const widget = readFileSync(widgetFile);
  const server = createServer(async (request, response) => {
    if (request.url === '/altcha.js') return response.writeHead(200, { 'content-type': 'text/javascript' }).end(widget);
    if (request.url === '/challenge')
      return response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(await newChallenge()));
    response
      .writeHead(200, {
        'content-type': 'text/html',
        'content-security-policy':
          "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; worker-src 'self' blob:",
      })
      .end('<!doctype html><html lang="en"><title>challenge</title><script type="module" src="/altcha.js"></script>');
  });
  await new Promise<void>((resolve) => server.listen(PORT, '127.0.0.1', resolve));
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const page = await browser.newPage();
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto(`http://127.0.0.1:${PORT}/`);
  await page.waitForFunction(() => customElements.get('altcha-widget'));
  const browserTimes: number[] = [];
  for (let i = 0; i < SOLVES; i++) {
    browserTimes.push(
      await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const element = document.createElement('altcha-widget');
            element.setAttribute('challenge', '/challenge');
            element.setAttribute('auto', 'onload');
            element.setAttribute('configuration', JSON.stringify({ humanInteractionSignature: false, minDuration: 0 }));
            element.addEventListener('verified', (event) => {
              const payload = JSON.parse(atob((event as CustomEvent<{ payload: string }>).detail.payload));
              element.remove();
              resolve(payload.solution.time);
            });
            document.body.append(element);
          }),
      ),
    );
  }
  const workers = await page.evaluate(() => navigator.hardwareConcurrency);
  await browser.close();
  server.close();

  console.log(
    `${algorithm}, ${cost} iterations a try, the answer between ${counterMin} and ${counterMax}; ${SOLVES} solves each`,
  );
  console.log(`| one Node thread | ${summary(node)} |`);
  console.log(`| Chromium, the widget, ${workers} workers | ${summary(browserTimes)} |`);
  if (violations.length) throw new Error(`Content-Security-Policy violations: ${violations.join('; ')}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
