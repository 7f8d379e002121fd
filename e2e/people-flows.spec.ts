import type { Locator, Page } from '@playwright/test';
import { createDonation, createEvent, createOrganizer, createTeamCampaign, createUser } from '../prisma/seed/factories';
import { signIn } from './auth';
import { expect, test, unique } from './fixtures';

// Issue 21, participants (6–9), supporters (11–12) and organizers (13–14), at 375 px (1280 where
// the organizer works): a family of four typing their contacts once, quiet errors, the waiver
// inline, a confirmation with date, place, .ics and "Start fundraising"; a new supporter from a
// form's login wall through sign-up and the confirmation email back to that form and on to a
// published page; the dashboard chart's axis and table; a new promo code expiring with the event.
// Offline gifts edited and voided one at a time: e2e/offline-trust.spec.ts.

const DAY = 24 * 60 * 60 * 1000;
const PHONE = { width: 375, height: 812 };
const LAPTOP = { width: 1280, height: 900 };
const SHOTS = 'test-results/people-flows';

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${page.url()} scrolls sideways`).toBeLessThanOrEqual(0);
}

const participant = (page: Page, index: number) => page.getByTestId(`participant-${index}`);

/**
 * The fields of a participant's card (visible text fields, selects and rows of choices), and the
 * taps to fill the empty ones as a phone does: one to focus a text field (then typing), two for a
 * select (open, choose), one for a choice. Ticks on by default and prefilled fields take none.
 */
async function fieldsAndTaps(card: Locator) {
  return card.evaluate((root) => {
    const visible = (element: Element) => (element as HTMLElement).offsetParent !== null;
    const texts = Array.from(root.querySelectorAll('input')).filter(
      (input) => input.type !== 'checkbox' && input.type !== 'radio' && visible(input),
    );
    const selects = Array.from(root.querySelectorAll('select')).filter(visible);
    const choices = Array.from(root.querySelectorAll('fieldset')).filter(
      (group) => group.querySelector(':scope > div > label > input[type=radio]') && visible(group),
    );
    const empty = (field: HTMLInputElement | HTMLSelectElement) => field.value === '';
    const unchosen = (group: HTMLFieldSetElement) => !group.querySelector('input:checked');
    return {
      shown: texts.length + selects.length + choices.length,
      toFill: texts.filter(empty).length + selects.filter(empty).length + choices.filter(unchosen).length,
      taps: texts.filter(empty).length + 2 * selects.filter(empty).length + choices.filter(unchosen).length,
    };
  });
}

/** Picks a choice of a row (gender, T-shirt size) by its label. */
const choose = (card: Locator, group: string, label: string) =>
  card
    .getByRole('group', { name: new RegExp(`^${group}`) })
    .getByRole('radio', { name: label, exact: true })
    .check();

test.use({ viewport: PHONE });

test('a family of four types their contacts once, errors stay quiet and still, the waiver is inline, and the confirmation carries date, place, .ics and Start fundraising', async ({
  page,
  db,
  request,
}) => {
  const organizer = await createOrganizer(db);
  const title = `Lakeside Family Run ${unique()}`;
  const event = await createEvent(db, {
    creatorId: organizer.id,
    title,
    createdAt: new Date(Date.now() - 400 * DAY),
    dateTime: new Date(Date.now() + 60 * DAY),
    timeZone: 'America/New_York',
    location: 'Lakeside Park, North Gate',
    waiver: 'Running is fun and sometimes you fall over.\n\nYou take part at your own risk.',
    tshirtSizes: ['XS', 'S', 'M', 'L'],
    categories: { create: [{ name: 'Family Mile', priceCents: 0, position: 0 }] },
  });
  const team = await createTeamCampaign(db, { eventId: event.id, creatorId: organizer.id, title: 'Lakeside Lopezes' });
  const parentEmail = `lopez-${unique()}@example.test`;

  await page.goto(`/event_signup?event=${event.id}&team_campaign=${team.id}`);
  await expect(page.getByRole('button', { name: 'Continue' })).toBeEnabled();

  // The waiver, inline in a box that scrolls, its checkbox under it.
  const waiver = page.getByTestId('signup-waiver-text');
  await expect(waiver).toContainText('You take part at your own risk.');
  await expect(page.getByRole('region', { name: 'Event waiver' })).toBeVisible();

  // Continue with nothing filled: the spec's alerts; then a new participant starts quiet.
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('signup-alerts')).toContainText('Please correct the participant details marked above.');
  await page.getByRole('button', { name: /Add a participant/ }).click();
  await expect(participant(page, 1).getByLabel('First name')).toBeFocused();
  await expect(participant(page, 1).getByText('required')).toHaveCount(0);
  await page.getByRole('button', { name: /Remove participant 2/ }).click();

  await page.getByLabel('Best time').check();
  const main = participant(page, 0);
  const mainCount = await fieldsAndTaps(main);
  await main.getByLabel('First name').fill('Maria');
  await main.getByLabel('Last name').fill('Lopez');
  await main.getByLabel(/^Email/).fill(parentEmail);
  await main
    .getByLabel(/^Phone/)
    .first()
    .fill('555-201-0001');
  await main.getByLabel('Street address').fill('12 Elm Street');
  await main.getByLabel('City').fill('Springfield');
  await main.getByLabel('State').selectOption('IL');
  await main.getByLabel('ZIP').fill('62701');
  // A choice clears its error at once, and the error's line is reserved: nothing below moves.
  const addButton = page.getByRole('button', { name: /Add a participant/ });
  const gender = main.getByRole('group', { name: /^Gender/ });
  await expect(gender).toHaveAccessibleDescription('required');
  // Where the button is on the page (a tap scrolls the page, so not where it is on screen).
  const pageY = () => addButton.evaluate((button) => button.getBoundingClientRect().top + window.scrollY);
  const before = await pageY();
  await choose(main, 'Gender', 'Female');
  await expect(gender).not.toHaveAccessibleDescription('required');
  expect(await pageY()).toBe(before);
  await choose(main, 'T-shirt size', 'M');
  // The birth date is one field, typed on a number pad; the slashes come by themselves.
  const birth = main.getByLabel(/^Birth date/);
  await expect(birth).toHaveAttribute('inputmode', 'numeric');
  await expect(birth).toHaveAttribute('autocomplete', 'bday');
  await birth.pressSequentially('0314198');
  await birth.blur();
  await expect(birth).toHaveAccessibleDescription('Not a valid birth date');
  // Back in the field, at the end of what was typed (where a tap after the text puts the caret).
  await birth.focus();
  await birth.press('End');
  await birth.pressSequentially('5');
  await expect(birth).toHaveValue('03/14/1985');
  await expect(birth).not.toHaveAccessibleDescription('Not a valid birth date');
  const emergency = main.getByRole('group', { name: /Emergency contact/ });
  await emergency.getByLabel('Name').fill('Grandma Rose');
  await emergency.getByLabel('Phone').fill('555-010-9999');
  await emergency.getByLabel('Relationship').fill('grandmother');

  const kids = [
    { first: 'Jorge', size: 'L', gender: 'Male', year: '1984' },
    { first: 'Ana', size: 'XS', gender: 'Female', year: '2015' },
    { first: 'Leo', size: 'S', gender: 'Other', year: '2017' },
  ];
  const otherCounts: Array<Awaited<ReturnType<typeof fieldsAndTaps>>> = [];
  for (const [offset, kid] of kids.entries()) {
    const index = offset + 1;
    await addButton.click();
    const card = participant(page, index);
    await expect(card.getByLabel('Last name')).toHaveValue('Lopez');
    otherCounts.push(await fieldsAndTaps(card));
    await expect(card.getByLabel(/^Same email and phone as participant 1/)).toBeChecked();
    await expect(card.getByLabel(/^Same emergency contact as participant 1/)).toBeChecked();
    await expect(card.getByLabel('Same address as main participant')).toBeChecked();
    await expect(card.getByLabel(/^Email/)).toHaveCount(0);
    // The last name comes from participant 1, ready to keep.
    await expect(card.getByLabel('Last name')).toHaveValue('Lopez');
    await card.getByLabel('First name').fill(kid.first);
    await choose(card, 'Gender', kid.gender);
    await choose(card, 'T-shirt size', kid.size);
    await card.getByLabel(/^Birth date/).pressSequentially(`0602${kid.year}`);
    await expect(card.getByLabel(/^Birth date/)).toHaveValue(`06/02/${kid.year}`);
  }
  // What the same card asks with every tick undone (as before issue 21 §6).
  await participant(page, 3)
    .getByLabel(/^Same email and phone as participant 1/)
    .uncheck();
  await participant(page, 3)
    .getByLabel(/^Same emergency contact as participant 1/)
    .uncheck();
  await participant(page, 3).getByLabel('Same address as main participant').uncheck();
  const unticked = await fieldsAndTaps(participant(page, 3));
  await participant(page, 3)
    .getByLabel(/^Same email and phone as participant 1/)
    .check();
  await participant(page, 3)
    .getByLabel(/^Same emergency contact as participant 1/)
    .check();
  await participant(page, 3).getByLabel('Same address as main participant').check();
  const sum = (counts: typeof otherCounts, key: keyof (typeof otherCounts)[number]) =>
    counts.reduce((total, count) => total + count[key], mainCount[key]);
  console.log(
    `[people-flows] family of four: fields shown ${mainCount.shown} + ${otherCounts.map((c) => c.shown).join(' + ')} = ${sum(otherCounts, 'shown')}, ` +
      `to fill ${sum(otherCounts, 'toFill')}, taps ${mainCount.taps} + ${otherCounts.map((c) => c.taps).join(' + ')} = ${sum(otherCounts, 'taps')} ` +
      `(each other participant unticked: ${unticked.shown} fields shown)`,
  );
  // Each child: first name, gender, T-shirt size and birth date, one tap each.
  expect(otherCounts).toEqual(Array(3).fill({ shown: 5, toFill: 4, taps: 4 }));
  expect(mainCount).toEqual({ shown: 14, toFill: 14, taps: 15 });

  await page.getByLabel(/I have read and agree to the/).check();
  await page.screenshot({ path: `${SHOTS}/family-form-375.png`, fullPage: true });
  await main.screenshot({ path: `${SHOTS}/family-card-1-375.png` });
  await participant(page, 2).screenshot({ path: `${SHOTS}/family-card-3-375.png` });
  await noSidewaysScroll(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Complete sign-up' }).click();
  await expect(page).toHaveURL(/\/signup_confirmation\?event=.+&transaction_id=FREE-/);

  // The family's copied contacts were sent as ordinary values.
  const signup = await db.signup.findFirstOrThrow({
    where: { eventId: event.id },
    include: { participants: { orderBy: { createdAt: 'asc' } } },
  });
  expect(
    signup.participants.map((person) => [person.firstName, person.email, person.phone, person.emergencyPhone]),
  ).toEqual([
    ['Maria', parentEmail, '555-201-0001', '555-010-9999'],
    ['Jorge', parentEmail, '555-201-0001', '555-010-9999'],
    ['Ana', parentEmail, '555-201-0001', '555-010-9999'],
    ['Leo', parentEmail, '555-201-0001', '555-010-9999'],
  ]);

  // The confirmation: date, time, place, the .ics file and Start fundraising under the team.
  await expect(page.getByTestId('signup-event-location')).toHaveText('Lakeside Park, North Gate');
  await expect(page.getByTestId('signup-event-date')).not.toBeEmpty();
  await expect(page.getByTestId('signup-event-time')).toContainText(/AM|PM/);
  const calendar = page.getByRole('link', { name: 'Add to calendar (.ics)' });
  await expect(calendar).toHaveAttribute('href', `/api/event/calendar/${event.id}`);
  const ics = await request.get(`/api/event/calendar/${event.id}`);
  expect(ics.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const body = await ics.text();
  expect(body).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(body).toContain('LOCATION:Lakeside Park\\, North Gate\r\n');
  await expect(page.getByRole('link', { name: 'Start fundraising for this event' })).toHaveAttribute(
    'href',
    `/create_indiecampaign/${team.id}`,
  );
  await page.screenshot({ path: `${SHOTS}/confirmation-375.png`, fullPage: true });
  await noSidewaysScroll(page);

  // The email carries them too, once to the family's shared address.
  const { emails } = (await (await request.get(`/api/dev/emails?to=${encodeURIComponent(parentEmail)}`)).json()) as {
    emails: Array<{ text: string }>;
  };
  expect(emails).toHaveLength(1);
  expect(emails[0].text).toContain('Location: Lakeside Park, North Gate');
  expect(emails[0].text).toContain(`/api/event/calendar/${event.id}`);
  expect(emails[0].text).toContain(`Start fundraising for this event: `);
});

test('a new supporter goes from the login wall through sign-up and the confirmation email back to the form, and publishes a page', async ({
  page,
  db,
}) => {
  const organizer = await createOrganizer(db);
  const event = await createEvent(db, {
    creatorId: organizer.id,
    title: `Wall Walk ${unique()}`,
    createdAt: new Date(Date.now() - 400 * DAY),
  });
  const captain = await createUser(db);
  const team = await createTeamCampaign(db, { eventId: event.id, creatorId: captain.id, title: 'Wall Walkers' });
  const email = `supporter-${unique()}@example.test`;
  const form = `/create_indiecampaign/${team.id}`;

  const at = (expected: string) => page.waitForURL((url) => `${url.pathname}${url.search}` === expected);
  await page.goto(form);
  await at(`/login?redirect=${encodeURIComponent(form)}`);
  await page.getByRole('main').getByRole('link', { name: 'Sign up' }).click();
  await at(`/signup?redirect=${encodeURIComponent(form)}`);
  await expect(page.getByRole('button', { name: 'Sign up', exact: true })).toBeEnabled();
  await page.getByLabel('First name').fill('Sky');
  await page.getByLabel('Last name').fill('Supporter');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Support1x');
  await page.getByLabel('Confirm password').fill('Support1x');
  await page.screenshot({ path: `${SHOTS}/signup-375.png`, fullPage: true });
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  await at(`/login?notice=signup&redirect=${encodeURIComponent(form)}`);

  // The confirmation email's link carries the way back.
  const { emails } = (await (await page.request.get(`/api/dev/emails?to=${encodeURIComponent(email)}`)).json()) as {
    emails: Array<{ text: string }>;
  };
  const link = emails[0].text.match(/https?:\/\/\S+\/signup_verify\/\S+/)![0];
  const verify = new URL(link);
  expect(verify.searchParams.get('redirect')).toBe(form);
  await page.goto(`${verify.pathname}${verify.search}`);
  await expect(page.getByRole('main').getByRole('status')).toContainText('confirmed');
  await page.getByRole('link', { name: 'Log in' }).first().click();
  await expect(page).toHaveURL(/\/login\?notice=verified&redirect=/);
  await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeEnabled();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('Support1x');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();

  // Back on the form they came from, and on to a published page.
  await at(form);
  await page.getByLabel('Name').fill('Sky walks for the lake');
  await page.getByLabel('Fundraising Goal').fill('300');
  await page.getByRole('button', { name: 'Create Individual Campaign' }).click();
  await page.waitForURL(/\/indie_campaign\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sky walks for the lake' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/published-page-375.png`, fullPage: true });
  await noSidewaysScroll(page);

  // The profile lists the page with raised, goal and share buttons.
  await page.goto('/profile');
  const mine = page.getByTestId('my-campaign');
  await expect(mine).toHaveCount(1);
  await expect(mine.getByRole('link', { name: 'Sky walks for the lake', exact: true })).toBeVisible();
  await expect(mine.getByTestId('my-campaign-raised')).toHaveText('$0.00 raised of $300.00 goal');
  await expect(mine.getByRole('link', { name: /Share on Facebook/ })).toBeVisible();
  await expect(mine.getByRole('button', { name: /Copy link/ })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/profile-375.png`, fullPage: true });
  await noSidewaysScroll(page);
});

test('the organizer sees the chart with an axis and a table, and a new promo code expires with the event', async ({
  page,
  context,
  baseURL,
  db,
}) => {
  await page.setViewportSize(LAPTOP);
  const organizer = await createOrganizer(db);
  const eventDate = new Date(Date.now() + 120 * DAY);
  const event = await createEvent(db, {
    creatorId: organizer.id,
    title: `Chart Run ${unique()}`,
    createdAt: new Date(Date.now() - 400 * DAY),
    dateTime: eventDate,
    timeZone: 'UTC',
    targetFundCents: 500_000,
  });
  await createDonation(db, {
    eventId: event.id,
    baseAmountCents: 120_000,
    transactionDate: new Date(Date.now() - 3 * DAY),
    createdAt: new Date(Date.now() - 3 * DAY),
  });
  await createDonation(db, {
    eventId: event.id,
    baseAmountCents: 80_000,
    transactionDate: new Date(Date.now() - DAY),
    createdAt: new Date(Date.now() - DAY),
  });
  await signIn(context, baseURL!, organizer);

  // No 404 from a prefetch of a fundraiser's query-string address.
  const notFound: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 404 && response.url().includes('/fundraiser?')) notFound.push(response.url());
  });
  await page.goto('/dashboard');
  const card = page.getByTestId('dashboard-event').filter({ hasText: event.title });
  const table = card.getByTestId('chart-table');
  await expect(table).toBeAttached();
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table).toContainText('$2,000');
  const point = card.getByTestId('chart-point').last();
  await point.focus();
  await expect(point).toHaveAccessibleName(/: \$2,000 raised$/);
  await expect(point.locator('span')).toBeVisible();
  await expect(card.getByTestId('chart-y-axis')).toContainText('$4,000');
  await card.screenshot({ path: `${SHOTS}/chart-1280.png` });
  expect(notFound).toEqual([]);

  // A new promo code expires with the event, not ten days from now.
  await page.goto(`/create_event/${event.id}`);
  await page.getByRole('button', { name: '+ Add a promo code' }).click();
  const expires = page.getByLabel(/Expires \(promo code \d\)/).last();
  await expect(expires).toHaveValue(eventDate.toISOString().slice(0, 16));
});
