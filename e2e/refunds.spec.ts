import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import type { Page } from '@playwright/test';
import { createDonation, createEvent, createOrganizer, createSignup } from '../prisma/seed/factories';
import type { Db } from '../prisma/client';
import { signIn } from './auth';
import { expect, test, unique } from './fixtures';

// Issue 20's money back, in the browser, on a phone (375 × 667): the event's creator refunds part
// of a card gift from the event's donations view, then the rest; the event's public total and the
// donations CSV the dashboard offers follow. Then a registration cancelled with its refund. Each
// dialog says exactly what will happen before it does, and nothing on the pages is wider than
// the phone.

const DAY = 24 * 60 * 60 * 1000;
// Dated long ago, so they never join the home page's three latest events (home.spec.ts checks those).
const longAgo = () => new Date(Date.now() - 400 * DAY);
const PHONE = { width: 375, height: 667 };
const LAPTOP = { width: 1280, height: 900 };

/** The sandbox gateway's record of an approved sale settled days ago: what a refund goes back through. */
async function settledSale(db: Db, { amountCents, cardLast4 }: { amountCents: number; cardLast4: string }) {
  const transactionId = `sbx-${randomUUID()}`;
  await db.gatewayTransaction.create({
    data: {
      tokenId: randomUUID(),
      amountCents,
      redirectUrl: 'http://127.0.0.1/afterdonate',
      status: 'completed',
      result: 1,
      resultCode: 100,
      resultText: 'SUCCESS',
      transactionId,
      cardLast4,
      completedAt: new Date(Date.now() - 2 * DAY),
    },
  });
  return transactionId;
}

async function expectNoSideways(page: Page) {
  const widths = await page.evaluate(() => ({
    document: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(widths.document).toBeLessThanOrEqual(widths.viewport);
}

test('an organizer refunds part of a card gift on a phone, then the rest; the page total and the CSV follow', async ({
  page,
  context,
  baseURL,
  db,
}) => {
  const organizer = await createOrganizer(db, { name: 'Olivia Organizer' });
  const event = await createEvent(db, {
    creatorId: organizer.id,
    createdAt: longAgo(),
    title: `Refund Run ${unique()}`,
    targetFundCents: 100_000,
  });
  const transactionId = await settledSale(db, { amountCents: 5250, cardLast4: '1111' });
  const gift = await createDonation(db, {
    eventId: event.id,
    firstName: 'Jane',
    lastName: 'Doe',
    email: 'jane@example.test',
    baseAmountCents: 5000,
    totalAmountCents: 5250,
    payFees: true,
    feePercentagePaid: 5,
    cardLast4: '1111',
    transactionId,
  });
  await createDonation(db, {
    eventId: event.id,
    firstName: 'Omar',
    lastName: 'Cash',
    method: 'offline',
    email: null,
    recordedById: organizer.id,
    baseAmountCents: 2000,
    totalAmountCents: 2000,
    createdAt: new Date(Date.now() - DAY),
  });
  // A card gift the gateway has no record of: its refusal shows in the dialog, nothing changes.
  await createDonation(db, {
    eventId: event.id,
    firstName: 'Pat',
    lastName: 'Refused',
    baseAmountCents: 1000,
    totalAmountCents: 1000,
    transactionId: `sbx-missing-${randomUUID()}`,
    createdAt: new Date(Date.now() - 2 * DAY),
  });

  await page.setViewportSize(PHONE);
  await signIn(context, baseURL!, organizer);
  await page.goto(`/event/${event.id}`);
  await expect(page.getByTestId('amount-raised')).toHaveText('$80');

  await page.goto('/dashboard');
  const card = page.getByTestId('dashboard-event').filter({ hasText: event.title });
  await expect(card.getByText('$80 raised of $1,000')).toBeVisible();
  await expect(card.getByTestId('money-back')).toHaveCount(0);
  await card.getByRole('link', { name: 'Donations and refunds' }).click();
  await page.waitForURL(`**/dashboard/donations/${event.id}`);
  await expect(page.getByRole('heading', { name: 'Donations', level: 1 })).toBeVisible();

  const rows = page.getByTestId('gift-row');
  await expect(rows).toHaveCount(3);
  const jane = rows.filter({ hasText: 'Jane Doe' });
  await expect(jane).toContainText('$52.50');
  await expect(jane).toContainText('••1111');
  await expect(jane.getByTestId('gift-status')).toHaveText('Paid');
  await expectNoSideways(page);
  await page.screenshot({ path: 'test-results/refunds-donations-375.png', fullPage: true });

  // Part of it: the dialog says what will happen as the amount changes.
  const refundButton = jane.getByRole('button', { name: 'Refund $52.50 from Jane Doe' });
  const box = await refundButton.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);
  await refundButton.click();
  const dialog = page.getByTestId('refund-dialog');
  await expect(dialog).toBeVisible();
  const preview = dialog.getByTestId('refund-preview');
  await expect(preview).toHaveText("Refund $52.50 to Jane D.'s card ending 1111; $50.00 comes off the event's total.");
  const amount = dialog.getByLabel('Amount to refund (USD)');
  await expect(amount).toHaveValue('52.50');
  await amount.fill('60');
  await expect(preview).toHaveText('Enter at most $52.50: that is what is left to refund.');
  await amount.fill('20');
  await expect(preview).toHaveText("Refund $20.00 to Jane D.'s card ending 1111; it comes off the event's total.");
  await dialog.getByLabel(/Reason/).fill('Gave twice by mistake');
  await expectNoSideways(page);
  await expect(dialog.getByRole('button', { name: 'Refund $20.00' })).toBeInViewport();
  await page.screenshot({ path: 'test-results/refunds-dialog-375.png' });
  await dialog.getByRole('button', { name: 'Refund $20.00' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('refund-status')).toHaveText("$20.00 is on its way back to Jane D.'s card.");
  await expect(jane.getByTestId('gift-refunded')).toHaveText('$20.00');
  await expect(jane.getByTestId('gift-status')).toHaveText('Partly refunded');

  await page.goto(`/event/${event.id}`);
  await expect(page.getByTestId('amount-raised')).toHaveText('$60');

  // The rest: what is left is the default, the fee goes back with it.
  await page.goto(`/dashboard/donations/${event.id}`);
  await expect(jane.getByTestId('gift-refunded')).toHaveText('$20.00'); // drawn again from the database
  await jane.getByRole('button', { name: 'Refund $52.50 from Jane Doe' }).click();
  await expect(amount).toHaveValue('32.50');
  await expect(preview).toHaveText("Refund $32.50 to Jane D.'s card ending 1111; $30.00 comes off the event's total.");
  await dialog.getByRole('button', { name: 'Refund $32.50' }).click();
  await expect(page.getByTestId('refund-status')).toHaveText("$32.50 is on its way back to Jane D.'s card.");
  await expect(jane.getByTestId('gift-refunded')).toHaveText('$52.50');
  await expect(jane.getByTestId('gift-status')).toHaveText('Refunded');
  await expect(jane.getByRole('button')).toHaveCount(0);

  const refunds = await db.refund.findMany({ where: { donationId: gift.id }, orderBy: { createdAt: 'asc' } });
  expect(refunds.map((refund) => [refund.amountCents, refund.feeCents, refund.status, refund.reason])).toEqual([
    [2000, 0, 'succeeded', 'Gave twice by mistake'],
    [3250, 250, 'succeeded', null],
  ]);
  expect((await db.gatewayTransaction.findUnique({ where: { transactionId } }))!.refundedCents).toBe(5250);

  await page.goto(`/event/${event.id}`);
  await expect(page.getByTestId('amount-raised')).toHaveText('$30');

  // The provider's refusal stays in the dialog, in the server's words; the gift is untouched.
  await page.goto(`/dashboard/donations/${event.id}`);
  const pat = rows.filter({ hasText: 'Pat Refused' });
  await pat.getByRole('button', { name: 'Refund $10.00 from Pat Refused' }).click();
  await expect(preview).toHaveText("Refund $10.00 to the card Pat R. paid with; it comes off the event's total.");
  await dialog.getByRole('button', { name: 'Refund $10.00' }).click();
  await expect(dialog.getByTestId('refund-error')).toHaveText(
    'The payment provider refused the refund (Transaction not found REFID:10). Nothing was given back.',
  );
  await dialog.getByRole('button', { name: 'Keep the gift' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(pat.getByTestId('gift-status')).toHaveText('Paid');

  // The dashboard: refunded beside raised, and the report it offers.
  await page.goto('/dashboard');
  await expect(card.getByText('$30 raised of $1,000')).toBeVisible();
  await expect(card.getByTestId('money-back')).toContainText('$50.00 refunded');
  await expect(page.getByTestId('total-refunded')).toHaveText('$50');
  await expectNoSideways(page);
  await page.screenshot({ path: 'test-results/refunds-dashboard-375.png', fullPage: true });
  const download = page.waitForEvent('download');
  await card.getByRole('link', { name: 'Donations CSV' }).click();
  const csv = Papa.parse<Record<string, string>>(await readFile((await (await download).path())!, 'utf8'), {
    header: true,
    skipEmptyLines: true,
  }).data;
  const janeRow = csv.find((row) => row['First Name'] === 'Jane')!;
  expect(janeRow).toMatchObject({ 'Total Amount': '52.50', Refunded: '52.50', Status: 'Refunded' });
  expect(csv.find((row) => row['First Name'] === 'Omar')).toMatchObject({ Refunded: '0.00', Status: 'Paid' });

  // On a laptop: the same list as a table.
  await page.setViewportSize(LAPTOP);
  await page.goto(`/dashboard/donations/${event.id}`);
  await expect(page.getByRole('columnheader', { name: 'Refunded' })).toBeVisible();
  await page.screenshot({ path: 'test-results/refunds-donations-1280.png', fullPage: true });
});

test('an organizer cancels a registration on a phone and refunds it to the card', async ({
  page,
  context,
  baseURL,
  db,
}) => {
  const organizer = await createOrganizer(db, { name: 'Olivia Organizer' });
  const event = await createEvent(db, {
    creatorId: organizer.id,
    createdAt: longAgo(),
    title: `Cancel Walk ${unique()}`,
  });
  const family = await createSignup(db, {
    eventId: event.id,
    priceCents: 3000,
    participants: [
      { firstName: 'Ann', lastName: 'Main' },
      { firstName: 'Ben', lastName: 'Kid' },
    ],
  });
  const transactionId = await settledSale(db, { amountCents: 6000, cardLast4: '4242' });
  await db.signup.update({ where: { id: family.id }, data: { transactionId, cardLast4: '4242' } });
  await createSignup(db, { eventId: event.id, participants: [{ firstName: 'Cal', lastName: 'Solo' }] });

  await page.setViewportSize(PHONE);
  await signIn(context, baseURL!, organizer);
  await page.goto('/dashboard');
  const card = page.getByTestId('dashboard-event').filter({ hasText: event.title });
  await expect(card.getByTestId('participant-count')).toHaveText('3');
  await card.getByRole('link', { name: 'Participants', exact: true }).click();
  await page.waitForURL(`**/dashboard/participants/${event.id}`);

  const rows = page.getByTestId('registration-row');
  await expect(rows).toHaveCount(2);
  const ann = rows.filter({ hasText: 'Ann Main' });
  await expect(ann).toContainText('Ben Kid');
  await expect(ann).toContainText('$60.00');
  await ann.getByRole('button', { name: 'Cancel the registration of Ann Main' }).click();
  const dialog = page.getByTestId('cancel-dialog');
  const refund = dialog.getByLabel('Refund $60.00 to the card');
  await expect(refund).toBeChecked();
  await expect(dialog.getByTestId('cancel-preview')).toHaveText(
    "Cancel Ann M.'s registration and refund $60.00 to the card ending 4242: 2 participants (5K Run) leave every list, count and capacity.",
  );
  await refund.uncheck();
  await expect(dialog.getByTestId('cancel-preview')).toContainText('without a refund');
  await refund.check();
  await dialog.getByLabel(/Reason/).fill('Family emergency');
  await expectNoSideways(page);
  await page.screenshot({ path: 'test-results/refunds-cancel-dialog-375.png' });
  await dialog.getByRole('button', { name: 'Cancel registration', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('cancel-status')).toHaveText(
    "Ann M.'s registration is cancelled; $60.00 is on its way back.",
  );
  await expect(ann.getByTestId('registration-status')).toContainText('Cancelled');
  await expect(ann.getByTestId('registration-status')).toContainText('Family emergency');
  await expect(ann.getByRole('button')).toHaveCount(0);

  const stored = await db.signup.findUniqueOrThrow({ where: { id: family.id } });
  expect(stored).toMatchObject({ status: 'cancelled', amountRefundedCents: 6000, cancelReason: 'Family emergency' });
  expect((await db.gatewayTransaction.findUnique({ where: { transactionId } }))!.refundedCents).toBe(6000);

  // Drawn again: the cancelled one stays, marked; the dashboard counts one participant.
  await page.reload();
  await expect(rows).toHaveCount(2);
  await expect(ann.getByTestId('registration-status')).toContainText('Cancelled');
  await expect(ann).toContainText('$60.00 refunded');
  await expectNoSideways(page);
  await page.screenshot({ path: 'test-results/refunds-participants-375.png', fullPage: true });
  await page.setViewportSize(LAPTOP);
  await page.screenshot({ path: 'test-results/refunds-participants-1280.png', fullPage: true });
  await page.goto('/dashboard');
  await expect(card.getByTestId('participant-count')).toHaveText('1');
});
