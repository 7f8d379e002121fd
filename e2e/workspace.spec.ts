import { readFile } from 'node:fs/promises';
import { AxeBuilder } from '@axe-core/playwright';
import Papa from 'papaparse';
import type { Page } from '@playwright/test';
import {
  createDonation,
  createEvent,
  createIndieCampaign,
  createOrganizer,
  createSignup,
  createTeamCampaign,
  createUser,
} from '../prisma/seed/factories';
import { signIn } from './auth';
import { expect, test, unique } from './fixtures';

// The organizer's workspace in the browser: Create and Dashboard in the navigation, the dashboard
// and its CSV downloads, batch entry of offline gifts from the keyboard and from a CSV, the undo,
// and the one-time "your event is live" moment after creating an event.

async function expectNavTools(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  const create = nav.getByRole('button', { name: 'Create' });
  await expect(create).toHaveAttribute('aria-expanded', 'false');
  await create.click();
  await expect(create).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: 'Create event' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Create fundraiser' })).toBeVisible();
  // Escape closes the menu and gives focus back to its button.
  await page.keyboard.press('Escape');
  await expect(nav.getByRole('link', { name: 'Create event' })).toBeHidden();
  await expect(create).toBeFocused();
}

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]) {
  test(`an Organizer finds Create and Dashboard in the navigation (${viewport.width} px)`, async ({
    page,
    context,
    baseURL,
    db,
  }) => {
    await page.setViewportSize(viewport);
    const organizer = await createOrganizer(db);
    await signIn(context, baseURL!, organizer);

    await page.goto('/');
    await expectNavTools(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Create' }).click();
    await nav.getByRole('link', { name: 'Create event' }).click();
    await expect(page).toHaveURL(/\/create_event$/);
    await expect(page.getByRole('heading', { name: 'Create an event' })).toBeVisible();

    await nav.getByRole('button', { name: 'Create' }).click();
    await nav.getByRole('link', { name: 'Create fundraiser' }).click();
    await expect(page).toHaveURL(/\/create_fundraiser$/);

    await nav.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    // A new organizer's dashboard leads to the first event.
    await expect(page.getByTestId('dashboard-empty')).toBeVisible();
    await page.getByRole('link', { name: 'Create your first event' }).click();
    await expect(page).toHaveURL(/\/create_event$/);

    // The navigation bar still fits the screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    // And the profile links to the dashboard.
    await page.goto('/profile');
    await page.getByRole('main').getByRole('link', { name: 'Your dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
}

test('a supporter gets no organizer tools, and the dashboard explains how to become an Organizer', async ({
  page,
  context,
  baseURL,
  db,
}) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard/);

  const supporter = await createUser(db);
  await signIn(context, baseURL!, supporter);
  await page.goto('/');
  await expect(page.getByRole('link', { name: /Your profile/ })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'The dashboard is for Organizers' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Become an Organizer' })).toHaveAttribute('href', '/edit_profile');
});

test('the dashboard shows how each event is doing and downloads its reports', async ({
  page,
  context,
  baseURL,
  db,
}) => {
  const organizer = await createOrganizer(db);
  const event = await createEvent(db, {
    creatorId: organizer.id,
    title: `Harbor Swim ${unique()}`,
    targetFundCents: 100_000,
  });
  const team = await createTeamCampaign(db, { eventId: event.id, creatorId: organizer.id, title: 'Wave Riders' });
  await createDonation(db, { eventId: event.id, baseAmountCents: 2500, firstName: '=Evil', lastName: 'Donor' });
  await createDonation(db, {
    eventId: event.id,
    teamCampaignId: team.id,
    baseAmountCents: 4000,
    transactionDate: new Date(Date.now() - 3 * 24 * 60 * 60 * 1000),
  });
  await createSignup(db, { eventId: event.id, participants: [{ firstName: 'Maya', lastName: 'Chen' }] });
  await signIn(context, baseURL!, organizer);

  await page.goto('/dashboard');
  const card = page.getByTestId('dashboard-event').filter({ hasText: event.title });
  await expect(card.getByText('$65 raised of $1,000')).toBeVisible();
  await expect(card.getByTestId('donation-count')).toHaveText('2');
  await expect(card.getByTestId('participant-count')).toHaveText('1');
  await expect(card.getByRole('img', { name: `Raised over time for ${event.title}` })).toBeVisible();
  await card.getByText('1 campaign').click();
  await expect(card.getByRole('rowheader', { name: 'Wave Riders' })).toBeVisible();

  const download = page.waitForEvent('download');
  await card.getByRole('link', { name: 'Donations CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^donations-harbor-swim-[a-z0-9-]+\.csv$/);
  const rows = Papa.parse<Record<string, string>>(await readFile(await file.path(), 'utf8'), {
    header: true,
    skipEmptyLines: true,
  }).data;
  expect(rows.map((row) => row['Base Amount']).sort()).toEqual(['25.00', '40.00']);
  expect(rows.map((row) => row['First Name'])).toContain("'=Evil");

  const participants = page.waitForEvent('download');
  await card.getByRole('link', { name: 'Participants CSV' }).click();
  const participantRows = Papa.parse<Record<string, string>>(
    await readFile(await (await participants).path(), 'utf8'),
    { header: true, skipEmptyLines: true },
  ).data;
  expect(participantRows.map((row) => row['First Name'])).toEqual(['Maya']);

  // The edit page has the same downloads.
  await card.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('group', { name: `Reports of ${event.title}` })).toBeVisible();
});

test('forty gifts from a sheet: typed with the keyboard, checked, saved together, and undone', async ({
  page,
  context,
  baseURL,
  db,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const organizer = await createOrganizer(db, { name: 'Olivia Batch' });
  const event = await createEvent(db, { creatorId: organizer.id, title: `Gala ${unique()}` });
  const team = await createTeamCampaign(db, { eventId: event.id, creatorId: organizer.id, title: 'Fast Feet' });
  const indie = await createIndieCampaign(db, {
    eventId: event.id,
    teamCampaignId: team.id,
    creatorId: organizer.id,
    title: 'Priya Runs',
  });
  await signIn(context, baseURL!, organizer);

  await page.goto('/dashboard');
  await page
    .getByTestId('dashboard-event')
    .filter({ hasText: event.title })
    .getByRole('link', { name: 'Batch entry' })
    .click();
  await expect(page.getByRole('heading', { name: 'Offline gifts, many at once' })).toBeVisible();
  await page.getByLabel('Credit every gift to').selectOption({ label: 'Fast Feet' });

  // Typing from the sheet: Tab between boxes, Enter for the next gift.
  await page.getByLabel('First name (gift 1)').click();
  const sheet = [
    ['Ann', 'Cash', '20'],
    ['Bo', 'Check', '3'],
    ['Cy', 'Coin', '12.50'],
  ];
  for (const [index, [first, last, amount]] of sheet.entries()) {
    await page.keyboard.type(first);
    await page.keyboard.press('Tab');
    await page.keyboard.type(last);
    await page.keyboard.press('Tab');
    await page.keyboard.type(amount);
    if (index < sheet.length - 1) await page.keyboard.press('Enter');
  }
  // The last Enter, checked within its own event: the next gift's first box has the focus before
  // the key's handling is over, so a quick typist's next letter cannot land in the gift before.
  const focusedAtOnce = await page.evaluate(() => {
    document.activeElement!.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }),
    );
    return (document.activeElement as HTMLElement).dataset.cell?.endsWith(':firstName') ?? false;
  });
  expect(focusedAtOnce).toBe(true);
  await expect(page.getByTestId('batch-row')).toHaveCount(4); // the next, empty gift is ready
  await expect(page.getByLabel('First name (gift 4)')).toBeFocused();
  // Gift 2's amount was checked on the way out of its box.
  await expect(page.getByLabel('Amount (gift 2)')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Campaign (gift 3)').selectOption({ label: 'Priya Runs' });
  await page.getByLabel('Anonymous (gift 3)').check();

  // A CSV of the rest of the sheet joins the grid.
  await page.getByText('Paste or upload a CSV').click();
  await page.getByLabel('CSV text').fill('Name,Amount,Campaign,Note\nDee Dollar,"$1,000",general,Check #77');
  await page.getByRole('button', { name: 'Add these rows' }).click();
  await expect(page.getByText('Added 1 row to the grid below.')).toBeVisible();

  // The check marks the bad row and saves nothing.
  await page.getByRole('button', { name: 'Check gifts' }).click();
  await expect(page.getByTestId('batch-error')).toHaveText('1 gift needs fixing: see the messages in the rows below.');
  await expect(page.getByTestId('batch-row').nth(1)).toContainText("Please enter an amount that's more than $5");
  expect(await db.donation.count({ where: { eventId: event.id } })).toBe(0);

  await page.getByLabel('Amount (gift 2)').fill('30');
  await page.getByRole('button', { name: 'Check gifts' }).click();
  const preview = page.getByTestId('batch-preview');
  await expect(preview.getByRole('heading')).toHaveText('Ready to save: 4 gifts, $1,062.50');
  await expect(preview.getByRole('row', { name: /Ann Cash/ })).toContainText('Team: Fast Feet');
  await expect(preview.getByRole('row', { name: /Cy Coin/ })).toContainText('Individual: Priya Runs');
  await expect(preview.getByRole('row', { name: /Dee Dollar/ })).toContainText(`Event: ${event.title}`);
  expect(await db.donation.count({ where: { eventId: event.id } })).toBe(0);

  await preview.getByRole('button', { name: 'Save 4 gifts ($1,062.50)' }).click();
  await expect(page.getByTestId('batch-saved')).toHaveText('Saved 4 gifts ($1,062.50).');
  const batches = page.getByTestId('batch-list');
  await expect(batches).toContainText('4 gifts, $1,062.50');
  await expect(batches).toContainText('by Olivia Batch');
  const saved = await db.donation.findMany({ where: { eventId: event.id }, orderBy: { baseAmountCents: 'asc' } });
  expect(saved.map((d) => [d.firstName, d.baseAmountCents, d.teamCampaignId, d.indieCampaignId, d.anonymous])).toEqual([
    ['Cy', 1250, team.id, indie.id, true],
    ['Ann', 2000, team.id, null, false],
    ['Bo', 3000, team.id, null, false],
    ['Dee', 100_000, null, null, false],
  ]);

  // Undo asks in the site's own dialog (never the browser's confirm): Cancel keeps the batch.
  let browserDialog = false;
  page.on('dialog', (dialog) => {
    browserDialog = true;
    void dialog.dismiss();
  });
  await batches.getByRole('button', { name: /Undo batch/ }).click();
  const question = page.getByRole('dialog');
  await expect(question).toHaveAccessibleName(
    'Undo this batch (4 gifts, $1,062.50)? Its gifts will no longer count toward any total.',
  );
  await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toBeHidden();
  expect(await db.donation.count({ where: { eventId: event.id, status: 'succeeded' } })).toBe(4);
  await batches.getByRole('button', { name: /Undo batch/ }).click();
  await question.getByRole('button', { name: 'Undo batch' }).click();
  await expect(batches).toContainText('Undone');
  expect(browserDialog).toBe(false);
  await expect(batches).toContainText('undone');
  await expect(batches.getByRole('button', { name: /Undo batch/ })).toHaveCount(0);
  expect(
    (await db.donation.findMany({ where: { eventId: event.id }, select: { status: true } })).map((d) => d.status),
  ).toEqual(['refunded', 'refunded', 'refunded', 'refunded']);
});

test('after creating an event the organizer gets the share moment once', async ({ page, context, baseURL, db }) => {
  const organizer = await createOrganizer(db);
  await signIn(context, baseURL!, organizer);
  const created = await page.request.post('/api/create_event', {
    data: {
      title: `Lake Swim ${unique()}`,
      location: 'Lake Park',
      description: 'Across the lake.',
      targetFund: 5000,
      dateTime: new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString(),
      eventCategories: [{ name: 'Swimmer', price: 20 }],
    },
  });
  expect(created.status()).toBe(200);
  const { id } = await created.json();

  await page.goto(`/event/${id}`);
  const moment = page.getByRole('dialog', { name: 'Your event is live!' });
  await expect(moment).toBeVisible();
  await expect(moment.getByRole('link', { name: 'Share on Facebook' })).toBeVisible();
  await expect(moment.getByText('Embed on your site')).toBeVisible();
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);
  await moment.getByRole('button', { name: 'Done' }).click();
  await expect(moment).toBeHidden();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('live-moment')).toHaveCount(0);
});

test('the share moment follows a fundraiser created with its form', async ({ page, context, baseURL, db }) => {
  const organizer = await createOrganizer(db);
  await signIn(context, baseURL!, organizer);
  const name = `Warm Hats ${unique()}`;
  await page.goto('/create_fundraiser');
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Description', { exact: true }).fill('A warm hat for every child this winter.');
  await page.getByLabel('Fundraising goal').fill('2000');
  await page.getByRole('button', { name: 'Create fundraiser' }).click();
  await page.waitForURL(/\/fundraiser\?fundraiser-id=/);
  const moment = page.getByRole('dialog', { name: 'Your fundraiser is live!' });
  await expect(moment).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(moment).toBeHidden();

  // Editing it later brings no moment.
  const id = new URL(page.url()).searchParams.get('fundraiser-id')!;
  await page.goto(`/edit_fundraiser/${id}`);
  await page.getByRole('button', { name: 'Update fundraiser' }).click();
  await page.waitForURL(/\/fundraiser\?fundraiser-id=/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByTestId('live-moment')).toHaveCount(0);
});
