import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { createOrganizer } from '../prisma/factories';
import { signIn } from './auth';
import { expect, test } from './fixtures';

// Every page a visitor, donor or organizer meets, checked by axe-core against WCAG 2.1 A and AA
// (contrast, names, labels, landmarks, …) at phone width, where most donors are.

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function expectNoViolations(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
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
    await expectNoViolations(page, path);
  }
});

test('the forms in the states hardening added have no WCAG 2.1 AA violations', async ({
  page,
  context,
  baseURL,
  db,
}) => {
  const organizer = await createOrganizer(db, { password: 'Secret123' });
  await signIn(context, baseURL!, organizer);
  // /edit_profile with a new email typed: the current password is asked for.
  await page.goto('/edit_profile');
  await page.getByLabel('Email').fill(`new-${Date.now()}@example.test`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByLabel('Current password')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'current password' })).toBeVisible();
  const profile = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  expect(profile.violations.map((violation) => violation.id)).toEqual([]);
  // /create_event with a description near its limit: the character counter shows.
  await page.goto('/create_event');
  await page.getByLabel('Main description').fill('x'.repeat(19_000));
  await expect(page.getByText('19,000 of 20,000 characters')).toBeVisible();
  const form = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  expect(form.violations.map((violation) => violation.id)).toEqual([]);
});
