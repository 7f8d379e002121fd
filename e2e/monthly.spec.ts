import type { Page } from '@playwright/test';
import { createEvent, createOrganizer, createTeamCampaign } from '../prisma/seed/factories';
import { signIn } from './auth';
import { expect, test } from './fixtures';

// Monthly giving on a phone, end to end (CONTRACT §6): the donor gives monthly with the approving
// card, the sandbox clock runs a month later, the second receipt arrives with the manage link,
// and on the manage page the donor lowers the amount and cancels.

test.use({ viewport: { width: 375, height: 812 } });

const expiryYear = String(new Date().getFullYear() + 2);
const uniqueEmail = () => `monthly-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.test`;

async function enterCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill(`12/${expiryYear.slice(2)}`);
  await page.getByLabel('Security code').fill('123');
}

test('a donor gives monthly, is charged again a month later, then lowers the gift and cancels it', async ({
  page,
  db,
  request,
}) => {
  const organizer = await createOrganizer(db, { name: 'Monthly Friends' });
  const event = await createEvent(db, { creatorId: organizer.id, title: 'Year-round Swim' });
  await createTeamCampaign(db, { eventId: event.id, creatorId: organizer.id, title: 'Otters' });
  const email = uniqueEmail();
  const mail = async () =>
    (await (await request.get(`/api/dev/emails?to=${encodeURIComponent(email)}`)).json()).emails as Array<{
      subject: string;
      text: string;
    }>;

  await page.goto(`/donate?event=${event.id}`);
  await page.getByTestId('frequency-monthly').click();
  await expect(page.getByTestId('frequency-monthly')).toHaveAttribute('aria-pressed', 'true');
  await page.getByLabel('Amount (USD)').fill('25');
  await page.getByLabel(/Cover the 5% processing fee/).uncheck();
  await expect(page.getByTestId('donation-total')).toHaveText('Total: $25.00 every month');
  await page.getByLabel('First name').fill('Mo');
  await page.getByLabel('Last name').fill('Nthly');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Billing street address').fill('1 Main St');
  await page.getByLabel('City').fill('Springfield');
  await page.getByLabel('State').fill('IL');
  await page.getByLabel('ZIP').fill('62701');
  await page.getByTestId('donate-continue').click();

  // The consent names who charges the card: the organizer, not the event.
  await expect(page.getByTestId('monthly-consent')).toContainText(
    'You authorize Monthly Friends to charge $25.00 every month until you cancel',
  );
  await page.screenshot({ path: 'test-results/monthly-confirm-375.png', fullPage: true });
  await enterCard(page, '4111 1111 1111 1111');
  await page.getByTestId('donate-confirm').click();
  await expect(page.getByTestId('donation-result')).toContainText('Thank you for your donation!');
  await expect(page.getByTestId('manage-plan-link')).toBeVisible();

  const plan = await db.recurringPlan.findFirstOrThrow({ where: { email } });
  expect(plan).toMatchObject({ status: 'active', frequency: 'monthly', amountCents: 2500 });
  expect(await mail()).toHaveLength(1);

  // A month later, on the sandbox clock.
  const run = await request.post('/api/dev/recurring/run', {
    data: { now: new Date(plan.nextChargeDate.getTime() + 3_600_000).toISOString() },
  });
  expect(run.status()).toBe(200);
  expect((await run.json()).charged).toBeGreaterThanOrEqual(1);
  const receipts = (await mail()).filter((message) => message.subject.startsWith('Thank you for your donation'));
  expect(receipts).toHaveLength(2);
  const link = /https?:\/\/\S+\/recurring\/[A-Za-z0-9_-]+/.exec(receipts[0].text)![0];
  expect(await db.donation.count({ where: { planId: plan.id } })).toBe(2);

  await page.goto(new URL(link).pathname);
  await expect(page.getByTestId('manage-plan')).toHaveAttribute('data-status', 'active');
  await expect(page.getByTestId('plan-history').locator('li')).toHaveCount(2);
  await page.getByLabel(/Amount each month/).fill('15');
  await page.getByTestId('plan-save-amount').click();
  await expect(page.getByTestId('plan-amount')).toHaveText('$15.00 monthly');
  await page.screenshot({ path: 'test-results/monthly-manage-375.png', fullPage: true });
  await page.getByTestId('plan-cancel').click();
  await page.getByTestId('plan-cancel-confirm').click();
  await expect(page.getByTestId('manage-plan')).toHaveAttribute('data-status', 'cancelled');
  await expect(page.getByTestId('plan-next')).toHaveText('None');
  expect(await db.recurringPlan.findUniqueOrThrow({ where: { id: plan.id } })).toMatchObject({
    status: 'cancelled',
    amountCents: 1500,
  });
});

test('the organizer sees the monthly recurring total and the plans needing attention; the donor sees the plan on the profile', async ({
  browser,
  db,
  baseURL,
}) => {
  const organizer = await createOrganizer(db, { name: 'Dashboard Monthly' });
  const event = await createEvent(db, { creatorId: organizer.id, title: 'Plans on the dashboard' });
  const donor = await db.user.create({
    data: { email: uniqueEmail(), name: 'Pat Plan', firstName: 'Pat', lastName: 'Plan' } as never,
  });
  const base = {
    targetType: 1,
    eventId: event.id,
    lastName: 'Plan',
    frequency: 'monthly' as const,
    anchorDay: 1,
    periodDate: new Date(Date.UTC(2030, 0, 1)),
    nextChargeDate: new Date(Date.UTC(2030, 0, 1)),
    provider: 'safesave' as const,
    cardLast4: '1111',
  };
  await db.recurringPlan.createMany({
    data: [
      {
        ...base,
        token: `tok-a-${Date.now()}-aaaaaaaaaaaaaaa`,
        firstName: 'Pat',
        email: donor.email!,
        userId: donor.id,
        amountCents: 2500,
        customerId: 'cv-a',
      },
      {
        ...base,
        token: `tok-b-${Date.now()}-bbbbbbbbbbbbbbb`,
        firstName: 'Quinn',
        email: 'quinn@example.test',
        amountCents: 1200,
        frequency: 'yearly',
        customerId: 'cv-b',
      },
      {
        ...base,
        token: `tok-c-${Date.now()}-ccccccccccccccc`,
        firstName: 'Rae',
        email: 'rae@example.test',
        amountCents: 4000,
        status: 'needs_card',
        lastDeclineCode: '261',
        customerId: 'cv-c',
      },
    ],
  });

  const organizerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await signIn(organizerContext, baseURL!, organizer);
  const page = await organizerContext.newPage();
  await page.goto('/dashboard');
  const summary = page.getByTestId('recurring-summary');
  await expect(summary).toContainText('Plans on the dashboard');
  // $25.00 a month and $12.00 a year ($1.00 a month); the plan needing a card is not counted.
  await expect(summary.getByTestId('monthly-recurring')).toHaveText('$26.00 a month');
  await expect(summary).toContainText('2 active · 1 need a card');
  await expect(summary.getByRole('list', { name: 'Plans that need attention' })).toContainText('Rae Plan');
  await expect(summary).toContainText('declined: stop all recurring payments');
  await summary.screenshot({ path: 'test-results/monthly-dashboard-1280.png' });
  await organizerContext.close();

  const donorContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
  await signIn(donorContext, baseURL!, donor);
  const profile = await donorContext.newPage();
  await profile.goto('/profile');
  await expect(profile.getByTestId('donor-plans')).toContainText('Plans on the dashboard');
  await expect(profile.getByTestId('donor-plans')).toContainText('$25.00 monthly');
  await donorContext.close();
});

test('a one-time gift of $60 is offered as $20 a month on the confirm step; accepting makes it monthly instead', async ({
  page,
  db,
}) => {
  const organizer = await createOrganizer(db, { name: 'Prompt Monthly' });
  const event = await createEvent(db, { creatorId: organizer.id, title: 'Make it monthly' });
  await page.goto(`/donate?event=${event.id}`);
  await page.getByLabel('Amount (USD)').fill('60');
  await page.getByLabel(/Cover the 5% processing fee/).uncheck();
  await page.getByLabel('First name').fill('Una');
  await page.getByLabel('Last name').fill('Once');
  await page.getByLabel('Email').fill(uniqueEmail());
  await page.getByLabel('Billing street address').fill('1 Main St');
  await page.getByLabel('City').fill('Springfield');
  await page.getByLabel('State').fill('IL');
  await page.getByLabel('ZIP').fill('62701');
  await page.getByTestId('donate-continue').click();
  await expect(page.getByTestId('monthly-consent')).toHaveCount(0);
  await page.getByRole('button', { name: 'Make it $20.00/month instead' }).click();
  await expect(page.getByTestId('monthly-consent')).toContainText('to charge $20.00 every month until you cancel');
  await expect(page.getByTestId('confirm-total')).toHaveText('$20.00');
  await expect(page.getByTestId('make-it-monthly')).toHaveCount(0);
});

test('an event that offers weekly gifts and starts on them: the switch, the total and the consent say every week', async ({
  page,
  db,
}) => {
  const organizer = await createOrganizer(db, { name: 'Weekly Friends' });
  const event = await createEvent(db, {
    creatorId: organizer.id,
    title: 'Week by Week',
    givingFrequencies: ['once', 'weekly', 'yearly'],
    defaultGivingFrequency: 'weekly',
  });
  await page.goto(`/donate?event=${event.id}`);
  const choices = page.getByRole('group', { name: 'How often' }).getByRole('button');
  await expect(choices).toHaveText(['One-time', 'Weekly', 'Yearly']);
  await expect(page.getByTestId('frequency-weekly')).toHaveAttribute('aria-pressed', 'true');
  await page.getByLabel('Amount (USD)').fill('10');
  await page.getByLabel(/Cover the 5% processing fee/).uncheck();
  await expect(page.getByTestId('donation-total')).toHaveText('Total: $10.00 every week');
  await page.getByTestId('frequency-yearly').click();
  await expect(page.getByTestId('donation-total')).toHaveText('Total: $10.00 every year');
  await page.getByTestId('frequency-once').click();
  await expect(page.getByTestId('donation-total')).toHaveText('Total: $10.00');
  await page.getByTestId('frequency-weekly').click();
  await page.getByLabel('First name').fill('Wes');
  await page.getByLabel('Last name').fill('Kly');
  await page.getByLabel('Email').fill(uniqueEmail());
  await page.getByLabel('Billing street address').fill('1 Main St');
  await page.getByLabel('City').fill('Springfield');
  await page.getByLabel('State').fill('IL');
  await page.getByLabel('ZIP').fill('62701');
  await page.getByTestId('donate-continue').click();
  await expect(page.getByTestId('monthly-consent')).toContainText('to charge $10.00 every week until you cancel');
  await page.screenshot({ path: 'test-results/weekly-confirm-375.png', fullPage: true });
});
