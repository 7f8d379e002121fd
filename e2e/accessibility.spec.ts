import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { createDonation, createEvent, createOrganizer, createTeamCampaign } from '../prisma/factories';
import { signIn } from './auth';
import { expect, test } from './fixtures';

// Every page a visitor, donor or organizer meets, checked by axe-core against WCAG 2.1 A and AA
// (contrast, names, labels, landmarks, …) at phone width, where most donors are.

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Checks `path` once its client islands have settled: the navigation bar asks who is there, and
 * shows it; `prepare` then brings the page to the state to check (a form's errors, a scrolled bar).
 */
async function expectNoViolations(
  page: Page,
  path: string,
  { signedIn = false, prepare }: { signedIn?: boolean; prepare?: () => Promise<void> } = {},
) {
  const session = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/session');
  await page.goto(path);
  await session;
  const account = page.getByRole('navigation', { name: 'Main' });
  await expect(
    signedIn ? account.getByRole('link', { name: /^Your profile/ }) : account.getByRole('link', { name: 'login' }),
  ).toBeVisible();
  await prepare?.();
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
  // The sticky Donate/Register/Share bar, once the page's own buttons have scrolled away.
  await expectNoViolations(page, `/event/${event.id}`, {
    prepare: async () => {
      await page.getByRole('heading', { name: 'Team Leaderboard' }).scrollIntoViewIfNeeded();
      await expect(page.getByTestId('sticky-giving-bar')).toBeVisible();
    },
  });
});

test("an organizer's pages have no WCAG 2.1 AA violations", async ({ page, context, baseURL, db }) => {
  const organizer = await createOrganizer(db);
  const event = await createEvent(db, { creatorId: organizer.id, createdAt: new Date(Date.now() - 400 * 86_400_000) });
  const team = await createTeamCampaign(db, { eventId: event.id, creatorId: organizer.id });
  const gift = await createDonation(db, { eventId: event.id, teamCampaignId: team.id, userId: organizer.id });
  await signIn(context, baseURL!, organizer);
  for (const path of [
    '/profile',
    `/profile/receipt/${gift.id}`,
    '/edit_profile',
    '/create_event',
    '/create_fundraiser',
    '/organizer-add-donation',
    `/organizer-add-donation?event=${event.id}`,
    `/add_donation?team_campaign=${team.id}`,
  ]) {
    await expectNoViolations(page, path, { signedIn: true });
  }
  // The offline form with its errors, then with its result.
  await expectNoViolations(page, `/add_donation?event=${event.id}`, {
    signedIn: true,
    prepare: async () => {
      await expect(page.getByRole('button', { name: 'Add Donation' })).toBeEnabled();
      await page.getByRole('button', { name: 'Add Donation' }).click();
      await expect(page.getByText('Please select a valid Team Campaign')).toBeVisible();
    },
  });
  await page.getByLabel('Team Campaign').selectOption({ label: 'General' });
  await page.getByLabel('First Name').fill('Ada');
  await page.getByLabel('Last Name').fill('Lovelace');
  await page.getByLabel('Amount (USD)').fill('20');
  await page.getByRole('button', { name: 'Add Donation' }).click();
  await expect(page.getByTestId('offline-result')).toHaveText('Donation submitted');
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);
});
