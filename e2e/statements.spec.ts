import { readFileSync } from 'node:fs';
import { pdfText } from '../lib/testing/pdf-text';
import { createDonation, createEvent, createOrganizer, createUser } from '../prisma/seed/factories';
import { signIn } from './auth';
import { expect, test, unique } from './fixtures';

// Year-end statements on the donor's profile (CONTRACT §6): one PDF per year with a gift, on a phone.

test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

test('a donor downloads a year-end statement from the profile', async ({ page, context, baseURL, db }, testInfo) => {
  const donor = await createUser(db, {
    name: 'Ελένη Παπαδοπούλου',
    firstName: 'Ελένη',
    lastName: 'Παπαδοπούλου',
    email: `eleni-${unique()}@example.test`,
  });
  const organizer = await createOrganizer(db);
  const event = await createEvent(db, {
    creatorId: organizer.id,
    title: `Harbor Swim ${unique()}`,
    createdAt: new Date('2024-01-01'),
  });
  await createDonation(db, {
    eventId: event.id,
    userId: donor.id,
    baseAmountCents: 4200,
    transactionDate: new Date('2025-05-05T12:00:00Z'),
  });
  await createDonation(db, {
    eventId: event.id,
    userId: donor.id,
    baseAmountCents: 1800,
    transactionDate: new Date('2024-11-11T12:00:00Z'),
  });

  await signIn(context, baseURL!, donor);
  await page.goto('/profile');
  const section = page.getByTestId('statements');
  await expect(section.getByRole('heading', { name: 'Year-end statements' })).toBeVisible();
  const links = section.getByTestId('statement-link');
  await expect(links).toHaveText(['2025 statement PDF', '2024 statement PDF']);
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('statements-375.png'), fullPage: true });

  const link = section.getByRole('link', { name: '2025 statement PDF' });
  await expect(link).toHaveAttribute('href', '/api/statement/2025');
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe('giving-statement-2025.pdf');
  const text = pdfText(readFileSync((await download.path())!));
  expect(text).toContain('Ελένη Παπαδοπούλου');
  expect(text).toMatch(/May 5, 2025\s+Harbor Swim \S+\s+\$42\.00/);
  expect(text).not.toContain('$18.00');

  // The same address as the page's own request: a PDF, for this donor only.
  const response = await page.request.get('/api/statement/2025');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect(response.headers()['cache-control']).toBe('private, no-store');

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: testInfo.outputPath('statements-1280.png'), fullPage: true });
});
