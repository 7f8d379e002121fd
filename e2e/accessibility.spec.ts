import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { createOrganizer } from '../prisma/factories';
import { signIn } from './auth';
import { expect, test } from './fixtures';

// Every page a visitor, donor or organizer meets, checked by axe-core against WCAG 2.1 A and AA
// (contrast, names, labels, landmarks, …) at phone width, where most donors are.

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Checks `path` once its client islands have settled: the navigation bar asks who is there, and shows it. */
async function expectNoViolations(page: Page, path: string, { signedIn = false } = {}) {
  const session = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/session');
  await page.goto(path);
  await session;
  const account = page.getByRole('navigation', { name: 'Main' });
  await expect(
    signedIn ? account.getByRole('link', { name: /^Your profile/ }) : account.getByRole('link', { name: 'login' }),
  ).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  const found = violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(found, `axe violations on ${path}`).toEqual([]);
}

test.use({ viewport: { width: 375, height: 812 } });

test('public pages have no WCAG 2.1 AA violations', async ({ page, db }) => {
  const event = await db.event.findFirstOrThrow({ where: { eventType: 'eventDriven', isHidden: false } });
  const fundraiser = await db.event.findFirstOrThrow({ where: { eventType: 'fundraiserDriven', isHidden: false } });
  for (const path of [
    '/',
    '/event_list',
    '/fundraiser_list',
    `/event/${event.id}`,
    `/event/waiver/${event.id}`,
    `/fundraiser?fundraiser-id=${fundraiser.id}`,
    `/donate?event=${event.id}`,
    `/fundraiser/donate?event=${fundraiser.id}`,
    '/afterdonate',
    '/login',
    '/signup',
    '/forgot',
    '/privacy_policy',
    '/no-such-page',
  ]) {
    await expectNoViolations(page, path);
  }
});

test("an organizer's pages have no WCAG 2.1 AA violations", async ({ page, context, baseURL, db }) => {
  const organizer = await createOrganizer(db);
  await signIn(context, baseURL!, organizer);
  for (const path of ['/profile', '/edit_profile', '/create_event', '/create_fundraiser']) {
    await expectNoViolations(page, path, { signedIn: true });
  }
});
