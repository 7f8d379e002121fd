import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { createDonation, createEvent, createOrganizer, createTeamCampaign, createUser } from '../prisma/seed/factories';
import { signIn } from './auth';
import { expect, test, unique } from './fixtures';

// Issue 18 finding 1 and issue 21 item 15, in the browser: a campaign creator's offline gift waits
// for the organizer's confirmation (on a phone), the organizer confirms it on the dashboard and the
// team page's total shows it, then edits and voids gifts one at a time (on a laptop), and the
// organizer's undo of a batch asks in the site's own dialog.

const DAY = 24 * 60 * 60 * 1000;
// Dated long ago, so they never join the home page's three latest events (home.spec.ts checks those).
const longAgo = () => new Date(Date.now() - 400 * DAY);
const PHONE = { width: 375, height: 812 };
const LAPTOP = { width: 1280, height: 900 };

test('a campaign creator adds a gift on a phone; it waits until the organizer confirms it on the dashboard', async ({
  page,
  context,
  baseURL,
  db,
}) => {
  const organizer = await createOrganizer(db, { name: 'Olivia Organizer' });
  const event = await createEvent(db, {
    creatorId: organizer.id,
    createdAt: longAgo(),
    title: `Trust Run ${unique()}`,
  });
  const captain = await createUser(db, { name: 'Cam Captain' });
  const team = await createTeamCampaign(db, { eventId: event.id, creatorId: captain.id, title: 'Office Milers' });

  await page.setViewportSize(PHONE);
  await signIn(context, baseURL!, captain);
  await page.goto(`/team_campaign/${team.id}`);
  await expect(page.getByTestId('amount-raised')).toHaveText('$0');
  // The event asks for confirmation, and its campaign's creator still gets the button.
  await page.getByTestId('owner-bar').getByTestId('add-offline-donation').click();
  await page.waitForURL(/\/add_donation\?/);
  await expect(page.getByText("It counts toward the totals once the event's organizer confirms it.")).toBeVisible();
  await expect(page.getByText('From $5 to $10,000, in dollars and cents.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Donation' })).toBeEnabled();

  // Over the ceiling: refused under the field, nothing recorded.
  await page.getByLabel('First Name').fill('Grace');
  await page.getByLabel('Last Name').fill('Hopper');
  await page.getByLabel('Amount (USD)').fill('20000000');
  await page.getByRole('button', { name: 'Add Donation' }).click();
  await expect(
    page
      .getByText(
        "Gifts entered by a campaign's creator can be at most $10,000. Ask the event's organizer to enter larger ones.",
      )
      .first(),
  ).toBeVisible();
  expect(await db.donation.count({ where: { eventId: event.id } })).toBe(0);

  await page.getByLabel('Amount (USD)').fill('75');
  await page.getByLabel('Message').fill('Bake sale');
  await page.getByRole('button', { name: 'Add Donation' }).click();
  await expect(page.getByTestId('offline-result')).toHaveText(
    "Donation submitted: it awaits the organizer's confirmation",
  );
  await expect(
    page.getByText(
      "It will count toward the campaign's and the event's totals once the event's organizer confirms it.",
    ),
  ).toBeVisible();
  await page.screenshot({ path: 'test-results/offline-trust-awaiting-375.png', fullPage: true });
  await page.goto(`/team_campaign/${team.id}`);
  await expect(page.getByTestId('amount-raised')).toHaveText('$0');

  // The organizer, on a laptop: the dashboard lists it with who entered it.
  await context.clearCookies();
  await page.setViewportSize(LAPTOP);
  await signIn(context, baseURL!, organizer);
  await page.goto('/dashboard');
  const waiting = page.getByTestId('unconfirmed-gifts');
  await expect(waiting.getByRole('heading')).toHaveText('Offline gifts to confirm (1)');
  const gift = waiting.getByTestId('offline-gift');
  await expect(gift).toContainText('$75.00');
  await expect(gift).toContainText('from Grace Hopper');
  await expect(gift).toContainText('Awaiting confirmation');
  await expect(gift).toContainText('by Cam Captain');
  await expect(gift).toContainText('“Bake sale”');
  await expect(gift.getByRole('link', { name: 'Office Milers' })).toHaveAttribute('href', `/team_campaign/${team.id}`);
  await expect(
    page
      .getByTestId('dashboard-event')
      .filter({ hasText: event.title })
      .getByRole('link', { name: /Offline gifts/ }),
  ).toHaveText('Offline gifts (1 to confirm)');
  await page.screenshot({ path: 'test-results/offline-trust-dashboard-1280.png', fullPage: true });

  await gift.getByRole('button', { name: 'Confirm $75.00 from Grace Hopper' }).click();
  await expect(waiting).toHaveCount(0); // the page is drawn again: nothing left to confirm
  const [entry] = await db.auditEntry.findMany({ where: { eventId: event.id } });
  expect(entry).toMatchObject({ actorId: organizer.id, action: 'offline.confirm' });

  await page.goto(`/team_campaign/${team.id}`);
  await expect(page.getByTestId('amount-raised')).toHaveText('$75');
});

test('the organizer edits and voids gifts one at a time, and the totals follow', async ({
  page,
  context,
  baseURL,
  db,
}) => {
  await page.setViewportSize(LAPTOP);
  const organizer = await createOrganizer(db, { name: 'Olivia Organizer' });
  const event = await createEvent(db, { creatorId: organizer.id, createdAt: longAgo(), title: `Void Run ${unique()}` });
  const team = await createTeamCampaign(db, { eventId: event.id, creatorId: organizer.id, title: 'Paddlers' });
  const offline = { method: 'offline' as const, recordedById: organizer.id, email: null, teamCampaignId: team.id };
  await createDonation(db, {
    eventId: event.id,
    ...offline,
    firstName: 'Bo',
    lastName: 'Bounce',
    baseAmountCents: 30_000,
  });
  await createDonation(db, { eventId: event.id, ...offline, firstName: 'Ty', lastName: 'Po', baseAmountCents: 10_000 });
  await signIn(context, baseURL!, organizer);

  await page.goto(`/team_campaign/${team.id}`);
  await expect(page.getByTestId('amount-raised')).toHaveText('$400');

  await page.goto('/dashboard');
  await page
    .getByTestId('dashboard-event')
    .filter({ hasText: event.title })
    .getByRole('link', { name: 'Offline gifts' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Offline gifts');
  const list = page.getByTestId('offline-gift-list');
  await expect(list.getByTestId('offline-gift')).toHaveCount(2);

  // Void the bounced check, with a reason; Cancel first keeps it.
  await list.getByRole('button', { name: 'Void $300.00 from Bo Bounce' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toHaveAccessibleName('Void $300.00 from Bo Bounce? It will stop counting toward every total.');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await list.getByRole('button', { name: 'Void $300.00 from Bo Bounce' }).click();
  await dialog.getByLabel(/Reason/).fill('The check bounced');
  await dialog.getByRole('button', { name: 'Void gift' }).click();
  const bounced = list.getByTestId('offline-gift').filter({ hasText: 'Bo Bounce' });
  await expect(bounced).toContainText('Voided');
  await expect(bounced).toContainText('by Olivia Organizer: The check bounced');
  await expect(bounced.getByRole('button')).toHaveCount(0);

  // Edit the other: a typo in the amount and the name.
  await list.getByRole('button', { name: 'Edit $100.00 from Ty Po' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit this gift' });
  await expect(edit.getByLabel('First Name')).toBeFocused();
  await edit.getByLabel('Last Name').fill('Poe');
  await edit.getByLabel('Amount (USD)').fill('4');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit.getByText("Please enter an amount that's more than $5")).toBeVisible();
  await edit.getByLabel('Amount (USD)').fill('150');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeHidden();
  const fixed = list.getByTestId('offline-gift').filter({ hasText: 'Ty Poe' });
  await expect(fixed).toContainText('$150.00');
  await expect(fixed).toContainText('Edited');
  await page.screenshot({ path: 'test-results/offline-trust-gifts-1280.png', fullPage: true });

  await page.goto(`/team_campaign/${team.id}`);
  await expect(page.getByTestId('amount-raised')).toHaveText('$150');
  expect((await db.auditEntry.findMany({ where: { eventId: event.id } })).map((e) => e.action).sort()).toEqual([
    'offline.edit',
    'offline.void',
  ]);

  // The same page on a phone.
  await page.setViewportSize(PHONE);
  await page.goto(`/dashboard/offline/${event.id}`);
  await expect(page.getByTestId('offline-gift')).toHaveCount(2);
  await page.screenshot({ path: 'test-results/offline-trust-gifts-375.png', fullPage: true });

  // Someone else is sent to the event's public page.
  await context.clearCookies();
  await signIn(context, baseURL!, await createUser(db));
  await page.goto(`/dashboard/offline/${event.id}`);
  await expect(page).toHaveURL(`/event/${event.id}`);
});

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
async function expectNoViolations(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  const found = violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(found, `axe violations on ${where}`).toEqual([]);
}

test('the offline gift lists and their dialogs have no WCAG 2.1 AA violations on a phone', async ({
  page,
  context,
  baseURL,
  db,
}) => {
  await page.setViewportSize(PHONE);
  const organizer = await createOrganizer(db);
  const event = await createEvent(db, {
    creatorId: organizer.id,
    createdAt: longAgo(),
    title: `Axe Gifts ${unique()}`,
  });
  const captain = await createUser(db);
  const team = await createTeamCampaign(db, { eventId: event.id, creatorId: captain.id });
  const offline = { method: 'offline' as const, email: null, teamCampaignId: team.id, message: 'Check #5' };
  await createDonation(db, { eventId: event.id, ...offline, recordedById: captain.id, status: 'pending' });
  await createDonation(db, { eventId: event.id, ...offline, recordedById: organizer.id, anonymous: true });
  await createDonation(db, { eventId: event.id, ...offline, recordedById: organizer.id, status: 'refunded' });
  await signIn(context, baseURL!, organizer);

  await page.goto('/dashboard');
  await expect(page.getByTestId('unconfirmed-gifts')).toBeVisible();
  await expectNoViolations(page, '/dashboard');
  await page.screenshot({ path: 'test-results/offline-trust-dashboard-375.png', fullPage: true });

  await page.goto(`/dashboard/offline/${event.id}`);
  await expect(page.getByTestId('offline-gift')).toHaveCount(3);
  await expectNoViolations(page, '/dashboard/offline');
  await page.getByRole('button', { name: /^Void / }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoViolations(page, 'the void dialog');
  await page.screenshot({ path: 'test-results/offline-trust-void-375.png' });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await page
    .getByRole('button', { name: /^Edit / })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: 'Edit this gift' })).toBeVisible();
  await expectNoViolations(page, 'the edit dialog');
  await page.screenshot({ path: 'test-results/offline-trust-edit-375.png' });
});
