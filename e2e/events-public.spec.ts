import type { Page } from '@playwright/test';
import type { Db } from '../prisma/client';
import {
  createDonation,
  createEvent,
  createFundraiser,
  createOrganizer,
  createTeamCampaign,
} from '../prisma/seed/factories';
import { sessionToken, signIn } from './auth';
import { expect, test, unique } from './fixtures';

// The public side of events and fundraisers: pages, share tags and images, the cache and its
// invalidation, and phone widths. Each test makes its own data with the factories, except the
// fundraiser leaderboard test, which uses the demo fundraiser 'Warm Winter Coats Drive'.

const DAY = 24 * 60 * 60 * 1000;
// Dated long ago, so they never join the home page's three latest events (home.spec.ts checks those).
const longAgo = () => new Date(Date.now() - 400 * DAY);
const whole = (cents: number) => `$${Math.floor(cents / 100).toLocaleString('en-US')}`;

/**
 * The second answer of GET /api/session on a page: the navigation bar and the owner bar each ask
 * who the visitor is once they have hydrated.
 */
function bothSessionAnswers(page: Page) {
  let answers = 0;
  return page.waitForResponse((response) => new URL(response.url()).pathname === '/api/session' && ++answers === 2);
}

async function noHorizontalOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** An event whose gallery has three pictures ('1 of 3' … '3 of 3'). */
async function threePictureEvent(db: Db, autoScrollMedia: boolean) {
  const organizer = await createOrganizer(db);
  return createEvent(db, {
    creatorId: organizer.id,
    createdAt: longAgo(),
    pictures: ['/demo/river-run.svg', '/demo/harbor-swim.svg', '/demo/spring-gala.svg'],
    autoScrollMedia,
  });
}

test('an event page shows its title, facts, progress and a ticking countdown', async ({ page, db }) => {
  const organizer = await createOrganizer(db, { name: `Organizer ${unique()}` });
  const title = `Lake Loop ${unique()}`;
  const event = await createEvent(db, {
    creatorId: organizer.id,
    createdAt: longAgo(),
    title,
    location: 'Lakeside Park, Madison, WI',
    dateTime: new Date(Date.now() + 10 * DAY),
    timeZone: 'America/Chicago',
    targetFundCents: 1_000_000,
    sponsors: {
      create: [
        { name: 'Second Co', priority: 2 },
        { name: 'First Co', priority: 1 },
      ],
    },
  });
  const team = await createTeamCampaign(db, { eventId: event.id, creatorId: organizer.id, title: 'Top Team' });
  await createTeamCampaign(db, { eventId: event.id, creatorId: organizer.id, title: 'Second Team' });
  await createDonation(db, { eventId: event.id, baseAmountCents: 123_456 });
  await createDonation(db, { eventId: event.id, teamCampaignId: team.id, baseAmountCents: 20_000 });
  await createDonation(db, { eventId: event.id, baseAmountCents: 500_000, status: 'failed' });

  const ownerAsked = bothSessionAnswers(page);
  await page.goto(`/event/${event.id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId('event-location')).toHaveText('Lakeside Park, Madison, WI');
  await expect(page.getByTestId('event-time')).toContainText(/C[SD]T/);
  await expect(page.getByTestId('amount-raised')).toHaveText(whole(143_456));
  await expect(page.getByTestId('percent-raised')).toHaveText('14.3%');
  await expect(page.getByRole('progressbar', { name: '14.3% of the goal raised' })).toBeVisible();

  const seconds = page.getByTestId('countdown-seconds');
  await expect(seconds).toHaveText(/^\d\d$/);
  await expect(page.getByTestId('countdown-days')).toHaveText(/^(09|10)$/);
  const first = await seconds.textContent();
  await expect(seconds).not.toHaveText(first!, { timeout: 3000 });

  await expect(page.getByTestId('donate')).toHaveAttribute('href', `/donate?event=${event.id}`);
  await expect(page.getByTestId('register')).toHaveAttribute('href', `/event_signup?event=${event.id}`);
  await expect(page.getByTestId('create-team')).toHaveAttribute('href', `/create_teamcampaign/${event.id}`);
  await expect(page.getByTestId('sponsor')).toHaveText(['First Co', 'Second Co']);
  await expect(page.getByTestId('leaderboard-row').first()).toContainText('Top Team');
  await expect(page.getByTestId('leaderboard-row').first()).toContainText('$200');
  // A visitor without a session: the owner bar's question (who is this?) is answered nobody, and it stays away.
  expect(await (await ownerAsked).json()).toEqual({ user: null });
  await expect(page.getByTestId('owner-bar')).toHaveCount(0);
  await expect(page.getByTestId('edit-event')).toHaveCount(0);
});

test('closed windows, hidden teams button and the signup redirect', async ({ page, db }) => {
  const organizer = await createOrganizer(db);
  const past = await createEvent(db, {
    creatorId: organizer.id,
    createdAt: longAgo(),
    title: `Past Run ${unique()}`,
    dateTime: new Date(Date.now() - 40 * DAY),
    teamCampaignCreationEnabled: false,
    showTotalDonations: false,
  });
  await page.goto(`/event/${past.id}`);
  await expect(page.getByTestId('donate')).toHaveText('Donations are closed');
  await expect(page.getByTestId('register')).toHaveText('Registration is closed');
  await expect(page.getByTestId('create-team')).toHaveCount(0);
  await expect(page.getByTestId('event-progress')).toHaveCount(0);
  await expect(page.getByTestId('countdown')).toHaveCount(0);

  const moved = await createEvent(db, {
    creatorId: organizer.id,
    createdAt: longAgo(),
    title: `Moved Run ${unique()}`,
    signupRedirectLink: 'https://elsewhere.example/register',
    signupRedirectDate: new Date(Date.now() - DAY),
  });
  await page.goto(`/event/${moved.id}`);
  await expect(page.getByTestId('register')).toHaveAttribute('href', 'https://elsewhere.example/register');
  await expect(
    page.getByText('Sign-ups for this event have been moved to another website by the organizer.'),
  ).toBeVisible();
});

test('the signup redirect is already in the server-rendered page, before any script runs', async ({
  browser,
  db,
  baseURL,
}) => {
  const organizer = await createOrganizer(db);
  const moved = await createEvent(db, {
    creatorId: organizer.id,
    createdAt: longAgo(),
    title: `Moved Swim ${unique()}`,
    signupRedirectLink: 'https://elsewhere.example/swim',
    signupRedirectDate: new Date(Date.now() - DAY),
  });
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/event/${moved.id}`);
  await expect(page.getByTestId('register')).toHaveAttribute('href', 'https://elsewhere.example/swim');
  await expect(
    page.getByText('Sign-ups for this event have been moved to another website by the organizer.'),
  ).toBeVisible();
  await context.close();
});

test('Read More opens a long description to its full height and closes it again', async ({ page, db }) => {
  const organizer = await createOrganizer(db);
  const paragraphs = Array.from(
    { length: 12 },
    (_, index) => `Paragraph ${index + 1}: ${'We run for clean water. '.repeat(6)}`,
  );
  const event = await createEvent(db, {
    creatorId: organizer.id,
    createdAt: longAgo(),
    description: paragraphs.join('\n\n'),
  });

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`/event/${event.id}`);
  const text = page.getByTestId('read-more-text').first();
  const toggle = page.getByRole('button', { name: 'Read More' }).first();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect((await text.boundingBox())!.height).toBeLessThanOrEqual(301);
  await expect(text.getByText('Paragraph 12:')).not.toBeInViewport();

  await toggle.click();
  await expect(page.getByRole('button', { name: 'Read Less' })).toHaveAttribute('aria-expanded', 'true');
  expect((await text.boundingBox())!.height).toBeGreaterThan(600);

  await page.getByRole('button', { name: 'Read Less' }).click();
  await expect(page.getByRole('button', { name: 'Read More' }).first()).toBeVisible();
  expect((await text.boundingBox())!.height).toBeLessThanOrEqual(301);
});

test('event and fundraiser pages carry share tags, and their images answer PNGs', async ({
  page,
  db,
  request,
  baseURL,
}) => {
  const organizer = await createOrganizer(db);
  const event = await createEvent(db, {
    creatorId: organizer.id,
    createdAt: longAgo(),
    title: `Share Run ${unique()}`,
    pictures: ['/demo/river-run.svg'],
  });
  const fundraiser = await createFundraiser(db, {
    creatorId: organizer.id,
    createdAt: longAgo(),
    title: `Share Coats ${unique()}`,
    pictures: ['/demo/winter-coats.svg'],
  });

  for (const [path, title, canonical] of [
    [`/event/${event.id}`, event.title, `${baseURL}/event/${event.id}`],
    [
      `/fundraiser?fundraiser-id=${fundraiser.id}`,
      fundraiser.title,
      `${baseURL}/fundraiser?fundraiser-id=${fundraiser.id}`,
    ],
  ]) {
    await page.goto(path);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S/);
    for (const selector of ['meta[property="og:image"]', 'meta[name="twitter:image"]']) {
      const image = await page.locator(selector).getAttribute('content');
      expect(image).toMatch(/^http/);
      const response = await request.get(image!);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('image/png');
      const body = await response.body();
      expect(body.subarray(1, 4).toString()).toBe('PNG');
      expect(body.readUInt32BE(16)).toBe(1200); // IHDR width
      expect(body.readUInt32BE(20)).toBe(630); // IHDR height
    }
  }
});

test('the waiver page shows the title with "Waiver" and the text; no waiver is a 404', async ({ page, db }) => {
  const organizer = await createOrganizer(db);
  const title = `Open Water ${unique()}`;
  const withWaiver = await createEvent(db, {
    creatorId: organizer.id,
    createdAt: longAgo(),
    title,
    waiver: 'I swim at my own risk.\n\nI follow the safety crew.',
  });
  const without = await createEvent(db, { creatorId: organizer.id, createdAt: longAgo() });

  await page.goto(`/event/${withWaiver.id}`);
  await page.getByRole('link', { name: 'event waiver' }).click();
  await expect(page).toHaveURL(`/event/waiver/${withWaiver.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${title} Waiver`);
  await expect(page.getByTestId('waiver-text')).toContainText('I swim at my own risk.');
  await expect(page.getByTestId('waiver-text')).toContainText('I follow the safety crew.');

  expect((await page.goto(`/event/waiver/${without.id}`))?.status()).toBe(404);
  expect((await page.goto('/event/no-such-event'))?.status()).toBe(404);
  await expect(page.getByRole('link', { name: /home/i }).first()).toBeVisible();
});

test('the fundraiser page: tabs, Donate and Create Campaign, and the leaderboard filters', async ({ page, db }) => {
  const coats = await db.event.findFirstOrThrow({
    where: { title: 'Warm Winter Coats Drive' },
    include: { creator: true },
  });
  await page.goto(`/fundraiser?fundraiser-id=${coats.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Warm Winter Coats Drive' })).toBeVisible();
  await expect(page.getByTestId('donate')).toHaveAttribute('href', `/fundraiser/donate?event=${coats.id}`);
  await expect(page.getByTestId('create-campaign')).toHaveAttribute('href', `/fundraiser/create_campaign/${coats.id}`);
  await expect(page.getByTestId('edit-event')).toHaveCount(0);

  const details = page.getByRole('tab', { name: 'Details' });
  const about = page.getByRole('tab', { name: 'About Organizer' });
  await expect(details).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Help us give 500 warm coats')).toBeVisible();
  await about.click();
  await expect(about).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('organizer')).toContainText(coats.creator.organizerAbout!);
  await expect(page.getByText('Help us give 500 warm coats')).toBeHidden();
  await about.press('ArrowLeft');
  await expect(details).toBeFocused();
  await expect(details).toHaveAttribute('aria-selected', 'true');

  const rows = page.getByTestId('leaderboard-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('Northside Neighbors');
  await page.getByRole('button', { name: 'Ongoing' }).click();
  await expect(page.getByRole('button', { name: 'Ongoing' })).toHaveAttribute('aria-pressed', 'true');
  await expect(rows).toHaveText([/Northside Neighbors/]);
  await page.getByRole('button', { name: 'Completed' }).click();
  await expect(rows).toHaveText([/Last Winter Push/]);
  await page.getByRole('button', { name: 'All' }).click();
  await expect(rows).toHaveCount(2);
  await expect(rows.first().getByRole('link')).toHaveAttribute('href', /^\/fundraiser\/campaign\//);
});

test('the creator sees Edit Event on both pages; an unknown fundraiser is a 404', async ({
  page,
  db,
  context,
  baseURL,
}) => {
  const organizer = await createOrganizer(db);
  const event = await createEvent(db, { creatorId: organizer.id, createdAt: longAgo() });
  const fundraiser = await createFundraiser(db, { creatorId: organizer.id, createdAt: longAgo() });
  await signIn(context, baseURL!, organizer);

  await page.goto(`/event/${event.id}`);
  await expect(page.getByTestId('edit-event')).toHaveAttribute('href', `/create_event/${event.id}`);
  await page.goto(`/fundraiser?fundraiser-id=${fundraiser.id}`);
  await expect(page.getByTestId('edit-event')).toHaveAttribute('href', `/edit_fundraiser/${fundraiser.id}`);
  expect((await page.goto('/fundraiser?fundraiser-id=nope'))?.status()).toBe(404);
  await expect(page.getByRole('link', { name: /home/i }).first()).toBeVisible();
});

test('the event page is served from the cache, and a new donation shows once the event is invalidated', async ({
  page,
  db,
  request,
}) => {
  const organizer = await createOrganizer(db);
  const event = await createEvent(db, {
    creatorId: organizer.id,
    createdAt: longAgo(),
    title: `Cached Run ${unique()}`,
    targetFundCents: 100_000,
  });
  const path = `/event/${event.id}`;

  const first = await request.get(path);
  expect(first.status()).toBe(200);
  const second = await request.get(path);
  expect(second.headers()['x-nextjs-cache']).toBe('HIT');

  await page.goto(path);
  await expect(page.getByTestId('amount-raised')).toHaveText('$0');

  // A donation written behind the app's back does not show: the page is cached...
  await createDonation(db, { eventId: event.id, baseAmountCents: 25_000 });
  await page.reload();
  await expect(page.getByTestId('amount-raised')).toHaveText('$0');

  // ...until the event's tag is expired (what every write through the app does): the very next visit is fresh.
  const refreshed = await request.post(`/api/event/revalidate/${event.id}`);
  expect(await refreshed.json()).toEqual({ success: true });
  const started = Date.now();
  await page.reload();
  await expect(page.getByTestId('amount-raised')).toHaveText('$250');
  await expect(page.getByTestId('percent-raised')).toHaveText('25.0%');
  expect(Date.now() - started).toBeLessThan(2000);

  // The lists and the API agree.
  await page.goto('/event_list');
  await expect(page.getByTestId('event-card').filter({ hasText: event.title }).getByTestId('event-percent')).toHaveText(
    '25.0%',
  );
  expect(await (await request.get(`/api/event/get_total/${event.id}`)).json()).toEqual({
    eventId: event.id,
    totalRaised: 250,
  });
});

test('the fundraiser page is cached at its public address, and a new donation shows once the fundraiser is invalidated', async ({
  page,
  db,
  request,
  baseURL,
}) => {
  const organizer = await createOrganizer(db);
  const fundraiser = await createFundraiser(db, {
    creatorId: organizer.id,
    createdAt: longAgo(),
    title: `Cached Coats ${unique()}`,
    targetFundCents: 100_000,
  });
  const path = `/fundraiser?fundraiser-id=${fundraiser.id}`;

  const first = await request.get(path);
  expect(first.status()).toBe(200);
  const second = await request.get(path);
  expect(second.headers()['x-nextjs-cache']).toBe('HIT');

  await page.goto(path);
  await expect(page).toHaveURL(path);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${path}`);
  await expect(page.getByTestId('amount-raised')).toHaveText('$0');

  await createDonation(db, { eventId: fundraiser.id, baseAmountCents: 25_000 });
  await page.reload();
  await expect(page.getByTestId('amount-raised')).toHaveText('$0');

  const refreshed = await request.post(`/api/event/revalidate/${fundraiser.id}`);
  expect(await refreshed.json()).toEqual({ success: true });
  await page.reload();
  await expect(page.getByTestId('amount-raised')).toHaveText('$250');
  await expect(page.getByTestId('percent-raised')).toHaveText('25.0%');

  // Only the query-string address is the fundraiser page: the spec's other /fundraiser/... routes
  // are not taken by it, and /fundraiser without an id is a 404.
  expect((await request.get(`/fundraiser/campaign/${fundraiser.id}`)).status()).toBe(404);
  expect((await request.get('/fundraiser')).status()).toBe(404);
  expect((await request.get('/fundraiser?fundraiser-id=')).status()).toBe(404);
});

test("an organizer's new name and about text show on their cached event and fundraiser pages", async ({
  page,
  db,
  request,
}) => {
  const organizer = await createOrganizer(db, { name: `Old Name ${unique()}`, organizerAbout: 'We used to knit.' });
  const event = await createEvent(db, { creatorId: organizer.id, createdAt: longAgo() });
  const fundraiser = await createFundraiser(db, { creatorId: organizer.id, createdAt: longAgo() });
  const eventPath = `/event/${event.id}`;
  const fundraiserPath = `/fundraiser?fundraiser-id=${fundraiser.id}`;
  for (const path of [eventPath, fundraiserPath]) {
    await request.get(path);
    expect((await request.get(path)).headers()['x-nextjs-cache']).toBe('HIT');
  }

  const name = `New Name ${unique()}`;
  const updated = await request.post(`/api/user/update/${organizer.id}`, {
    headers: { authorization: `Bearer ${await sessionToken(organizer)}` },
    data: {
      name,
      firstName: organizer.firstName,
      lastName: organizer.lastName,
      email: organizer.email,
      organizer: { about: 'We knit warm hats now.' },
    },
  });
  expect(updated.status()).toBe(200);

  await page.goto(eventPath);
  await expect(page.getByText(`Event by ${name}`)).toBeVisible();
  await page.goto(fundraiserPath);
  await expect(page.getByText(`Fundraiser by ${name}`)).toBeVisible();
  await page.getByRole('tab', { name: 'About Organizer' }).click();
  await expect(page.getByTestId('organizer')).toContainText('We knit warm hats now.');
});

test('lists show visible events and fundraisers with their figures', async ({ page, db }) => {
  const organizer = await createOrganizer(db);
  const visible = await createEvent(db, {
    creatorId: organizer.id,
    createdAt: longAgo(),
    title: `Listed Run ${unique()}`,
  });
  const hidden = await createEvent(db, {
    creatorId: organizer.id,
    createdAt: longAgo(),
    title: `Hidden Run ${unique()}`,
    isHidden: true,
  });
  const fundraiser = await createFundraiser(db, {
    creatorId: organizer.id,
    createdAt: longAgo(),
    title: `Listed Coats ${unique()}`,
    targetFundCents: 200_000,
  });
  await createDonation(db, { eventId: fundraiser.id, baseAmountCents: 12_399 });
  await page.request.post(`/api/event/revalidate/${fundraiser.id}`);

  await page.goto('/event_list');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("What's Happening");
  const card = page.getByTestId('event-card').filter({ hasText: visible.title });
  // Each View link names its event, so a screen reader's list of links tells them apart.
  await expect(card.getByRole('link', { name: `View ${visible.title}`, exact: true })).toHaveAttribute(
    'href',
    `/event/${visible.id}`,
  );
  await expect(page.getByText(hidden.title)).toHaveCount(0);
  await expect(page.getByText(fundraiser.title)).toHaveCount(0);

  await page.goto('/fundraiser_list');
  const fundraiserCard = page.getByTestId('fundraiser-card').filter({ hasText: fundraiser.title });
  await expect(fundraiserCard.getByTestId('fundraiser-raised')).toHaveText('$123');
  await fundraiserCard.getByRole('link', { name: /View/ }).click();
  await expect(page).toHaveURL(`/fundraiser?fundraiser-id=${fundraiser.id}`);
  await expect(page.getByRole('heading', { level: 1, name: fundraiser.title })).toBeVisible();
});

test('public pages fit a 375 px phone without sideways scrolling', async ({ page, db }) => {
  const organizer = await createOrganizer(db);
  const event = await createEvent(db, {
    creatorId: organizer.id,
    createdAt: longAgo(),
    title: `A very long event title that keeps going ${'and going '.repeat(4)}`,
    location: 'Somewhere-with-a-very-long-unbroken-place-name-that-might-overflow-the-screen, USA',
    pictures: ['/demo/river-run.svg', '/demo/harbor-swim.svg'],
    videos: ['https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    sponsors: { create: [{ name: 'Sponsor', priority: 1 }] },
  });
  await createTeamCampaign(db, { eventId: event.id, creatorId: organizer.id, title: 'T'.repeat(60) });
  const coats = await db.event.findFirstOrThrow({ where: { title: 'Warm Winter Coats Drive' } });
  await page.setViewportSize({ width: 375, height: 812 });
  for (const path of [
    `/event/${event.id}`,
    `/fundraiser?fundraiser-id=${coats.id}`,
    '/event_list',
    '/fundraiser_list',
  ]) {
    await page.goto(path);
    expect(await noHorizontalOverflow(page), path).toBeLessThanOrEqual(0);
  }
});

test('the gallery slides with buttons and plays a video only on request', async ({ page, db }) => {
  const organizer = await createOrganizer(db);
  const event = await createEvent(db, {
    creatorId: organizer.id,
    createdAt: longAgo(),
    pictures: ['/demo/river-run.svg', '/demo/harbor-swim.svg'],
    videos: ['https://youtu.be/dQw4w9WgXcQ'],
    autoScrollMedia: false,
  });
  await page.goto(`/event/${event.id}`);
  const gallery = page.getByTestId('gallery');
  await expect(gallery.locator('iframe')).toHaveCount(0);
  await expect(gallery.getByRole('group', { name: '1 of 3' })).toHaveAttribute('aria-hidden', 'false');
  await gallery.getByRole('button', { name: 'Next slide' }).click();
  await expect(gallery.getByRole('group', { name: '2 of 3' })).toHaveAttribute('aria-hidden', 'false');
  await gallery.getByRole('button', { name: 'Go to slide 3' }).click();
  await gallery.getByRole('button', { name: 'Play video (YouTube)' }).click();
  await expect(gallery.locator('iframe')).toHaveAttribute('src', /youtube-nocookie\.com\/embed\/dQw4w9WgXcQ/);
});

test('gallery pictures are not preloaded with the page; once it is live, the shown one and its neighbour load', async ({
  page,
  db,
}) => {
  const event = await threePictureEvent(db, false);
  // In the HTML every gallery picture is lazy, so React preloads none of them beside the header's.
  const html = await (await page.request.get(`/event/${event.id}`)).text();
  expect(html).not.toContain('rel="preload" as="image" href="/demo/harbor-swim.svg"');
  expect(html).not.toContain('rel="preload" as="image" href="/demo/spring-gala.svg"');

  await page.goto(`/event/${event.id}`);
  const picture = (n: number) =>
    page
      .getByTestId('gallery')
      .getByRole('group', { name: `${n} of 3`, includeHidden: true })
      .locator('img');
  // Hydrated: the second slide, off to the side, is loaded before any swipe; the third waits.
  await expect(picture(2)).toHaveAttribute('loading', 'eager');
  await expect
    .poll(() => picture(2).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  await expect(picture(3)).toHaveAttribute('loading', 'lazy');
});

test('an autoplaying gallery has a Pause button that stops it for good, and Play starts it again', async ({
  page,
  db,
}) => {
  const event = await threePictureEvent(db, true);
  await page.clock.install();
  // The page's client islands start together (one hydration): once the owner bar has asked its
  // question, the gallery's timer is running on the installed clock.
  const hydrated = bothSessionAnswers(page);
  await page.goto(`/event/${event.id}`);
  await hydrated;
  const gallery = page.getByTestId('gallery');
  const slide = (n: number) => gallery.getByRole('group', { name: `${n} of 3` });
  // Leaves the gallery alone: hovering or focusing it also holds the slides, for as long as it lasts.
  const leaveGallery = async () => {
    await page.mouse.move(1, 1);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  };

  await page.clock.runFor(5_500);
  await expect(slide(2)).toHaveAttribute('aria-hidden', 'false');

  await gallery.getByRole('button', { name: 'Pause slideshow' }).click();
  await expect(gallery.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
  await leaveGallery();
  await page.clock.runFor(11_000);
  await expect(slide(2)).toHaveAttribute('aria-hidden', 'false');

  await gallery.getByRole('button', { name: 'Play slideshow' }).click();
  await expect(gallery.getByRole('button', { name: 'Pause slideshow' })).toBeVisible();
  await leaveGallery();
  await page.clock.runFor(5_500);
  await expect(slide(3)).toHaveAttribute('aria-hidden', 'false');
});
