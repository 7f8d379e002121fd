import { createEvent, createOrganizer, createTeamCampaign } from '../prisma/seed/factories';
import { USER_UPDATED } from '../lib/rules/messages';
import { signIn } from './auth';
import { expect, test, unique } from './fixtures';

// The edit forms show what is saved before their JavaScript runs (components/forms/rendered-defaults.ts):
// on a slow phone the page is readable, and text typed before hydration is kept, not replaced.
// With JavaScript off, the fields hold exactly what the server rendered.

test('the profile, event and campaign edit forms render their saved values into the page', async ({
  browser,
  baseURL,
  db,
}) => {
  const id = unique();
  const organizer = await createOrganizer(db, { name: `Pat ${id}`, email: `pat-${id}@example.test` });
  const event = await createEvent(db, {
    creatorId: organizer.id,
    title: `Harbor Swim ${id}`,
    targetFundCents: 1_234_500,
  });
  const team = await createTeamCampaign(db, {
    eventId: event.id,
    creatorId: organizer.id,
    title: `Dock Dashers ${id}`,
    targetFundCents: 75_000,
  });

  const context = await browser.newContext({ javaScriptEnabled: false });
  await signIn(context, baseURL!, organizer);
  const page = await context.newPage();

  await page.goto('/edit_profile');
  await expect(page.getByLabel('Display name')).toHaveValue(`Pat ${id}`);
  await expect(page.getByLabel('Email')).toHaveValue(`pat-${id}@example.test`);

  await page.goto(`/create_event/${event.id}`);
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(`Harbor Swim ${id}`);

  await page.goto(`/edit_teamcampaign/${team.id}`);
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(`Dock Dashers ${id}`);
  await expect(page.getByLabel('Fundraising Goal')).toHaveValue('750');
  await context.close();
});

test('after hydration the profile form holds the saved values once, and saves what is typed', async ({
  page,
  context,
  baseURL,
  db,
}) => {
  const id = unique();
  const user = await createOrganizer(db, { name: `Robin ${id}`, email: `robin-${id}@example.test` });
  await signIn(context, baseURL!, user);
  await page.goto('/edit_profile');
  await expect(page.getByRole('button', { name: 'Save' })).toBeEnabled();
  await expect(page.getByLabel('Display name')).toHaveValue(`Robin ${id}`);
  await expect(page.getByLabel('Email')).toHaveValue(`robin-${id}@example.test`);

  await page.getByLabel('Display name').fill(`Robin R ${id}`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toHaveText(USER_UPDATED);
  await expect
    .poll(async () => (await db.user.findUniqueOrThrow({ where: { id: user.id } })).name)
    .toBe(`Robin R ${id}`);
});
