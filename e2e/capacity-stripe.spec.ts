import type { Page } from '@playwright/test';
import { createEvent, createOrganizer } from '../prisma/seed/factories';
import { expect, expectNoHorizontalScroll, test, unique } from './fixtures';
import { stripeIntent, useStripeJs } from './stripe-js';

// The last place of a category paid through Stripe, at phone width (CONTRACT §7): the card is only
// authorized (capture_method manual) and the server captures it once it has claimed the place.
// A family that started paying while the place was free, whose hold then ran out, opens its card
// form; another family takes the place and pays (captured: the money is received); the first
// then confirms its card and hears 'Sorry, 5K Run is sold out.' back on the category, its
// authorization released (the intent canceled, nothing received). Stripe.js is played by
// e2e/stripe-js.ts against the local Stripe stand-in the server uses.

test.use({ viewport: { width: 375, height: 812 } });

/** Section 0 filled for one person in 5K Run, then section 1 without the fee: Continue to payment, the card form open. */
async function openCardForm(page: Page, first: string): Promise<string> {
  await page.getByLabel('Event category').selectOption({ label: '5K Run ($35.00): 1 place left' });
  await page.getByLabel('For fun').check();
  const card = page.getByTestId('participant-0');
  await card.getByLabel('First name').fill(first);
  await card.getByLabel('Last name').fill('Rivera');
  await card.getByLabel('Email').fill(`${first.toLowerCase()}-${unique()}@example.test`);
  await card.getByLabel('Phone').fill('(555) 301-0001');
  await card.getByLabel('Street address').fill('3 Oak Road');
  await card.getByLabel('City').fill('Austin');
  await card.getByLabel('State').selectOption('TX');
  await card.getByLabel('ZIP').fill('73301');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Review and pay' })).toBeVisible();
  await page.getByLabel('Add 5% to cover the processing cost').uncheck();
  const intent = page.waitForResponse(
    (response) => response.url().endsWith('/api/stripe/get_intent') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  const answer = await intent;
  expect(answer.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Confirm and pay $35.00' })).toBeVisible();
  await expect(page.getByLabel('Card number')).toBeVisible();
  return ((await answer.json()) as { paymentIntentId: string }).paymentIntentId;
}

test('the last place through Stripe: authorized, captured once the place is claimed; a payer whose hold ran out is refused with the card released', async ({
  page,
  browser,
  db,
}) => {
  // Two families through two sign-up forms and Stripe's card form each: about a minute on a cold server.
  test.setTimeout(120_000);
  const organizer = await createOrganizer(db);
  const event = await createEvent(db, {
    creatorId: organizer.id,
    title: `Harbor Card Dash ${unique()}`,
    paymentProvider: 'stripe',
    waiver: null,
    tshirtSizes: [],
    disabledFields: ['birthdate', 'emergency', 'gender', 'shirtSize'],
    categories: {
      create: [
        { name: '5K Run', priceCents: 3500, position: 0, capacity: 1 },
        { name: '10K Run', priceCents: 4500, position: 1 },
      ],
    },
  });
  const signupUrl = `/event_signup?event=${event.id}&team_campaign=---General---`;

  // A family starts paying while the place is free: its intent holds the place...
  const lateContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const late = await lateContext.newPage();
  await useStripeJs(late);
  await late.goto(signupUrl);
  const lateIntent = await openCardForm(late, 'Lee');
  expect(await stripeIntent(lateIntent)).toMatchObject({ capture_method: 'manual', status: 'requires_payment_method' });
  // ...until it dawdles past the hold (15 minutes): the place is free again.
  await db.paymentAttempt.updateMany({
    where: { eventId: event.id },
    data: { placesHeldUntil: new Date(Date.now() - 1000) },
  });

  // Another family takes the last place.
  const calls = await useStripeJs(page);
  await page.goto(signupUrl);
  await expect(page.getByText('5K Run: 1 place left')).toBeVisible();
  const intent = await openCardForm(page, 'Sam');
  await page.getByLabel('Card number').scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/capacity-stripe-payment-375.png', fullPage: true });
  await expectNoHorizontalScroll(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: 'test-results/capacity-stripe-payment-1280.png', fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });

  // A declined card says so and may be replaced; nothing is held.
  await page.getByLabel('Card number').fill('4000 0000 0000 0002');
  await page.getByRole('button', { name: 'Pay $35.00' }).click();
  await expect(page.getByTestId('signup-payment').getByRole('alert').first()).toContainText('Your card was declined.');
  expect(await stripeIntent(intent)).toMatchObject({ status: 'requires_payment_method', amount_capturable: 0 });

  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay $35.00' }).click();
  await expect(page).toHaveURL(/\/signup_confirmation\?event=.+&transaction_id=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Signup Confirmation' })).toBeVisible();
  // Stripe.js confirmed with the publishable key and the client secret only; the server captured.
  expect(calls.map((call) => call.path)).toEqual([
    `/v1/payment_intents/${intent}/confirm`,
    `/v1/payment_intents/${intent}/confirm`,
  ]);
  expect(calls[1].body.get('key')).toBe('pk_test_e2e');
  expect(calls[1].body.get('client_secret')).toMatch(new RegExp(`^${intent}_secret_`));
  expect(await stripeIntent(intent)).toMatchObject({
    capture_method: 'manual',
    status: 'succeeded',
    amount_received: 3500,
    amount_capturable: 0,
  });

  // The family whose hold ran out confirms its card: refused, back at the category, nothing charged.
  await late.getByLabel('Card number').fill('4242 4242 4242 4242');
  await late.getByRole('button', { name: 'Pay $35.00' }).click();
  await expect(late.getByRole('heading', { name: 'Who is signing up' })).toBeVisible();
  await expect(late.getByTestId('signup-alerts')).toContainText('Sorry, 5K Run is sold out.');
  await expect(late.getByLabel('Event category')).toHaveAccessibleDescription(/Sorry, 5K Run is sold out\./);
  await expect(late.getByRole('option', { name: '5K Run ($35.00): Sold out' })).toBeDisabled();
  await expect(late.getByTestId('participant-0').getByLabel('First name')).toHaveValue('Lee');
  await expect(late).toHaveURL(/\/event_signup\?/);
  await late.screenshot({ path: 'test-results/capacity-stripe-sold-out-375.png', fullPage: true });
  await expectNoHorizontalScroll(late);
  await lateContext.close();
  // The authorization is released: canceled, never captured.
  expect(await stripeIntent(lateIntent)).toMatchObject({
    status: 'canceled',
    amount_received: 0,
    amount_capturable: 0,
  });

  const signups = await db.signup.findMany({ where: { eventId: event.id }, include: { participants: true } });
  expect(
    signups.map((signup) => [signup.transactionId, signup.participants.map((person) => person.firstName)]),
  ).toEqual([[intent, ['Sam']]]);
  expect(await db.paymentAttempt.findFirstOrThrow({ where: { reference: lateIntent } })).toMatchObject({
    status: 'failed',
    resultCode: 'places_gone',
  });
});
