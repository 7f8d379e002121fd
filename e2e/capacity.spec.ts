import type { Page } from '@playwright/test';
import { createEvent, createOrganizer } from '../prisma/seed/factories';
import { signIn } from './auth';
import { expect, test, unique } from './fixtures';

// Capacity per category at phone width (CONTRACT §7): a category with one place left says so;
// one family pays for it through the sandbox hosted gateway; the signup page then shows the
// category as sold out and it cannot be chosen; a second visitor whose page was opened before
// (the category still selectable there) is refused before any charge with 'Sorry, 5K Run is
// sold out.' and taken back to the category; the organizer's dashboard shows the category sold out,
// and the event form shows its capacity.

const DAY = 24 * 60 * 60 * 1000;
const expiryYear = String(new Date().getFullYear() + 2);

test.use({ viewport: { width: 375, height: 812 } });

async function fillSection0(page: Page, first: string) {
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
  await page.getByLabel('Card number').fill('4111 1111 1111 1111');
  await page.getByLabel('Expiry (MM/YY)').fill(`12/${expiryYear.slice(2)}`);
  await page.getByLabel('Security code').fill('123');
}

test('the last place of a category: one family takes it, the page then shows it sold out, a late payer is refused before any charge', async ({
  page,
  browser,
  baseURL,
  db,
}) => {
  const organizer = await createOrganizer(db);
  const title = `Harbor Dash ${unique()}`;
  const event = await createEvent(db, {
    creatorId: organizer.id,
    title,
    createdAt: new Date(Date.now() - 400 * DAY),
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

  // A second visitor opens the page while the place is still free.
  const lateContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const late = await lateContext.newPage();
  await late.goto(signupUrl);

  await page.goto(signupUrl);
  await expect(page.getByText('5K Run: 1 place left')).toBeVisible();
  await page.screenshot({ path: 'test-results/capacity-one-left-375.png', fullPage: true });
  await fillSection0(page, 'Sam');
  await page.getByRole('button', { name: 'Pay $35.00' }).click();
  await expect(page).toHaveURL(/\/signup_confirmation\?event=.+&transaction_id=\d{10}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Signup Confirmation' })).toBeVisible();

  // The signup page now shows the category sold out, and it cannot be chosen.
  await page.goto(signupUrl);
  await expect(page.getByText('5K Run: Sold out')).toBeVisible();
  const soldOut = page.getByRole('option', { name: '5K Run ($35.00): Sold out' });
  await expect(soldOut).toBeDisabled();
  await expect(page.getByRole('option', { name: '10K Run ($45.00)' })).toBeEnabled();
  await page.screenshot({ path: 'test-results/capacity-sold-out-375.png', fullPage: true });

  // The visitor whose page still offered the place: refused at Pay, inline, with nothing charged.
  await fillSection0(late, 'Lee');
  await late.getByRole('button', { name: 'Pay $35.00' }).click();
  // Back at the category, which says so, and the page's places read again (everything typed kept).
  await expect(late.getByRole('heading', { name: 'Who is signing up' })).toBeVisible();
  await expect(late.getByTestId('signup-alerts')).toContainText('Sorry, 5K Run is sold out.');
  await expect(late.getByLabel('Event category')).toHaveAccessibleDescription(/Sorry, 5K Run is sold out\./);
  await expect(late.getByRole('option', { name: '5K Run ($35.00): Sold out' })).toBeDisabled();
  await expect(late.getByTestId('participant-0').getByLabel('First name')).toHaveValue('Lee');
  await expect(late).toHaveURL(/\/event_signup\?/);
  await late.screenshot({ path: 'test-results/capacity-refused-375.png', fullPage: true });
  await lateContext.close();
  const signups = await db.signup.findMany({ where: { eventId: event.id }, include: { participants: true } });
  expect(signups).toHaveLength(1);
  expect(signups[0].participants.map((person) => person.firstName)).toEqual(['Sam']);
  expect(await db.paymentAttempt.count({ where: { eventId: event.id } })).toBe(1);

  // The organizer's dashboard: registered and places left per category.
  await signIn(page.context(), baseURL!, organizer);
  await page.goto('/dashboard');
  const card = page.getByTestId('dashboard-event').filter({ hasText: title });
  const rows = card.getByTestId('category-row');
  await expect(rows.filter({ hasText: '5K Run' })).toContainText('Sold out');
  await expect(rows.filter({ hasText: '5K Run' }).getByRole('cell').first()).toHaveText('1');
  await expect(rows.filter({ hasText: '10K Run' })).toContainText('No limit');
  await card.getByTestId('category-places').scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/capacity-dashboard-375.png', fullPage: true });

  // The event form shows each category's capacity (empty: no limit).
  await page.goto(`/create_event/${event.id}`);
  await expect(page.getByLabel('Category 1 capacity')).toHaveValue('1');
  await expect(page.getByLabel('Category 2 capacity')).toHaveValue('');
  await page.getByLabel('Category 1 capacity').scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/capacity-event-form-375.png' });
});
