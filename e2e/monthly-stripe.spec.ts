import type { Db } from '../prisma/client';
import { createEvent, createOrganizer } from '../prisma/seed/factories';
import { expect, expectNoHorizontalScroll, test, unique } from './fixtures';
import { useStripeJs } from './stripe-js';

// A monthly plan paid through Stripe, on its manage page, on a phone (CONTRACT §6): the donor
// changes the card through Stripe's Payment Element (a SetupIntent for the plan's customer,
// confirmed by Stripe.js, then /card/complete), and a plan whose bank asked to confirm an
// installment is confirmed on the same page, through the bank's page and back, and charged.
// Stripe.js is played by e2e/stripe-js.ts against the local Stripe stand-in the server uses.

test.use({ viewport: { width: 375, height: 812 } });

async function stripePlan(db: Db, overrides: Record<string, unknown> = {}) {
  const organizer = await createOrganizer(db, { name: 'Card Friends' });
  const event = await createEvent(db, { creatorId: organizer.id, title: 'Card Swim', paymentProvider: 'stripe' });
  const due = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), 1));
  return db.recurringPlan.create({
    data: {
      token: `stripe-plan-${unique()}-aaaaaaaaaaaa`,
      targetType: 1,
      eventId: event.id,
      firstName: 'Sam',
      lastName: 'Stripe',
      email: `stripe-plan-${unique()}@example.test`,
      amountCents: 2500,
      frequency: 'monthly',
      anchorDay: 1,
      periodDate: due,
      nextChargeDate: due,
      provider: 'stripe',
      customerId: `cus_e2e${unique()}`,
      paymentMethodId: 'pm_card_visa',
      cardBrand: 'visa',
      cardLast4: '4242',
      cardExp: '1234',
      ...overrides,
    },
  });
}

test("a Stripe plan's donor changes the card with Stripe's form: a declined card says so, a good one is kept", async ({
  page,
  db,
}) => {
  const plan = await stripePlan(db);
  const calls = await useStripeJs(page);
  await page.goto(`/recurring/${plan.token}`);
  await expect(page.getByTestId('manage-plan')).toHaveAttribute('data-status', 'active');
  await page.screenshot({ path: 'test-results/monthly-stripe-manage-375.png', fullPage: true });

  await page.getByTestId('plan-update-card').click();
  // The form opens below the buttons, brought into view with the focus on its heading.
  await expect(page.getByRole('heading', { name: 'New card' })).toBeFocused();
  await expect(page.getByText('nothing is charged now')).toBeVisible();
  const card = page.getByLabel('Card number');
  await expect(card).toBeVisible();
  await page.screenshot({ path: 'test-results/monthly-stripe-card-375.png', fullPage: true });
  await expectNoHorizontalScroll(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: 'test-results/monthly-stripe-card-1280.png', fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });

  // Nothing typed: Stripe's own words, nothing sent.
  await page.getByTestId('card-confirm').click();
  await expect(page.getByText('Your card number is incomplete.')).toBeVisible();
  expect(calls).toEqual([]);

  await card.fill('4000 0000 0000 0002');
  await page.getByTestId('card-confirm').click();
  await expect(page.getByTestId('manage-plan').getByRole('alert')).toContainText('Your card was declined.');
  await expect(page.getByTestId('manage-plan').getByRole('alert')).toContainText('The card could not be saved');
  expect((await db.recurringPlan.findUniqueOrThrow({ where: { id: plan.id } })).paymentMethodId).toBe('pm_card_visa');

  await card.fill('5555 5555 5555 4444');
  await page.getByTestId('card-confirm').click();
  await expect(
    page.getByTestId('manage-plan').getByRole('status').filter({ hasText: 'Your card is updated.' }),
  ).toBeVisible();
  await expect(page.getByText('•••• 4444, expires 12/34')).toBeVisible();
  await expect(page.getByLabel('Card number')).toHaveCount(0);

  // Stripe.js confirmed the plan's SetupIntent with the publishable key and its client secret only.
  expect(calls.map((call) => call.path)).toEqual([
    expect.stringMatching(/^\/v1\/setup_intents\/seti_[^/]+\/confirm$/),
    expect.stringMatching(/^\/v1\/setup_intents\/seti_[^/]+\/confirm$/),
  ]);
  expect(calls[1].body.get('key')).toBe('pk_test_e2e');
  expect(calls[1].body.get('client_secret')).toMatch(/^seti_.+_secret_/);
  const after = await db.recurringPlan.findUniqueOrThrow({ where: { id: plan.id } });
  expect(after).toMatchObject({ status: 'active', cardBrand: 'mastercard', cardLast4: '4444' });
  expect(after.paymentMethodId).toMatch(/^pm_/);
  expect(after.paymentMethodId).not.toBe('pm_card_visa');
  // An active plan missed nothing: nothing is charged.
  expect(await db.donation.count({ where: { planId: plan.id } })).toBe(0);
});

test('a payment the bank wants confirmed: the donor confirms it on the manage page, through the bank and back, and the gift is charged', async ({
  page,
  db,
}) => {
  const plan = await stripePlan(db, { status: 'needs_card', lastDeclineCode: 'authentication_required' });
  await useStripeJs(page);
  let returnUrl = '';
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && frame.url().includes('setup_intent=')) returnUrl = frame.url();
  });
  // The "Confirm your payment" email's link.
  await page.goto(`/recurring/${plan.token}?confirm=1`);
  await expect(page.getByText('Your bank asks you to confirm your $25.00 gift')).toBeVisible();
  await expect(page.getByTestId('plan-status')).toHaveText('Waiting for you to confirm a payment');
  await expect(page.getByTestId('plan-update-card')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/monthly-stripe-confirm-375.png', fullPage: true });

  await page.getByTestId('plan-confirm-payment').click();
  await expect(page.getByRole('heading', { name: 'Confirm your payment' })).toBeVisible();
  await page.getByLabel('Card number').fill('4000 0025 0000 3155');
  await page.getByTestId('card-confirm').click();

  // Back from the bank's page: the address carries setup_intent, and the page finishes.
  await expect(page.getByText('Thank you: your payment is confirmed and your $25.00 gift is charged.')).toBeVisible();
  expect(new URL(page.url()).search).toBe('');
  await expect(page.getByTestId('manage-plan')).toHaveAttribute('data-status', 'active');
  await expect(page.getByTestId('plan-history')).toContainText('Paid');
  await expect(page.getByText('Your bank asks you to confirm')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/monthly-stripe-confirmed-375.png', fullPage: true });

  const donations = await db.donation.findMany({ where: { planId: plan.id } });
  expect(donations.map((donation) => [donation.method, donation.totalAmountCents, donation.status])).toEqual([
    ['stripe', 2500, 'succeeded'],
  ]);
  const after = await db.recurringPlan.findUniqueOrThrow({ where: { id: plan.id } });
  expect(after.status).toBe('active');
  expect(after.periodDate.getTime()).toBeGreaterThan(plan.periodDate.getTime());

  // The bank's return address opened again (history, a bookmark) keeps the card, charges nothing more.
  expect(returnUrl).toContain('redirect_status=succeeded');
  await page.goto(returnUrl);
  await expect(
    page.getByTestId('manage-plan').getByRole('status').filter({ hasText: 'Your card is updated.' }),
  ).toBeVisible();
  expect(await db.donation.count({ where: { planId: plan.id } })).toBe(1);
  // A SetupIntent that is not this plan's is refused in words.
  await page.goto(`/recurring/${plan.token}?setup_intent=seti_unknown&redirect_status=succeeded`);
  await expect(page.getByTestId('manage-plan').getByRole('alert')).toContainText('The card could not be saved');
  expect(await db.donation.count({ where: { planId: plan.id } })).toBe(1);
});
