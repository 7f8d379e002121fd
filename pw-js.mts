import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const path of process.argv.slice(2)) {
  const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
  const files: Array<[string, number]> = [];
  page.on('response', async (r) => {
    if (r.request().resourceType() === 'script') {
      try {
        const b = await r.body();
        files.push([r.url().split('/').pop()!, gzipSync(b).length]);
      } catch {}
    }
  });
  await page.goto(`http://127.0.0.1:3610${path}`);
  await page.waitForLoadState('networkidle');
  const total = files.reduce((s, [, n]) => s + n, 0);
  console.log(
    path,
    (total / 1024).toFixed(1),
    files
      .map(([f, n]) => `${f}:${(n / 1024).toFixed(1)}`)
      .sort()
      .join(' '),
  );
  await page.close();
}
await browser.close();
