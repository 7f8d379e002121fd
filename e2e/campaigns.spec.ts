import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import {
  createDonation,
  createEvent,
  createFundraiser,
  createIndieCampaign,
  createOrganizer,
  createTeamCampaign,
  createUser,
} from '../prisma/seed/factories';
import { signIn } from './auth';
import { expect, test, unique } from './fixtures';

// Peer-to-peer fundraising in the browser, on a phone: a supporter starts a team campaign from an
// event page, a friend starts an individual campaign under it, donations put both leaderboards in
// order; nobody else can change or delete them; both delete flows; a fundraiser's campaign with
// its goal date; and unknown campaigns answer 404 without entering the route cache.

const DAY = 24 * 60 * 60 * 1000;
// Dated long ago, so they never join the home page's three latest events (home.spec.ts checks those).
const longAgo = () => new Date(Date.now() - 400 * DAY);

test.use({ viewport: { width: 375, height: 812 } });

/** What every write through the app does after its commit (a donation recorded by the payment code too). */
async function invalidate(page: Page, eventId: string) {
  const response = await page.request.post(`/api/event/revalidate/${eventId}`);
  expect(response.status()).toBe(200);
}

/** Is the element's top inside the first screen? */
async function onFirstScreen(page: Page, testId: string) {
  const box = await page.getByTestId(testId).boundingBox();
  return box !== null && box.y + box.height <= (page.viewportSize()?.height ?? 0);
}

test('a team campaign from the event page, an individual one under it, and both leaderboards in order', async ({
  page,
  db,
  context,
  browser,
  baseURL,
}) => {
  const organizer = await createOrganizer(db);
  const event = await createEvent(db, {
    creatorId: organizer.id,
    createdAt: longAgo(),
    title: `Bridge Run ${unique()}`,
    defaultTeamCampaignAmountCents: 150_000,
    allowUnconfirmedOfflineDonations: true,
  });
  const rival = await createTeamCampaign(db, { eventId: event.id, creatorId: organizer.id, title: 'Rival Runners' });
  await createDonation(db, { eventId: event.id, teamCampaignId: rival.id, baseAmountCents: 30_000 });
  const captain = await createUser(db);
  await signIn(context, baseURL!, captain);

  // The supporter starts a team from the event page. The goal starts at the event's default team goal.
  await page.goto(`/event/${event.id}`);
  await page.getByTestId('create-team').click();
  await page.waitForURL(`**/create_teamcampaign/${event.id}`);
  await expect(page.getByLabel('Fundraising Goal')).toHaveValue('1500');
  const teamTitle = `Harbor Hawks ${unique()}`;
  await page.getByLabel('Name').fill(teamTitle);
  await page.getByLabel('Fundraising Goal').fill('4');
  await page.getByLabel('Fundraising Goal').blur();
  await expect(page.getByText("Please enter a Fundraising Goal that's more than $5")).toBeVisible();
  await page.getByLabel('Fundraising Goal').fill('2000');
  await page.getByLabel('Description (optional)').fill('We swim for books.');
  await page.getByRole('button', { name: 'Create Team Campaign' }).click();
  await page.waitForURL(/\/team_campaign\/[^/]+$/);
  const teamId = new URL(page.url()).pathname.split('/').pop()!;
  await expect(page.getByRole('heading', { level: 1, name: teamTitle })).toBeVisible();
  await expect(page.getByTestId('campaign-parents').getByRole('link', { name: event.title })).toHaveAttribute(
    'href',
    `/event/${event.id}`,
  );
  // Donate is on the phone's first screen; the creator's tools sit in the owner bar, not among the donor's buttons.
  expect(await onFirstScreen(page, 'donate')).toBe(true);
  await expect(page.getByTestId('donate')).toHaveAttribute('href', `/donate?event=${event.id}&team_campaign=${teamId}`);
  await expect(page.getByTestId('register')).toHaveAttribute(
    'href',
    `/event_signup?event=${event.id}&team_campaign=${teamId}`,
  );
  const ownerBar = page.getByTestId('owner-bar');
  await expect(ownerBar.getByTestId('edit-campaign')).toHaveAttribute('href', `/edit_teamcampaign/${teamId}`);
  await expect(ownerBar.getByTestId('add-offline-donation')).toBeVisible();
  await expect(page.getByTestId('giving-panel').getByText('Edit')).toHaveCount(0);
  await expect(page.getByTestId('amount-raised')).toHaveText('$0');
  expect(await db.teamCampaign.findUniqueOrThrow({ where: { id: teamId } })).toMatchObject({
    creatorId: captain.id,
    targetFundCents: 200_000,
  });

  // A friend starts an individual campaign under the team.
  const friend = await createUser(db);
  const friendContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
  await signIn(friendContext, baseURL!, friend);
  const friendPage = await friendContext.newPage();
  await friendPage.goto(`/team_campaign/${teamId}`);
  await expect(friendPage.getByTestId('owner-bar')).toHaveCount(0);
  await friendPage.getByTestId('create-indie').click();
  await friendPage.waitForURL(`**/create_indiecampaign/${teamId}`);
  await expect(friendPage.getByLabel('Fundraising Goal')).toHaveValue('1000');
  await friendPage.getByLabel('Name').fill('Zoe swims');
  await friendPage.getByLabel('Fundraising Goal').fill('500');
  await friendPage.getByRole('button', { name: 'Create Individual Campaign' }).click();
  await friendPage.waitForURL(/\/indie_campaign\/[^/]+$/);
  const indieId = new URL(friendPage.url()).pathname.split('/').pop()!;
  await expect(friendPage.getByRole('heading', { level: 1, name: 'Zoe swims' })).toBeVisible();
  const parents = friendPage.getByTestId('campaign-parents');
  await expect(parents.getByRole('link', { name: teamTitle })).toHaveAttribute('href', `/team_campaign/${teamId}`);
  await expect(parents.getByRole('link', { name: event.title })).toHaveAttribute('href', `/event/${event.id}`);
  await expect(friendPage.getByTestId('donate')).toHaveAttribute(
    'href',
    `/donate?event=${event.id}&team_campaign=${teamId}&indie_campaign=${indieId}`,
  );
  await expect(friendPage.getByTestId('owner-bar').getByTestId('edit-campaign')).toHaveAttribute(
    'href',
    `/edit_indiecampaign/${indieId}`,
  );

  // The new campaign shows on the team's page at once (the create expired the cached page).
  await page.reload();
  await expect(page.getByTestId('leaderboard-row')).toHaveText([/Zoe swims/]);

  // Donations (recorded by the payment code, which expires the event's pages): the leaderboards follow.
  const other = await createIndieCampaign(db, {
    eventId: event.id,
    teamCampaignId: teamId,
    creatorId: organizer.id,
    title: 'Abe paddles',
  });
  const tied = await createIndieCampaign(db, {
    eventId: event.id,
    teamCampaignId: teamId,
    creatorId: organizer.id,
    title: 'Zed paddles',
  });
  await createDonation(db, {
    eventId: event.id,
    teamCampaignId: teamId,
    indieCampaignId: indieId,
    baseAmountCents: 2_500,
  });
  await createDonation(db, {
    eventId: event.id,
    teamCampaignId: teamId,
    indieCampaignId: other.id,
    baseAmountCents: 10_000,
  });
  await createDonation(db, {
    eventId: event.id,
    teamCampaignId: teamId,
    indieCampaignId: tied.id,
    baseAmountCents: 2_500,
  });
  await createDonation(db, {
    eventId: event.id,
    teamCampaignId: teamId,
    baseAmountCents: 30_000,
    anonymous: true,
    firstName: 'Secret',
    lastName: 'Giver',
  });
  await invalidate(page, event.id);

  await page.reload();
  // Amount raised, then the name: Abe $100, then Zed and Zoe at $25 each.
  await expect(page.getByTestId('leaderboard-row')).toHaveText([
    /Abe paddles.*\$100/,
    /Zed paddles.*\$25/,
    /Zoe swims.*\$25/,
  ]);
  await expect(page.getByTestId('amount-raised')).toHaveText('$450');
  await expect(page.getByTestId('donation-row').first()).toContainText('Anonymous');
  await expect(page.getByTestId('donation-list')).not.toContainText('Secret');

  // The event's team leaderboard: the new team ($450) above the rival ($300).
  await page.goto(`/event/${event.id}`);
  await expect(page.getByTestId('leaderboard-row')).toHaveText([new RegExp(teamTitle), /Rival Runners/]);

  await friendContext.close();
});

test('nobody but the creator may change or delete a campaign: 403 from the calls, no Edit, the edit pages send them away', async ({
  page,
  db,
  context,
  baseURL,
}) => {
  const organizer = await createOrganizer(db);
  const event = await createEvent(db, { creatorId: organizer.id, createdAt: longAgo() });
  const captain = await createUser(db);
  const team = await createTeamCampaign(db, { eventId: event.id, creatorId: captain.id, title: 'Not Yours' });
  const indie = await createIndieCampaign(db, {
    eventId: event.id,
    teamCampaignId: team.id,
    creatorId: captain.id,
    title: 'Also Not Yours',
  });
  const stranger = await createUser(db);
  await signIn(context, baseURL!, stranger);

  for (const [call, data] of [
    ['/api/upsert_teamcampaign', { id: team.id, teamCampaign: { title: 'Hijacked' } }],
    ['/api/delete_teamcampaign', { id: team.id }],
    ['/api/upsert_indiecampaign', { id: indie.id, indieCampaign: { title: 'Hijacked' } }],
    ['/api/delete_indiecampaign', { id: indie.id }],
  ] as const) {
    const response = await page.request.post(call, { data });
    expect(response.status(), call).toBe(403);
    expect(await response.json()).toEqual({ error: 'Only the creator of this campaign can do this.' });
  }
  expect((await db.teamCampaign.findUniqueOrThrow({ where: { id: team.id } })).title).toBe('Not Yours');
  expect((await db.indieCampaign.findUniqueOrThrow({ where: { id: indie.id } })).title).toBe('Also Not Yours');

  await page.goto(`/team_campaign/${team.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Not Yours' })).toBeVisible();
  await expect(page.getByTestId('donate')).toBeVisible();
  await expect(page.getByTestId('owner-bar')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);

  await page.goto(`/edit_teamcampaign/${team.id}`);
  await expect(page).toHaveURL(new RegExp(`/team_campaign/${team.id}$`));
  await page.goto(`/edit_indiecampaign/${indie.id}`);
  await expect(page).toHaveURL(new RegExp(`/indie_campaign/${indie.id}$`));

  // Logged out: the edit page asks for a login first, and the calls answer 401.
  await context.clearCookies();
  await page.goto(`/edit_teamcampaign/${team.id}`);
  await expect(page).toHaveURL(new RegExp(`/login\\?redirect=%2Fedit_teamcampaign%2F${team.id}`));
  expect((await page.request.post('/api/delete_teamcampaign', { data: { id: team.id } })).status()).toBe(401);
});

test('the creator edits a team, then deletes it with two confirmations and lands on the event page', async ({
  page,
  db,
  context,
  baseURL,
}) => {
  const organizer = await createOrganizer(db);
  const event = await createEvent(db, { creatorId: organizer.id, createdAt: longAgo() });
  const captain = await createUser(db);
  const team = await createTeamCampaign(db, { eventId: event.id, creatorId: captain.id, title: `Doomed ${unique()}` });
  await signIn(context, baseURL!, captain);

  await page.goto(`/team_campaign/${team.id}`);
  await page.getByTestId('owner-bar').getByTestId('edit-campaign').click();
  await page.waitForURL(`**/edit_teamcampaign/${team.id}`);
  // The event does not allow offline donations by campaign creators.
  await expect(page.getByTestId('add-offline-donation')).toHaveCount(0);
  await page.getByLabel('Name').fill('Renamed Team');
  await page.getByRole('button', { name: 'Update Team Campaign' }).click();
  await page.waitForURL(new RegExp(`/team_campaign/${team.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Renamed Team' })).toBeVisible();

  await page.goto(`/edit_teamcampaign/${team.id}`);
  await page.getByRole('button', { name: 'Delete campaign' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toHaveAccessibleName('Do you really want to delete this event?');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  // Cancel keeps it.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect(await db.teamCampaign.findUnique({ where: { id: team.id } })).not.toBeNull();

  await page.getByRole('button', { name: 'Delete campaign' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toHaveAccessibleName('Really??');
  await dialog.getByRole('button', { name: 'Yes, delete it' }).click();
  await page.waitForURL(new RegExp(`/event/${event.id}$`));
  expect(await db.teamCampaign.findUnique({ where: { id: team.id } })).toBeNull();
  expect((await page.goto(`/team_campaign/${team.id}`))?.status()).toBe(404);
});

test('the creator deletes an individual campaign and lands on its team page', async ({
  page,
  db,
  context,
  baseURL,
}) => {
  const organizer = await createOrganizer(db);
  const event = await createEvent(db, {
    creatorId: organizer.id,
    createdAt: longAgo(),
    allowUnconfirmedOfflineDonations: true,
  });
  const team = await createTeamCampaign(db, { eventId: event.id, creatorId: organizer.id });
  const runner = await createUser(db);
  const indie = await createIndieCampaign(db, {
    eventId: event.id,
    teamCampaignId: team.id,
    creatorId: runner.id,
    title: 'Short Run',
  });
  await signIn(context, baseURL!, runner);

  await page.goto(`/edit_indiecampaign/${indie.id}`);
  await expect(page.getByTestId('add-offline-donation')).toHaveAttribute(
    'href',
    `/add_donation?event=${event.id}&team_campaign=${team.id}&indie_campaign=${indie.id}`,
  );
  await page.getByRole('button', { name: 'Delete campaign' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, delete it' }).click();
  await page.waitForURL(new RegExp(`/team_campaign/${team.id}$`));
  await expect(page.getByTestId('leaderboard-empty')).toBeVisible();
  expect(await db.indieCampaign.findUnique({ where: { id: indie.id } })).toBeNull();
});

test('a fundraiser campaign needs its goal date, then shows it with Donate to the fundraiser form', async ({
  page,
  db,
  context,
  baseURL,
}) => {
  const organizer = await createOrganizer(db);
  const fundraiser = await createFundraiser(db, {
    creatorId: organizer.id,
    createdAt: longAgo(),
    title: `Coats ${unique()}`,
    timeZone: 'America/New_York',
  });
  const supporter = await createUser(db);
  await signIn(context, baseURL!, supporter);

  await page.goto(`/fundraiser?fundraiser-id=${fundraiser.id}`);
  await page.getByTestId('create-campaign').click();
  await page.waitForURL(`**/fundraiser/create_campaign/${fundraiser.id}`);
  await page.getByLabel('Name').fill('Coat Crew');
  const create = page.getByRole('button', { name: 'Create Campaign' });
  await expect(create).toBeDisabled();
  await page.getByLabel('Goal date').fill('2001-01-01');
  await expect(page.getByText('Choose a date after today')).toBeVisible();
  await page.getByLabel('Goal date').fill('2031-03-01');
  await expect(page.getByText('Choose a date after today')).toHaveCount(0);
  await create.click();
  await page.waitForURL(/\/fundraiser\/campaign\/[^/]+$/);
  const campaignId = new URL(page.url()).pathname.split('/').pop()!;
  expect((await db.teamCampaign.findUniqueOrThrow({ where: { id: campaignId } })).expiration?.toISOString()).toBe(
    '2031-03-02T04:59:59.000Z',
  );
  await expect(page.getByTestId('goal-date')).toContainText('March 1, 2031');
  await expect(page.getByTestId('donate')).toHaveAttribute(
    'href',
    `/fundraiser/donate?event=${fundraiser.id}&team_campaign=${campaignId}`,
  );
  await expect(page.getByTestId('owner-bar').getByTestId('edit-campaign')).toHaveAttribute(
    'href',
    `/fundraiser/edit_campaign/${campaignId}`,
  );
  await expect(page.getByTestId('campaign-parents').getByRole('link', { name: fundraiser.title })).toHaveAttribute(
    'href',
    `/fundraiser?fundraiser-id=${fundraiser.id}`,
  );
  // The team page address of a fundraiser's campaign leads to its own page.
  await page.goto(`/team_campaign/${campaignId}`);
  await expect(page).toHaveURL(new RegExp(`/fundraiser/campaign/${campaignId}$`));
});

test('an event that takes no new teams says so, and its call refuses', async ({ page, db, context, baseURL }) => {
  const organizer = await createOrganizer(db);
  const event = await createEvent(db, {
    creatorId: organizer.id,
    createdAt: longAgo(),
    teamCampaignCreationEnabled: false,
  });
  const supporter = await createUser(db);
  await signIn(context, baseURL!, supporter);
  await page.goto(`/event/${event.id}`);
  await expect(page.getByTestId('create-team')).toHaveCount(0);
  await page.goto(`/create_teamcampaign/${event.id}`);
  await expect(page.getByTestId('campaigns-closed')).toContainText('not taking new team campaigns');
  const response = await page.request.post(`/api/create_teamcampaign/${event.id}`, {
    data: { title: 'Sneaky', targetFund: 100 },
  });
  expect(response.status()).toBe(403);
  expect(await db.teamCampaign.count({ where: { eventId: event.id } })).toBe(0);

  // A fundraiser that takes no new campaigns offers no Create Campaign either.
  const fundraiser = await createFundraiser(db, {
    creatorId: organizer.id,
    createdAt: longAgo(),
    teamCampaignCreationEnabled: false,
  });
  await page.goto(`/fundraiser?fundraiser-id=${fundraiser.id}`);
  await expect(page.getByTestId('donate')).toBeVisible();
  await expect(page.getByTestId('create-campaign')).toHaveCount(0);
});

test('unknown campaigns answer 404 and leave nothing in the route cache', async ({ request, db }) => {
  const organizer = await createOrganizer(db);
  const event = await createEvent(db, { creatorId: organizer.id, createdAt: longAgo() });
  const real = await createTeamCampaign(db, { eventId: event.id, creatorId: organizer.id });
  await request.get(`/team_campaign/${real.id}`);
  expect((await request.get(`/team_campaign/${real.id}`)).headers()['x-nextjs-cache']).toBe('HIT');

  const made = `cl${unique()}notacampaign`;
  for (const address of [`/team_campaign/${made}`, `/indie_campaign/${made}`, `/fundraiser/campaign/${made}`]) {
    for (let visit = 0; visit < 2; visit++) {
      const response = await request.get(address);
      expect(response.status(), address).toBe(404);
      expect(response.headers()['x-nextjs-cache'], address).not.toBe('HIT');
    }
  }
  expect((await request.get('/team_campaign/not%20an%20id!')).status()).toBe(404);
  // The file-system route cache holds the real page, and nothing of the made-up id.
  const routeCache = path.join(import.meta.dirname, '..', '.next', 'server', 'route-cache');
  const files = readdirSync(routeCache, { recursive: true }).map(String);
  expect(files.some((file) => file.includes(real.id))).toBe(true);
  expect(files.some((file) => file.includes(made))).toBe(false);
});

test('campaign pages carry their own share tags and images, and the embed code of their card', async ({
  page,
  db,
  request,
  baseURL,
}) => {
  const organizer = await createOrganizer(db);
  const event = await createEvent(db, {
    creatorId: organizer.id,
    createdAt: longAgo(),
    pictures: ['/demo/river-run.svg'],
  });
  const team = await createTeamCampaign(db, {
    eventId: event.id,
    creatorId: organizer.id,
    title: `Share Team ${unique()}`,
    picture: '/demo/food-walk.svg',
  });
  const indie = await createIndieCampaign(db, {
    eventId: event.id,
    teamCampaignId: team.id,
    creatorId: organizer.id,
    title: `Share Runner ${unique()}`,
  });
  const fundraiser = await createFundraiser(db, { creatorId: organizer.id, createdAt: longAgo() });
  const campaign = await createTeamCampaign(db, {
    eventId: fundraiser.id,
    creatorId: organizer.id,
    title: `Share Crew ${unique()}`,
    expiration: new Date(Date.now() + 30 * DAY),
  });
  await createDonation(db, { eventId: event.id, teamCampaignId: team.id, baseAmountCents: 12_000 });

  for (const [address, title, embed] of [
    [`/team_campaign/${team.id}`, team.title, `/embed/team_campaign/${team.id}`],
    [`/indie_campaign/${indie.id}`, indie.title, `/embed/indie_campaign/${indie.id}`],
    [`/fundraiser/campaign/${campaign.id}`, campaign.title, `/embed/fundraiser/campaign/${campaign.id}`],
  ]) {
    await page.goto(address);
    await expect(page.locator('meta[property="og:title"]'), address).toHaveAttribute('content', title);
    await expect(page.locator('link[rel="canonical"]'), address).toHaveAttribute('href', `${baseURL}${address}`);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    for (const selector of ['meta[property="og:image"]', 'meta[name="twitter:image"]']) {
      const image = await page.locator(selector).getAttribute('content');
      expect(image, address).toContain(address);
      const response = await request.get(image!);
      expect(response.headers()['content-type'], address).toBe('image/png');
      const body = await response.body();
      expect(body.readUInt32BE(16)).toBe(1200);
      expect(body.readUInt32BE(20)).toBe(630);
    }
    await page.getByText('Embed on your site').click();
    await expect(page.getByLabel('Paste this code into your web page:')).toHaveValue(
      new RegExp(`^<iframe src="${baseURL}${embed.replace('?', '\\?')}" width="277" height="440"`),
    );
  }
  // An unknown campaign has no image either.
  expect((await request.get(`/team_campaign/cl${unique()}/opengraph-image`)).status()).toBe(404);
});

test('the demo team shows its participants by first name and last initial only', async ({ page, db }) => {
  const team = await db.teamCampaign.findFirstOrThrow({ where: { title: 'Water Warriors' } });
  await page.goto(`/team_campaign/${team.id}`);
  await expect(page.getByTestId('participant-list').getByRole('listitem')).toHaveText(['Maya C.', 'Sam O.']);
  const html = await page.content();
  for (const secret of ['Chen', 'Ortiz', 'maya@example.test', '555-010-0100']) expect(html).not.toContain(secret);
  const api = await page.request.get(`/api/team_campaign/get_participants/${team.id}`);
  expect((await api.json()).participants.map((p: { name: string }) => p.name)).toEqual(['Maya C.', 'Sam O.']);
});
