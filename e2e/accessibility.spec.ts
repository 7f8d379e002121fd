import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import {
  createDonation,
  createEvent,
  createFundraiser,
  createIndieCampaign,
  createOrganizer,
  createTeamCampaign,
  createUser,
} from '../prisma/seed/factories';
import { signIn } from './auth';
import { expect, test } from './fixtures';

// Every page a visitor, donor or organizer meets, checked by axe-core against WCAG 2.1 A and AA
// (contrast, names, labels, landmarks, …) at phone width, where most donors are.

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Checks `path` once its client islands have settled: the navigation bar asks who is there, and
 * shows it; `prepare` then brings the page to the state to check (a form's errors, a scrolled bar).
 * `bare`: an embed, with no navigation bar (and no script of ours) to wait for.
 */
async function expectNoViolations(
  page: Page,
  path: string,
  {
    signedIn = false,
    bare = false,
    prepare,
  }: { signedIn?: boolean; bare?: boolean; prepare?: () => Promise<void> } = {},
) {
  if (bare) {
    await page.goto(path, { waitUntil: 'load' });
  } else {
    const session = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/session');
    await page.goto(path);
    await session;
    const account = page.getByRole('navigation', { name: 'Main' });
    await expect(
      signedIn ? account.getByRole('link', { name: /^Your profile/ }) : account.getByRole('link', { name: 'login' }),
    ).toBeVisible();
  }
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
  // The sticky Donate/Register/Share bar, once the page's own buttons have scrolled away.
  await expectNoViolations(page, `/event/${event.id}`, {
    prepare: async () => {
      await page.getByRole('heading', { name: 'Team Leaderboard' }).scrollIntoViewIfNeeded();
      await expect(page.getByTestId('sticky-giving-bar')).toBeVisible();
    },
  });
});

test('the signup pages have no WCAG 2.1 AA violations, alerts and errors shown too', async ({ page, db }) => {
  const event = await db.event.findFirstOrThrow({
    where: { eventType: 'eventDriven', isHidden: false, waiver: { not: null }, dateTime: { gt: new Date() } },
  });
  const signup = await db.signup.findFirstOrThrow({ where: { status: 'succeeded' } });
  await expectNoViolations(page, `/signup_confirmation?event=${signup.eventId}&transaction_id=${signup.transactionId}`);
  await expectNoViolations(page, `/event_signup?event=${event.id}`);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('signup-alerts')).toContainText('Please select a valid answer to best time or for fun');
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);
});

test('campaign pages and embeds have no WCAG 2.1 AA violations', async ({ page, db }) => {
  const team = await db.teamCampaign.findFirstOrThrow({
    where: { event: { eventType: 'eventDriven' }, indieCampaigns: { some: {} } },
  });
  const indie = await db.indieCampaign.findFirstOrThrow({ where: { teamCampaignId: team.id } });
  const campaign = await db.teamCampaign.findFirstOrThrow({ where: { event: { eventType: 'fundraiserDriven' } } });
  const fundraiser = await db.event.findFirstOrThrow({ where: { eventType: 'fundraiserDriven', isHidden: false } });
  for (const path of [
    `/team_campaign/${team.id}`,
    `/indie_campaign/${indie.id}`,
    `/fundraiser/campaign/${campaign.id}`,
    '/team_campaign/no-such-campaign',
  ]) {
    await expectNoViolations(page, path);
  }
  for (const path of [
    `/embed/team_campaign/${team.id}`,
    `/embed/indie_campaign/${indie.id}`,
    `/embed/fundraiser/campaign/${campaign.id}`,
    `/embed/fundraiser?fundraiser-id=${fundraiser.id}`,
    '/embed/team_campaign/no-such-campaign',
  ]) {
    await expectNoViolations(page, path, { bare: true });
  }
});

test("a campaign creator's forms, owner bar and delete dialog have no WCAG 2.1 AA violations", async ({
  page,
  context,
  baseURL,
  db,
}) => {
  const organizer = await createOrganizer(db);
  const event = await createEvent(db, { creatorId: organizer.id, allowUnconfirmedOfflineDonations: true });
  const fundraiser = await createFundraiser(db, { creatorId: organizer.id });
  const team = await createTeamCampaign(db, { eventId: event.id, creatorId: organizer.id });
  const indie = await createIndieCampaign(db, { eventId: event.id, teamCampaignId: team.id, creatorId: organizer.id });
  const campaign = await createTeamCampaign(db, {
    eventId: fundraiser.id,
    creatorId: organizer.id,
    expiration: new Date('2031-01-01T00:00:00Z'),
  });
  await signIn(context, baseURL!, organizer);
  for (const path of [
    `/create_teamcampaign/${event.id}`,
    `/edit_teamcampaign/${team.id}`,
    `/create_indiecampaign/${team.id}`,
    `/edit_indiecampaign/${indie.id}`,
    `/fundraiser/create_campaign/${fundraiser.id}`,
    `/fundraiser/edit_campaign/${campaign.id}`,
  ]) {
    await expectNoViolations(page, path, { signedIn: true });
  }
  // The owner bar, shown to its owner, and the delete dialog, open.
  await expectNoViolations(page, `/team_campaign/${team.id}`, {
    signedIn: true,
    prepare: () => expect(page.getByTestId('owner-bar')).toBeVisible(),
  });
  await expectNoViolations(page, `/edit_teamcampaign/${team.id}`, {
    signedIn: true,
    prepare: async () => {
      await page.getByRole('button', { name: 'Delete campaign' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
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
    '/dashboard',
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

test("an organizer's workspace has no WCAG 2.1 AA violations", async ({ page, context, baseURL, db }) => {
  const organizer = await createOrganizer(db);
  const event = await createEvent(db, { creatorId: organizer.id, title: 'Axe Run' });
  const team = await createTeamCampaign(db, { eventId: event.id, creatorId: organizer.id });
  await createIndieCampaign(db, { eventId: event.id, teamCampaignId: team.id, creatorId: organizer.id });
  await createDonation(db, { eventId: event.id, teamCampaignId: team.id });
  await signIn(context, baseURL!, organizer);
  for (const path of ['/dashboard', `/dashboard/batch/${event.id}`, `/create_event/${event.id}`]) {
    await expectNoViolations(page, path, { signedIn: true });
  }
  // The campaigns table, the Create menu and the grid's errors, opened.
  await page.goto('/dashboard');
  await page.getByText('2 campaigns').click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Create' }).click();
  expect((await new AxeBuilder({ page }).withTags(WCAG).analyze()).violations).toEqual([]);
  await page.goto(`/dashboard/batch/${event.id}`);
  await page.getByLabel('Amount (gift 1)').fill('1');
  await page.getByText('Paste or upload a CSV').click();
  await page.getByRole('button', { name: 'Check gifts' }).click();
  await expect(page.getByTestId('batch-error')).not.toBeEmpty();
  expect((await new AxeBuilder({ page }).withTags(WCAG).analyze()).violations).toEqual([]);
});

test("a supporter's dashboard page has no WCAG 2.1 AA violations", async ({ page, context, baseURL, db }) => {
  await signIn(context, baseURL!, await createUser(db));
  await expectNoViolations(page, '/dashboard', { signedIn: true });
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
  // The form puts the saved values in once it is hydrated: typing before that would land beside them.
  await expect(page.getByLabel('Email')).toHaveValue(organizer.email);
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
