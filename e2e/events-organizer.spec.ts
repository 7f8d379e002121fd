import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { createOrganizer, createUser } from '../prisma/seed/factories';
import { signIn } from './auth';
import { expect, test, unique } from './fixtures';

// The organizer side of events and fundraisers, in the browser: create with a picture, a
// category and a promo code; the public pages show it; nobody else can edit it; delete with
// the two confirmations; a fundraiser from its form to its page.

async function logInThroughForm(page: Page, email: string, password: string, redirect: string) {
  await page.goto(`/login?redirect=${encodeURIComponent(redirect)}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(`**${redirect}`);
}

/** A datetime-local value `days` from now. */
function wallTime(days: number) {
  const date = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T09:30`;
}

test('an Organizer creates an event, others cannot edit it, and the creator deletes it', async ({
  page,
  db,
  browser,
  baseURL,
}) => {
  const password = 'Organizer1';
  const organizer = await createOrganizer(db, { email: `organizer-${unique()}@example.test`, password });
  const title = `Harbor Swim ${unique()}`;

  // The form is behind the login, which brings the organizer back to it.
  await page.goto('/create_event');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fcreate_event/);
  await logInThroughForm(page, organizer.email, password, '/create_event');
  await expect(page.getByRole('heading', { name: 'Create an event' })).toBeVisible();

  // Validation on blur and on submit, with the spec's messages (removing the starter category
  // row first also shows the form is interactive).
  await expect(async () => {
    await page.getByRole('button', { name: 'Remove category 1' }).click();
    await expect(page.getByLabel('Category 1 name')).toHaveCount(0, { timeout: 1000 });
  }).toPass();
  await page.getByLabel('Title', { exact: true }).click();
  await page.keyboard.press('Tab');
  await expect(page.locator('#field-title-error')).toHaveText('required');
  await page.getByRole('button', { name: 'Create event' }).click();
  await expect(page.getByText('Please add at least one event category and its price')).toBeVisible();

  await page.getByLabel('Title', { exact: true }).fill(title);
  await expect(page.locator('#field-title-error')).toHaveCount(0);
  await page.getByLabel('Date and time').fill(wallTime(30));
  await page.getByLabel('Location', { exact: true }).fill('Pier 4, Boston, MA');
  await page.getByLabel('Main description').fill('One mile across the harbor, for clean water.');
  await page.getByLabel('Fundraising goal').fill('12000');

  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#0b6464' } })
    .png()
    .toBuffer();
  await page
    .getByLabel('Gallery', { exact: true })
    .setInputFiles({ name: 'swim.png', mimeType: 'image/png', buffer: png });
  await page.getByRole('button', { name: '+ Add a category' }).click();
  await page.getByLabel('Category 1 name').fill('Swimmer');
  await page.getByLabel('Category 1 price').fill('45');
  await page.getByRole('button', { name: '+ Add a promo code' }).click();
  await page.getByLabel('Code (promo code 1)').pressSequentially('early5');
  await expect(page.getByLabel('Code (promo code 1)')).toHaveValue('EARLY5');
  await expect(page.getByLabel('Expires (promo code 1)')).not.toHaveValue('');
  await page.getByLabel('Value (promo code 1)').fill('5');
  await page.getByLabel('Hide the time on the page').check();

  // The test email of the donation template goes to the organizer's outbox.
  await page.getByLabel('Donation confirmation email').fill('# Thank you, {{firstName}}!\n\n<script>alert(1)</script>');
  await page.getByRole('button', { name: 'Send test email' }).first().click();
  await expect(page.getByText('Test email sent to your address.')).toBeVisible();
  const [testMail] = await db.emailOutbox.findMany({ where: { to: organizer.email } });
  expect(testMail.html).toContain('Thank you, Dana!');
  expect(testMail.html).not.toContain('<script');

  // Create waits for the upload, then opens the event page.
  await page.getByRole('button', { name: 'Create event' }).click();
  await page.waitForURL(/\/event\/[^/?]+$/);
  const eventId = new URL(page.url()).pathname.split('/').pop()!;
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId('edit-event')).toBeVisible();
  await expect(page.getByTestId('event-date')).toBeVisible();
  await expect(page.getByTestId('event-time')).toHaveCount(0);

  const stored = await db.event.findUniqueOrThrow({
    where: { id: eventId },
    include: { categories: true, promoCodes: true },
  });
  expect(stored).toMatchObject({ title, creatorId: organizer.id, targetFundCents: 1_200_000, hiddenViews: ['time'] });
  expect(stored.pictures).toHaveLength(1);
  expect(stored.pictures[0]).toMatch(/^\/uploads\/gallery\//);
  expect(stored.categories.map(({ name, priceCents }) => ({ name, priceCents }))).toEqual([
    { name: 'Swimmer', priceCents: 4500 },
  ]);
  expect(stored.promoCodes.map(({ code, value }) => ({ code, value }))).toEqual([{ code: 'EARLY5', value: 500 }]);
  const promo = await page.request.post('/api/event/checkpromocode', { data: { promoCode: 'early5', eventId } });
  expect(await promo.json()).toEqual({
    success: true,
    promoInfo: { code: 'EARLY5', promoType: 'perItemPriceCut', value: 5 },
  });

  await page.goto('/event_list');
  await expect(page.getByTestId('event-card').filter({ hasText: title })).toBeVisible();

  // Someone else: no Edit button, the edit form sends them to the event page, the call says 403.
  const other = await createUser(db, { email: `other-${unique()}@example.test` });
  const otherContext = await browser.newContext();
  await signIn(otherContext, baseURL!, other);
  const otherPage = await otherContext.newPage();
  let sessionAnswers = 0;
  const ownerAsked = otherPage.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/session' && ++sessionAnswers === 2,
  );
  await otherPage.goto(`/event/${eventId}`);
  await expect(otherPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // The owner bar asks who this visitor is; not the creator, so it shows nothing.
  expect((await (await ownerAsked).json()).user._id).toBe(other.id);
  await expect(otherPage.getByTestId('edit-event')).toHaveCount(0);
  await otherPage.goto(`/create_event/${eventId}`);
  await expect(otherPage).toHaveURL(new RegExp(`/event/${eventId}$`));
  const hijack = await otherPage.request.post('/api/upsert_event', {
    data: { id: eventId, event: { title: 'Mine now' } },
  });
  expect(hijack.status()).toBe(403);
  await otherContext.close();
  expect((await db.event.findUniqueOrThrow({ where: { id: eventId } })).title).toBe(title);

  // The creator edits it: the form holds what was saved.
  await page.goto(`/create_event/${eventId}`);
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);
  await expect(page.getByLabel('Category 1 name')).toHaveValue('Swimmer');
  await expect(page.getByLabel('Code (promo code 1)')).toHaveValue('EARLY5');
  await expect(page.getByRole('img', { name: 'Gallery 1 of 1' })).toBeVisible();
  // The page offers the event's CSV reports above the form.
  await expect(page.locator('a[href*="/api/report/"]')).toHaveCount(2);
  await expect(page.getByRole('link', { name: 'Donations CSV' })).toHaveAttribute(
    'href',
    `/api/report/donations?event=${eventId}`,
  );

  // A saved event's test email goes to its creator's own address too: the form offers no other.
  await expect(page.getByLabel('Send a test to')).toHaveCount(0);
  await page.getByRole('button', { name: 'Send test email' }).first().click();
  await expect(page.getByText('Test email sent to your address.').first()).toBeVisible();
  expect(await db.emailOutbox.count({ where: { to: organizer.email } })).toBe(2);
  const relay = await page.request.put('/api/send_test_email_donation', {
    data: { markdown: '[Log in](https://evil.example)', email: `victim-${unique()}@example.test`, eventId },
  });
  expect(relay.status()).toBe(403);

  // Delete: cancelling the second confirmation keeps the event; accepting both deletes it.
  const dialogs: string[] = [];
  let answers = [true, false];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void (answers.shift() ? dialog.accept() : dialog.dismiss());
  });
  await page.getByRole('button', { name: 'Delete event' }).click();
  await expect.poll(() => dialogs.length).toBe(2);
  expect(await db.event.count({ where: { id: eventId } })).toBe(1);
  answers = [true, true];
  await page.getByRole('button', { name: 'Delete event' }).click();
  await page.waitForURL('**/event_list');
  expect(dialogs).toEqual([
    'Do you really want to delete this event?',
    'Really??',
    'Do you really want to delete this event?',
    'Really??',
  ]);
  expect(await db.event.count({ where: { id: eventId } })).toBe(0);
});

test('a General user is told how to become an Organizer', async ({ page, db, context, baseURL }) => {
  await signIn(context, baseURL!, await createUser(db));
  await page.goto('/create_event');
  await expect(page.getByRole('heading', { name: 'Creating events is for Organizers' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Become an Organizer' })).toHaveAttribute('href', '/edit_profile');
  const refused = await page.request.post('/api/create_event', { data: {} });
  expect(refused.status()).toBe(403);
});

test('an Organizer creates a fundraiser and lands on its page, then edits it', async ({
  page,
  db,
  context,
  baseURL,
}) => {
  const organizer = await createOrganizer(db);
  await signIn(context, baseURL!, organizer);
  const name = `Warm Coats ${unique()}`;

  await page.goto('/create_fundraiser');
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Description', { exact: true }).fill('A warm coat for every child this winter.');
  await page.getByLabel('Fundraising goal').fill('5000');
  await page.getByRole('button', { name: '+ Add a video' }).click();
  await page.getByLabel('Video 1 URL').fill('not a video');
  await page.getByRole('button', { name: 'Create fundraiser' }).click();
  await expect(page.locator('#field-videos-0-error')).toHaveText('Not a valid URL');
  await page.getByLabel('Video 1 URL').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await page.getByRole('button', { name: 'Create fundraiser' }).click();

  await page.waitForURL(/\/fundraiser\?fundraiser-id=/);
  const id = new URL(page.url()).searchParams.get('fundraiser-id')!;
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  expect(await db.event.findUniqueOrThrow({ where: { id } })).toMatchObject({
    eventType: 'fundraiserDriven',
    title: name,
    targetFundCents: 500_000,
    videos: ['https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
  });

  await page.goto(`/edit_fundraiser/${id}`);
  await page.getByLabel('Name', { exact: true }).fill(`${name} 2026`);
  await page.getByRole('button', { name: 'Update fundraiser' }).click();
  await page.waitForURL(/\/fundraiser\?fundraiser-id=/);
  await expect(page.getByRole('heading', { level: 1, name: `${name} 2026` })).toBeVisible();
});
