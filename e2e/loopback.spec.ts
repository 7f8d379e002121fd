import type { Page } from '@playwright/test';
import { createEvent, createOrganizer } from '../prisma/seed/factories';
import { expect, test, unique } from './fixtures';

// The site works whichever loopback name it is opened under (CONTRACT §2). The end-to-end server's
// APP_URL is http://127.0.0.1:PORT, so the sandbox gateway's form-url is there too: a page opened at
// http://localhost:PORT posts the card to another origin, as a page does to the real gateway. A
// donation and a paid sign-up, on a phone, under each name: the card post is taken (no 403), the
// policy lets the form go (no violation: the fixture fails the test on one), and the donor and
// the participant come back to the name they started from.

test.use({ viewport: { width: 375, height: 812 } });

const DAY = 24 * 60 * 60 * 1000;
const expiryYear = String(new Date().getFullYear() + 2);

async function enterCard(page: Page) {
  await page.getByLabel('Card number').fill('4111 1111 1111 1111');
  await page.getByLabel('Expiry (MM/YY)').fill(`12/${expiryYear.slice(2)}`);
  await page.getByLabel('Security code').fill('123');
}

for (const hostname of ['localhost', '127.0.0.1']) {
  test(`under http://${hostname}: a donation and a paid sign-up go through the sandbox gateway`, async ({
    page,
    db,
    baseURL,
  }) => {
    const site = new URL(baseURL!);
    site.hostname = hostname;
    const origin = site.origin;
    const organizer = await createOrganizer(db);
    const event = await createEvent(db, {
      creatorId: organizer.id,
      title: `Loopback Run ${unique()}`,
      createdAt: new Date(Date.now() - 400 * DAY),
      disabledFields: ['birthdate', 'emergency', 'gender'],
      categories: { create: [{ name: '5K Run', priceCents: 2000, position: 0 }] },
    });
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 403) refused.push(response.url());
    });

    // A donation of $25, the fee left out.
    const donor = `loopback-donor-${unique()}@example.test`;
    await page.goto(`${origin}/donate?event=${event.id}`);
    await page.getByLabel('Amount (USD)').fill('25');
    await page.getByLabel(/Cover the 5% processing fee/).uncheck();
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    await page.getByLabel('Email').fill(donor);
    await page.getByLabel('Billing street address').fill('1 Main St');
    await page.getByLabel('City').fill('Springfield');
    await page.getByLabel('State').fill('IL');
    await page.getByLabel('ZIP').fill('62701');
    await page.getByTestId('donate-continue').click();
    await expect(page.getByTestId('confirm-total')).toHaveText('$25.00');
    await enterCard(page);
    await page.getByTestId('donate-confirm').click();
    await expect(page.getByTestId('donation-result')).toContainText('Thank you for your donation!');
    expect(page.url()).toBe(`${origin}/afterdonate`);
    expect(await db.donation.count({ where: { email: donor, status: 'succeeded' } })).toBe(1);

    // A paid sign-up of one participant: $20.00.
    const runner = `loopback-runner-${unique()}@example.test`;
    await page.goto(`${origin}/event_signup?event=${event.id}&team_campaign=---General---`);
    await page.getByLabel('Event category').selectOption({ label: '5K Run ($20.00)' });
    await page.getByLabel('Best time').check();
    const card = page.getByTestId('participant-0');
    await card.getByLabel('First name').fill('Sam');
    await card.getByLabel('Last name').fill('Rivera');
    await card.getByLabel('Email').fill(runner);
    await card.getByLabel('Phone').fill('(555) 301-0001');
    await card.getByLabel('Street address').fill('3 Oak Road');
    await card.getByLabel('City').fill('Austin');
    await card.getByLabel('State').selectOption('TX');
    await card.getByLabel('ZIP').fill('73301');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Review and pay' })).toBeVisible();
    await page.getByLabel('Add 5% to cover the processing cost').uncheck();
    await expect(page.getByTestId('signup-total')).toHaveText('$20.00');
    await enterCard(page);
    await page.getByRole('button', { name: 'Pay $20.00' }).click();
    await expect(
      page.getByText('Sign-up successfully completed! An email confirmation has been sent to you.'),
    ).toBeVisible();
    expect(page.url().startsWith(`${origin}/signup_confirmation?`)).toBe(true);
    const signup = await db.signup.findFirstOrThrow({ where: { eventId: event.id }, include: { participants: true } });
    expect(signup).toMatchObject({ method: 'safesave', totalAmountCents: 2000 });
    expect(signup.participants.map((person) => person.email)).toEqual([runner]);
    expect(refused).toEqual([]);
  });
}
