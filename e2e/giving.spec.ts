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
import { E2E_ADMIN_EMAIL, sessionToken, signIn } from './auth';
import { expect, test, unique } from './fixtures';

// The donor's side of the public pages (first screen, sticky bar, social proof), offline gifts
// (creator, stranger, admin), and the donor's profile with its receipts. Phone width unless a
// test says otherwise: most donors are on phones. Every test makes its own data.

const DAY = 24 * 60 * 60 * 1000;
// Dated long ago, so they never join the home page's three latest events (home.spec.ts checks those).
const longAgo = () => new Date(Date.now() - 400 * DAY);
/**
 * What a 375×812 phone shows of a page once the browser's own bars are counted (Safari: status
 * bar, address bar and toolbar take about 170 px): the first screen ends near 640 px.
 */
const FIRST_SCREEN_BOTTOM = 640;

test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

async function bottomOf(page: Page, testId: string) {
  const box = await page.getByTestId(testId).boundingBox();
  expect(box, testId).not.toBeNull();
  return box!.y + box!.height;
}

/** Submit buttons stay disabled until React has hydrated the form. */
async function formReady(page: Page) {
  await expect(page.getByRole('button', { name: 'Add Donation' })).toBeEnabled();
}

test.describe('the first screen and the sticky bar', () => {
  test('Donate and Register are on the first screen of a phone, even under a long title', async ({ page, db }) => {
    const organizer = await createOrganizer(db, { name: 'A Rather Long Organizer Name For Testing' });
    const event = await createEvent(db, {
      creatorId: organizer.id,
      createdAt: longAgo(),
      title: `The Riverside Community Ten Kilometre Fun Run ${unique()}`,
      location: 'Riverside Park, 1 Long Boulevard Name, New York, NY',
      pictures: ['/demo/river-run.svg'],
      targetFundCents: 2_500_000,
    });
    await createDonation(db, { eventId: event.id, baseAmountCents: 123_400 });
    const fundraiser = await createFundraiser(db, {
      creatorId: organizer.id,
      createdAt: longAgo(),
      title: `Warm Coats for Every Child in the Northside ${unique()}`,
      pictures: ['/demo/winter-coats.svg'],
    });

    await page.goto(`/event/${event.id}`);
    await expect(page.getByTestId('donate')).toHaveAttribute('href', `/donate?event=${event.id}`);
    expect(await bottomOf(page, 'donate')).toBeLessThanOrEqual(FIRST_SCREEN_BOTTOM);
    expect(await bottomOf(page, 'register')).toBeLessThanOrEqual(FIRST_SCREEN_BOTTOM);
    // The date, time and place follow the giving card on a phone.
    await expect(page.getByTestId('event-location')).toBeVisible();

    await page.goto(`/fundraiser?fundraiser-id=${fundraiser.id}`);
    await expect(page.getByTestId('donate')).toHaveAttribute('href', `/fundraiser/donate?event=${fundraiser.id}`);
    expect(await bottomOf(page, 'donate')).toBeLessThanOrEqual(FIRST_SCREEN_BOTTOM);
  });

  test('a slim bar keeps Donate, Register and Share at hand once the page buttons scroll away', async ({
    page,
    db,
  }) => {
    const organizer = await createOrganizer(db);
    const event = await createEvent(db, {
      creatorId: organizer.id,
      createdAt: longAgo(),
      title: `Sticky Run ${unique()}`,
      description: Array.from({ length: 30 }, (_, index) => `Paragraph ${index + 1}.`).join('\n\n'),
    });
    // Hydrated once the navigation bar has asked who is there: the bar's observer is running.
    const session = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/session');
    await page.goto(`/event/${event.id}`);
    await session;
    const bar = page.getByTestId('sticky-giving-bar');
    // On the first screen the page's own buttons are in view: no second Donate anywhere.
    await expect(bar).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Donate', exact: true })).toHaveCount(1);

    await page.getByRole('heading', { name: 'Team Leaderboard' }).scrollIntoViewIfNeeded();
    await expect(bar).toBeVisible();
    await expect(bar.getByTestId('sticky-donate')).toHaveAttribute('href', `/donate?event=${event.id}`);
    await expect(bar.getByTestId('sticky-register')).toHaveAttribute('href', `/event_signup?event=${event.id}`);
    // Once it has slid in: flush with the bottom of the screen, and slim.
    await expect.poll(async () => Math.round(await bottomOf(page, 'sticky-giving-bar'))).toBe(812);
    expect((await bar.boundingBox())!.height).toBeLessThanOrEqual(72);

    // Share without a system share sheet: the page's share panel, its first link focused.
    await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined }));
    await bar.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByTestId('share-panel').getByRole('link').first()).toBeFocused();

    await bar.getByTestId('sticky-donate').click();
    await expect(page).toHaveURL(`/donate?event=${event.id}`);

    // Back at the top, the bar goes away again; from 900 px up it never shows.
    await page.goto(`/event/${event.id}`);
    await page.mouse.wheel(0, 2000);
    await expect(bar).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).toHaveCount(0);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.mouse.wheel(0, 2000);
    await expect(bar).toBeHidden();
  });

  test('a closed event keeps Share in the bar but offers no Donate or Register', async ({ page, db }) => {
    const organizer = await createOrganizer(db);
    const past = await createEvent(db, {
      creatorId: organizer.id,
      createdAt: longAgo(),
      dateTime: new Date(Date.now() - 60 * DAY),
      description: Array.from({ length: 30 }, (_, index) => `Paragraph ${index + 1}.`).join('\n\n'),
    });
    await page.goto(`/event/${past.id}`);
    await page.getByRole('heading', { name: 'Team Leaderboard' }).scrollIntoViewIfNeeded();
    const bar = page.getByTestId('sticky-giving-bar');
    await expect(bar.getByRole('button', { name: 'Share' })).toBeVisible();
    await expect(bar.getByTestId('sticky-donate')).toHaveCount(0);
    await expect(bar.getByTestId('sticky-register')).toHaveCount(0);
    // No gifts and no way to give: no invitation to be the first.
    await expect(page.getByTestId('donate')).toHaveText('Donations are closed');
    await expect(page.getByTestId('first-donor')).toHaveCount(0);
  });
});

test.describe('social proof', () => {
  test('"Be the first to donate" at $0, then the count and the latest gifts with public names', async ({
    page,
    db,
    request,
  }) => {
    const organizer = await createOrganizer(db);
    const event = await createEvent(db, {
      creatorId: organizer.id,
      createdAt: longAgo(),
      targetFundCents: 1_000_000,
    });
    await page.goto(`/event/${event.id}`);
    await expect(page.getByTestId('first-donor')).toHaveText('Be the first to donate');
    await expect(page.getByTestId('donation-count')).toHaveText('0 donations');
    await expect(page.getByTestId('latest-gifts')).toHaveCount(0);

    const team = await createTeamCampaign(db, { eventId: event.id, creatorId: organizer.id });
    await createDonation(db, {
      eventId: event.id,
      firstName: 'Tom',
      lastName: 'baker',
      transactionDate: new Date(Date.now() - 3 * DAY),
    });
    await createDonation(db, {
      eventId: event.id,
      teamCampaignId: team.id,
      firstName: 'Priya',
      lastName: 'Shah',
      email: 'priya-secret@example.test',
      baseAmountCents: 1250,
      transactionDate: new Date(Date.now() - 2 * 3600_000),
    });
    await createDonation(db, { eventId: event.id, firstName: 'Zephyrine', lastName: 'Quillfeather', anonymous: true });
    await createDonation(db, {
      eventId: event.id,
      firstName: 'Old',
      lastName: 'Gift',
      transactionDate: new Date(Date.now() - 9 * DAY),
    });
    await createDonation(db, { eventId: event.id, firstName: 'Failed', lastName: 'Card', status: 'failed' });
    await request.post(`/api/event/revalidate/${event.id}`);

    await page.reload();
    await expect(page.getByTestId('first-donor')).toHaveCount(0);
    await expect(page.getByTestId('donation-count')).toHaveText('4 donations');
    await expect(page.getByTestId('latest-gift')).toHaveText([
      'Anonymousjust now$50',
      'Priya S.2 hours ago$12.50',
      'Tom B.3 days ago$50',
    ]);
    const html = await page.content();
    expect(html).not.toContain('Zephyrine');
    expect(html).not.toContain('Quillfeather');
    expect(html).not.toContain('priya-secret');
    expect(html).not.toContain('Shah');
  });

  test('past 100 % the page shows the funded state: the figure goes on, the bar stays full', async ({ page, db }) => {
    const organizer = await createOrganizer(db);
    const fundraiser = await createFundraiser(db, {
      creatorId: organizer.id,
      createdAt: longAgo(),
      targetFundCents: 100_000,
    });
    await createDonation(db, { eventId: fundraiser.id, baseAmountCents: 124_550 });
    await page.goto(`/fundraiser?fundraiser-id=${fundraiser.id}`);
    await expect(page.getByTestId('percent-raised')).toHaveText('124.6%');
    await expect(page.getByTestId('goal-reached')).toHaveText('Goal reached');
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await expect(page.getByTestId('donation-count')).toHaveText('1 donation');
  });

  test('an organizer who hides the totals hides the gifts too', async ({ page, db }) => {
    const organizer = await createOrganizer(db);
    const event = await createEvent(db, { creatorId: organizer.id, createdAt: longAgo(), showTotalDonations: false });
    await createDonation(db, { eventId: event.id, firstName: 'Quiet', lastName: 'Giver' });
    await page.goto(`/event/${event.id}`);
    await expect(page.getByTestId('donate')).toBeVisible();
    await expect(page.getByTestId('donation-count')).toHaveCount(0);
    await expect(page.getByTestId('latest-gifts')).toHaveCount(0);
    await expect(page.getByTestId('first-donor')).toHaveCount(0);
  });
});

test.describe('offline gifts', () => {
  test("an offline gift by the event's creator shows on the event page within 2 s", async ({
    page,
    context,
    baseURL,
    db,
    request,
  }) => {
    const organizer = await createOrganizer(db);
    const event = await createEvent(db, {
      creatorId: organizer.id,
      createdAt: longAgo(),
      title: `Offline Run ${unique()}`,
      targetFundCents: 100_000,
    });
    const team = await createTeamCampaign(db, { eventId: event.id, creatorId: organizer.id, title: 'Paddlers' });
    await createIndieCampaign(db, {
      eventId: event.id,
      teamCampaignId: team.id,
      creatorId: organizer.id,
      title: 'Ann paddles',
    });
    // The event page is cached before the gift.
    await request.get(`/event/${event.id}`);
    expect((await request.get(`/event/${event.id}`)).headers()['x-nextjs-cache']).toBe('HIT');

    await signIn(context, baseURL!, organizer);
    await page.goto(`/add_donation?event=${event.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Add an offline donation');
    await expect(page.getByTestId('back-to-target')).toHaveAttribute('href', `/event/${event.id}`);
    await formReady(page);

    // Fields check on blur and on change, with the spec's messages; a team must be chosen.
    await page.getByLabel('Amount (USD)').fill('4');
    await page.getByLabel('Amount (USD)').blur();
    await expect(page.getByText("Please enter an amount that's more than $5")).toBeVisible();
    await page.getByLabel('Amount (USD)').fill('250.5');
    await expect(page.getByText("Please enter an amount that's more than $5")).toHaveCount(0);
    await page.getByRole('button', { name: 'Add Donation' }).click();
    await expect(page.getByText('Please select a valid Team Campaign')).toBeVisible();
    await expect(page.getByText('required', { exact: true })).toHaveCount(2);

    // Choosing a team offers its individual campaigns, General by default.
    const indie = page.getByLabel('Individual Campaign');
    await expect(indie).toBeDisabled();
    await page.getByLabel('Team Campaign').selectOption({ label: 'Paddlers' });
    await expect(indie).toBeEnabled();
    await expect(indie).toHaveValue('---General---');
    await page.getByLabel('Team Campaign').selectOption({ label: 'General' });
    await page.getByLabel('First Name').fill('Grace');
    await page.getByLabel('Last Name').fill('Hopper');
    await page.getByLabel('Message').fill('Check #1024');

    let answered!: () => void;
    const hold = new Promise<void>((resolve) => (answered = resolve));
    await page.route('**/api/add_offline_donation', async (route) => {
      await hold;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Add Donation' }).click();
    // Submitted: the waiting message, Add disabled.
    await expect(page.getByTestId('offline-waiting')).toHaveText("Hang on, we're getting there...don't refresh.");
    await expect(page.getByRole('button', { name: 'Add Donation' })).toBeDisabled();
    answered();

    await expect(page.getByTestId('offline-result')).toHaveText('Donation submitted');
    await expect(
      page.getByText('The donation should be reflected in the campaign/event page momentarily.'),
    ).toBeVisible();
    await expect(page.getByTestId('offline-transaction-id')).toHaveText(/^OFF-[0-9A-F]{24}$/);
    const recorded = Date.now();

    // On the event page within 2 s: total, count, latest gifts.
    const eventPage = await context.newPage();
    await eventPage.goto(`/event/${event.id}`);
    await expect(eventPage.getByTestId('amount-raised')).toHaveText('$250');
    await expect(eventPage.getByTestId('latest-gift').first()).toContainText('Grace H.');
    await expect(eventPage.getByTestId('latest-gift').first()).toContainText('$250.50');
    expect(Date.now() - recorded).toBeLessThan(2000);
    expect(await eventPage.content()).not.toContain('Check #1024');
    await eventPage.close();

    // Add Another resets the form.
    await page.getByRole('button', { name: 'Add Another' }).click();
    await expect(page.getByLabel('First Name')).toHaveValue('');
    await expect(page.getByLabel('Amount (USD)')).toHaveValue('');
    await expect(page.getByLabel('Team Campaign')).toHaveValue('XXX');
    await expect(page.getByTestId('offline-result')).toHaveCount(0);
    expect(await db.donation.count({ where: { eventId: event.id, method: 'offline' } })).toBe(1);
  });

  test('editing after a result clears it, and a retried submission is recorded once', async ({
    page,
    context,
    baseURL,
    db,
  }) => {
    const organizer = await createOrganizer(db);
    const captain = await createUser(db);
    const event = await createEvent(db, { creatorId: organizer.id, createdAt: longAgo() });
    const team = await createTeamCampaign(db, { eventId: event.id, creatorId: captain.id, title: 'Swimmers' });
    await signIn(context, baseURL!, captain);
    await page.goto(`/add_donation?team_campaign=${team.id}`);
    await expect(page.getByTestId('fixed-team')).toHaveText('Swimmers');
    await expect(page.getByTestId('back-to-target')).toHaveAttribute('href', `/team_campaign/${team.id}`);
    await formReady(page);
    await page.getByLabel('First Name').fill('Ada');
    await page.getByLabel('Last Name').fill('Lovelace');
    await page.getByLabel('Amount (USD)').fill('40');

    // The first answer is lost on the way back: the retry carries the same key.
    let first = true;
    await page.route('**/api/add_offline_donation', async (route) => {
      const response = await route.fetch();
      if (first) {
        first = false;
        await route.abort('connectionreset');
      } else await route.fulfill({ response });
    });
    await page.getByRole('button', { name: 'Add Donation' }).click();
    await expect(page.getByTestId('offline-result')).toHaveText('Something went wrong. Could not submit donation');
    await page.getByRole('button', { name: 'Add Donation' }).click();
    // A campaign creator's gift waits for the organizer here (e2e/offline-trust.spec.ts).
    const awaiting = "Donation submitted: it awaits the organizer's confirmation";
    await expect(page.getByTestId('offline-result')).toHaveText(awaiting);
    expect(await db.donation.count({ where: { teamCampaignId: team.id } })).toBe(1);

    // Editing clears the result; the next Add is a new gift.
    await page.getByLabel('Amount (USD)').fill('60');
    await expect(page.getByTestId('offline-result')).toHaveCount(0);
    await page.getByRole('button', { name: 'Add Donation' }).click();
    await expect(page.getByTestId('offline-result')).toHaveText(awaiting);
    expect(await db.donation.count({ where: { teamCampaignId: team.id } })).toBe(2);
  });

  test('a stranger gets 403 from the API and is sent to the target page; no target goes to /event_list', async ({
    page,
    context,
    baseURL,
    db,
    request,
  }) => {
    const organizer = await createOrganizer(db);
    const stranger = await createUser(db);
    const event = await createEvent(db, { creatorId: organizer.id, createdAt: longAgo() });
    const team = await createTeamCampaign(db, { eventId: event.id, creatorId: organizer.id });

    const refused = await request.post('/api/add_offline_donation', {
      headers: { authorization: `Bearer ${await sessionToken(stranger)}` },
      data: { eventId: event.id, firstName: 'Sneaky', lastName: 'Person', amount: 100, anonymous: false },
    });
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toEqual({
      error: 'Only the creator of this campaign or of its event can add offline donations to it.',
    });
    const anonymous = await request.post('/api/add_offline_donation', {
      data: { eventId: event.id, firstName: 'Sneaky', lastName: 'Person', amount: 100, anonymous: false },
    });
    expect(anonymous.status()).toBe(401);
    expect(await db.donation.count({ where: { eventId: event.id } })).toBe(0);

    // Logged out: to the login page, and back here afterwards.
    await page.goto(`/add_donation?event=${event.id}`);
    await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(`/add_donation?event=${event.id}`)}`);

    await signIn(context, baseURL!, stranger);
    await page.goto(`/add_donation?event=${event.id}`);
    await expect(page).toHaveURL(`/event/${event.id}`);
    await page.goto(`/add_donation?team_campaign=${team.id}`);
    await expect(page).toHaveURL(`/team_campaign/${team.id}`);
    await page.goto('/add_donation');
    await expect(page).toHaveURL('/event_list');
    expect((await page.goto('/add_donation?event=no-such-event'))?.status()).toBe(404);
  });

  test('/organizer-add-donation: pick one of your events, then the campaign', async ({
    page,
    context,
    baseURL,
    db,
  }) => {
    const organizer = await createOrganizer(db);
    const mine = await createEvent(db, { creatorId: organizer.id, createdAt: longAgo(), title: `Mine ${unique()}` });
    const notMine = await createEvent(db, { creatorId: (await createOrganizer(db)).id, createdAt: longAgo() });
    await createTeamCampaign(db, { eventId: mine.id, creatorId: organizer.id, title: 'Kayakers' });
    await signIn(context, baseURL!, organizer);

    await page.goto('/organizer-add-donation');
    await expect(page.getByTestId('offline-donation-form')).toHaveCount(0);
    const picker = page.getByLabel('Event or fundraiser');
    await expect(picker.locator('option', { hasText: notMine.title })).toHaveCount(0);
    await picker.selectOption(mine.id);
    await page.getByRole('button', { name: 'Choose' }).click();
    await expect(page).toHaveURL(`/organizer-add-donation?event=${mine.id}`);
    await formReady(page);
    await page.getByLabel('Team Campaign').selectOption({ label: 'Kayakers' });
    await page.getByLabel('First Name').fill('Lin');
    await page.getByLabel('Last Name').fill('Mei');
    await page.getByLabel('Amount (USD)').fill('75');
    await page.getByRole('button', { name: 'Add Donation' }).click();
    await expect(page.getByTestId('offline-result')).toHaveText('Donation submitted');
    await expect(page.getByText('to Kayakers.')).toBeVisible();

    // Someone else's event is not offered, even by its id.
    await page.goto(`/organizer-add-donation?event=${notMine.id}`);
    await expect(page.getByTestId('offline-donation-form')).toHaveCount(0);

    // The admin variant is for ADMIN_EMAILS only.
    await page.goto('/organizer-add-donation/admin');
    await expect(page).toHaveURL('/');
  });

  test('the admin variant lets an admin add to any event', async ({ page, context, baseURL, db }) => {
    const admin =
      (await db.user.findUnique({ where: { email: E2E_ADMIN_EMAIL } })) ??
      (await createUser(db, { email: E2E_ADMIN_EMAIL }));
    const organizer = await createOrganizer(db);
    const event = await createEvent(db, { creatorId: organizer.id, createdAt: longAgo(), title: `Any ${unique()}` });
    await signIn(context, baseURL!, admin);
    await page.goto(`/organizer-add-donation/admin?event=${event.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Add an offline donation (admin)');
    await formReady(page);
    await page.getByLabel('First Name').fill('Ada');
    await page.getByLabel('Last Name').fill('Admin');
    await page.getByLabel('Amount (USD)').fill('5');
    await page.getByRole('button', { name: 'Add Donation' }).click();
    await expect(page.getByTestId('offline-result')).toHaveText('Donation submitted');
    expect(await db.donation.findFirstOrThrow({ where: { eventId: event.id } })).toMatchObject({
      recordedById: admin.id,
      baseAmountCents: 500,
    });
  });
});

test.describe("the donor's profile", () => {
  test('shows the total given and every gift with its receipt, fresh after a new gift', async ({
    page,
    context,
    baseURL,
    db,
    request,
  }) => {
    const donor = await createUser(db);
    const stranger = await createUser(db);
    const organizer = await createOrganizer(db, { name: `Org ${unique()}` });
    const event = await createEvent(db, { creatorId: organizer.id, createdAt: longAgo(), title: `Gala ${unique()}` });
    const team = await createTeamCampaign(db, { eventId: event.id, creatorId: organizer.id, title: 'Dancers' });
    await createDonation(db, {
      eventId: event.id,
      userId: donor.id,
      baseAmountCents: 2500,
      transactionDate: new Date('2026-03-02T15:00:00Z'),
    });
    const covered = await createDonation(db, {
      eventId: event.id,
      teamCampaignId: team.id,
      userId: donor.id,
      firstName: 'Dana',
      lastName: 'Donor',
      email: 'dana@example.test',
      baseAmountCents: 10_000,
      totalAmountCents: 10_500,
      payFees: true,
      transactionId: `txn-${unique()}`,
      transactionDate: new Date('2026-04-05T15:00:00Z'),
    });
    const theirs = await createDonation(db, { eventId: event.id, userId: stranger.id });

    await signIn(context, baseURL!, donor);
    await page.goto('/profile');
    await expect(page.getByTestId('donation-total')).toHaveText('$125.00');
    const gifts = page.getByTestId('gift');
    await expect(gifts).toHaveCount(2);
    await expect(gifts.nth(0)).toContainText('Dancers');
    await expect(gifts.nth(0)).toContainText('Apr 5, 2026');
    await expect(gifts.nth(0)).toContainText(event.title);
    await expect(gifts.nth(0).getByTestId('gift-amount')).toHaveText('$100');
    await expect(gifts.nth(0).getByRole('link', { name: 'Dancers', exact: true })).toHaveAttribute(
      'href',
      `/team_campaign/${team.id}`,
    );
    await expect(gifts.nth(1).getByRole('link', { name: event.title, exact: true })).toHaveAttribute(
      'href',
      `/event/${event.id}`,
    );

    await gifts
      .nth(0)
      .getByRole('link', { name: /^Receipt for/ })
      .click();
    await expect(page).toHaveURL(`/profile/receipt/${covered.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Donation receipt');
    await expect(page.getByTestId('receipt-number')).toHaveText(covered.transactionId);
    await expect(page.getByTestId('receipt-amount')).toHaveText('$100');
    await expect(page.getByTestId('receipt-total')).toHaveText('$105');
    await expect(page.getByTestId('receipt')).toContainText(organizer.name);

    // Only the donor's own receipts.
    expect((await page.goto(`/profile/receipt/${theirs.id}`))?.status()).toBe(404);

    // A new gift shows at once: /profile and the total call read the database, no cache.
    await createDonation(db, { eventId: event.id, userId: donor.id, baseAmountCents: 1234 });
    const started = Date.now();
    await page.goto('/profile');
    await expect(page.getByTestId('donation-total')).toHaveText('$137.34');
    await expect(page.getByTestId('gift')).toHaveCount(3);
    const total = await request.post('/api/user/donation/total', {
      headers: { authorization: `Bearer ${await sessionToken(donor)}` },
    });
    expect(await total.json()).toEqual({ total: 137.34 });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  test('a donor with no gifts yet is pointed to the events', async ({ page, context, baseURL, db }) => {
    await signIn(context, baseURL!, await createUser(db));
    await page.goto('/profile');
    await expect(page.getByTestId('no-gifts')).toContainText('You have not made any donations yet.');
    await expect(page.getByRole('link', { name: 'Find an event to support' })).toHaveAttribute('href', '/event_list');
  });
});
