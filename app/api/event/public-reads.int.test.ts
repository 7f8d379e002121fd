import { beforeAll, describe, expect, it } from 'vitest';
import { GET as getCanEdit } from '@/app/api/event/can_edit/[id]/route';
import { GET as getDonations } from '@/app/api/event/get_donations/[id]/route';
import { GET as getTeamCampaigns } from '@/app/api/event/get_teamcampaigns/[eventId]/route';
import { GET as getTotal } from '@/app/api/event/get_total/[id]/route';
import { GET as getMultiple } from '@/app/api/event/multiple/route';
import { POST as postRevalidate } from '@/app/api/event/revalidate/[id]/route';
import { GET as getEvent } from '@/app/api/event/[id]/route';
import { issueSessionToken } from '@/lib/auth';
import { db } from '@/lib/db';
import { getEventPage } from '@/lib/services/events/get-event-page';
import {
  createDonation,
  createEvent,
  createFundraiser,
  createIndieCampaign,
  createOrganizer,
  createTeamCampaign,
  createUser,
} from '@/prisma/seed/factories';

// The public read calls, called as Next.js calls them. Each test file has its own database.

const DAY = 24 * 60 * 60 * 1000;
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

type User = { id: string; sessionVersion: number };

async function call<Params extends Record<string, string>>(
  handler: (request: Request, context: { params: Promise<Params> }) => Promise<Response> | Response,
  path: string,
  params: Params = {} as Params,
  init: { method?: string; user?: User } = {},
) {
  const headers: Record<string, string> = {};
  if (init.user) headers.cookie = `auth_token=${encodeURIComponent(await issueSessionToken(init.user))}`;
  const response = await handler(new Request(`http://localhost${path}`, { method: init.method ?? 'GET', headers }), {
    params: Promise.resolve(params),
  });
  const text = await response.text();
  return { status: response.status, text, body: JSON.parse(text) };
}

let organizer: Awaited<ReturnType<typeof createOrganizer>>;
let stranger: Awaited<ReturnType<typeof createUser>>;
let run: Awaited<ReturnType<typeof createEvent>>;
let teams: { big: { id: string }; small: { id: string }; empty: { id: string } };

beforeAll(async () => {
  organizer = await createOrganizer(db, {
    name: 'Riverside Giving',
    email: 'organizer-reads@example.test',
    organizerAbout: 'We fund clean water.',
    organizerLogo: '/uploads/logo/abc.png',
  });
  stranger = await createUser(db, { email: 'stranger-reads@example.test' });
  run = await createEvent(db, {
    creatorId: organizer.id,
    title: 'River Run',
    targetFundCents: 2_500_050,
    createdAt: minutesAgo(30),
    dateTime: new Date('2027-05-10T12:00:00.000Z'),
    timeZone: 'America/Chicago',
    defaultTeamCampaignAmountCents: 100_000,
    activeUntilDonation: new Date('2027-07-01T00:00:00.000Z'),
    paymentProvider: 'stripe',
    otherDescriptions: [{ title: 'Race day', text: 'Start at 8.' }, { bogus: true }],
    emailTemplateDonation: 'SECRET-DONATION-TEMPLATE',
    emailTemplateParticipation: 'SECRET-SIGNUP-TEMPLATE',
    categories: {
      create: [
        { name: 'Kids Dash', priceCents: 1000, position: 1 },
        { name: '5K Run', priceCents: 3550, position: 0 },
      ],
    },
    promoCodes: {
      create: [
        { code: 'SECRETCODE', promoType: 'perItemPriceCut', value: 500, expiration: new Date(Date.now() + DAY) },
      ],
    },
    sponsors: {
      create: [
        { name: 'Second Sponsor', priority: 2 },
        { name: 'First Sponsor', priority: 1, link: 'https://example.org/first' },
      ],
    },
  });
  const big = await createTeamCampaign(db, {
    eventId: run.id,
    creatorId: stranger.id,
    title: 'Big Team',
    targetFundCents: 50_000,
  });
  const small = await createTeamCampaign(db, {
    eventId: run.id,
    creatorId: stranger.id,
    title: 'Small Team',
    targetFundCents: 50_000,
  });
  const empty = await createTeamCampaign(db, {
    eventId: run.id,
    creatorId: stranger.id,
    title: 'Empty Team',
    targetFundCents: 50_000,
  });
  teams = { big, small, empty };
  const indie = await createIndieCampaign(db, { eventId: run.id, teamCampaignId: small.id, creatorId: stranger.id });

  const day = (n: number) => new Date(Date.UTC(2026, 0, n));
  await createDonation(db, {
    eventId: run.id,
    baseAmountCents: 10_000,
    firstName: 'Tom',
    lastName: 'Baker',
    transactionDate: day(1),
  });
  await createDonation(db, {
    eventId: run.id,
    teamCampaignId: big.id,
    baseAmountCents: 30_000,
    totalAmountCents: 31_500,
    firstName: 'Priya',
    lastName: 'shah',
    email: 'priya@example.test',
    phone: '555-123-4567',
    address: '1 Secret Lane',
    transactionDate: day(2),
  });
  await createDonation(db, {
    eventId: run.id,
    teamCampaignId: small.id,
    indieCampaignId: indie.id,
    baseAmountCents: 7_525,
    anonymous: true,
    firstName: 'Hidden',
    lastName: 'Person',
    transactionDate: day(3),
  });
  await createDonation(db, {
    eventId: run.id,
    teamCampaignId: small.id,
    baseAmountCents: 2_500,
    firstName: 'Ann',
    lastName: '',
    transactionDate: day(4),
  });
  // Never counted, never listed.
  for (const status of ['failed', 'pending', 'refunded'] as const) {
    await createDonation(db, {
      eventId: run.id,
      teamCampaignId: teams.empty.id,
      baseAmountCents: 99_900,
      status,
      firstName: `Not${status}`,
      transactionDate: day(5),
    });
  }
});

describe('GET /api/event/{id}', () => {
  it('answers the public JSON in the spec’s field names, amounts in dollars', async () => {
    const { status, body } = await call(getEvent, `/api/event/${run.id}`, { id: run.id });
    expect(status).toBe(200);
    const event = body.event;
    expect(event).toMatchObject({
      _id: run.id,
      eventType: 'eventDriven',
      title: 'River Run',
      targetFund: 25_000.5,
      amountRaised: 500.25,
      dateTime: '2027-05-10T12:00:00.000Z',
      timeZone: 'America/Chicago',
      defaultTeamCampaignAmount: 1000,
      crm: { payment: 'stripe' },
      activeUntilDate: { donation: '2027-07-01T00:00:00.000Z', registration: null },
      otherDescriptions: [{ title: 'Race day', text: 'Start at 8.' }],
      creatorId: organizer.id,
      isHidden: false,
      countdown: true,
    });
    expect(event.eventCategories).toEqual([
      { id: expect.any(String), name: '5K Run', price: 35.5, capacity: null },
      { id: expect.any(String), name: 'Kids Dash', price: 10, capacity: null },
    ]);
    expect(event.sponsors.map((sponsor: { name: string }) => sponsor.name)).toEqual([
      'First Sponsor',
      'Second Sponsor',
    ]);
    expect(event.sponsors[0]).toMatchObject({ title: 'First Sponsor', link: 'https://example.org/first', priority: 1 });
    expect(event.id).toBeUndefined();
    expect(event.targetFundCents).toBeUndefined();
  });

  it('never carries promo codes or email templates', async () => {
    const { body, text } = await call(getEvent, `/api/event/${run.id}`, { id: run.id });
    expect(body.event.promoCodes).toBeUndefined();
    expect(body.event.emailTemplate).toBeUndefined();
    expect(text).not.toContain('SECRETCODE');
    expect(text).not.toContain('SECRET-DONATION-TEMPLATE');
    expect(text).not.toContain('SECRET-SIGNUP-TEMPLATE');
    expect(text).not.toContain('organizer-reads@example.test');
  });

  it('answers a hidden event by its id', async () => {
    const hidden = await createEvent(db, { creatorId: organizer.id, isHidden: true });
    const { status, body } = await call(getEvent, `/api/event/${hidden.id}`, { id: hidden.id });
    expect(status).toBe(200);
    expect(body.event).toMatchObject({ _id: hidden.id, isHidden: true, amountRaised: 0 });
  });

  it.each(['cl0000000000000000000000x', 'not a real id!', 'x'.repeat(300), 'bad\u0000id', '../etc/passwd'])(
    'answers 404 JSON for the unknown or malformed id %j',
    async (id) => {
      const { status, body } = await call(getEvent, `/api/event/x`, { id });
      expect(status).toBe(404);
      expect(body).toEqual({ error: 'Event not found.' });
    },
  );
});

describe('GET /api/event/get_total/{id}', () => {
  it('sums succeeded donations to the event, its teams and their individual campaigns, in dollars', async () => {
    const { status, body } = await call(getTotal, `/api/event/get_total/${run.id}`, { id: run.id });
    expect(status).toBe(200);
    expect(body).toEqual({ eventId: run.id, totalRaised: 500.25 });
  });

  it('answers 404 for an unknown id', async () => {
    const { status } = await call(getTotal, '/api/event/get_total/nope', { id: 'nope' });
    expect(status).toBe(404);
  });
});

describe('GET /api/event/get_donations/{id}', () => {
  it('lists succeeded donations newest first with public fields only', async () => {
    const { status, body, text } = await call(getDonations, `/api/event/get_donations/${run.id}`, { id: run.id });
    expect(status).toBe(200);
    expect(body.donations).toEqual([
      {
        _id: expect.any(String),
        name: 'Ann',
        anonymous: false,
        baseAmount: 25,
        transactionDate: '2026-01-04T00:00:00.000Z',
      },
      {
        _id: expect.any(String),
        name: 'Anonymous',
        anonymous: true,
        baseAmount: 75.25,
        transactionDate: '2026-01-03T00:00:00.000Z',
      },
      {
        _id: expect.any(String),
        name: 'Priya S.',
        anonymous: false,
        baseAmount: 300,
        transactionDate: '2026-01-02T00:00:00.000Z',
      },
      {
        _id: expect.any(String),
        name: 'Tom B.',
        anonymous: false,
        baseAmount: 100,
        transactionDate: '2026-01-01T00:00:00.000Z',
      },
    ]);
    for (const secret of [
      'priya@example.test',
      '555-123-4567',
      'Secret Lane',
      'Hidden',
      'Person',
      'dana@example.test',
      'Notfailed',
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it('takes the newest `count`', async () => {
    const { body } = await call(getDonations, `/api/event/get_donations/${run.id}?count=2`, { id: run.id });
    expect(body.donations.map((donation: { name: string }) => donation.name)).toEqual(['Ann', 'Anonymous']);
  });

  it('refuses a bad count with the field error', async () => {
    const { status, body } = await call(getDonations, `/api/event/get_donations/${run.id}?count=0`, { id: run.id });
    expect(status).toBe(400);
    expect(body.fieldErrors.count).toEqual(['count must be a whole number from 1 to 1000']);
  });

  it('answers 404 for an unknown id', async () => {
    const { status } = await call(getDonations, '/api/event/get_donations/nope', { id: 'nope' });
    expect(status).toBe(404);
  });
});

describe('GET /api/event/get_teamcampaigns/{eventId}', () => {
  it('ranks team campaigns by amount raised, with their individual campaigns’ donations', async () => {
    const { status, body } = await call(getTeamCampaigns, `/api/event/get_teamcampaigns/${run.id}`, {
      eventId: run.id,
    });
    expect(status).toBe(200);
    expect(
      body.teamCampaigns.map((team: { title: string; amountRaised: number }) => [team.title, team.amountRaised]),
    ).toEqual([
      ['Big Team', 300],
      ['Small Team', 100.25],
      ['Empty Team', 0],
    ]);
    expect(body.teamCampaigns[0]).toEqual({
      _id: teams.big.id,
      eventId: run.id,
      creatorId: stranger.id,
      title: 'Big Team',
      description: expect.any(String),
      picture: null,
      targetFund: 500,
      amountRaised: 300,
      expiration: null,
    });
  });

  it('answers an empty list for an event without teams, 404 for an unknown one', async () => {
    const lonely = await createEvent(db, { creatorId: organizer.id });
    expect((await call(getTeamCampaigns, '/x', { eventId: lonely.id })).body).toEqual({ teamCampaigns: [] });
    expect((await call(getTeamCampaigns, '/x', { eventId: 'nope' })).status).toBe(404);
  });
});

describe('GET /api/event/multiple', () => {
  it('lists events and fundraisers newest first, filtered by kind and count, never hidden ones', async () => {
    // Dated ahead of everything the other tests of this file create.
    const fundraiser = await createFundraiser(db, {
      creatorId: organizer.id,
      title: 'Coats',
      createdAt: minutesAgo(-20),
    });
    const newer = await createEvent(db, { creatorId: organizer.id, title: 'Newer Run', createdAt: minutesAgo(-10) });
    await createEvent(db, { creatorId: organizer.id, title: 'Draft Run', isHidden: true, createdAt: minutesAgo(-30) });

    const titles = async (query: string) => {
      const { status, body } = await call(getMultiple, `/api/event/multiple${query}`);
      expect(status).toBe(200);
      return body.events.map((event: { title: string }) => event.title);
    };
    const events = await titles('?eventType=eventDriven&isHidden=false');
    expect(events[0]).toBe('Newer Run');
    expect(events).toContain('River Run');
    expect(events).not.toContain('Draft Run');
    expect(events).not.toContain('Coats');
    expect(await titles('?eventType=fundraiserDriven')).toEqual(['Coats']);
    expect(await titles('?eventType=eventDriven&isHidden=true')).not.toContain('Draft Run');
    expect(await titles('?eventType=eventDriven&count=1')).toEqual(['Newer Run']);
    expect((await titles('')).slice(0, 2)).toEqual(['Coats', 'Newer Run']);

    const { body, text } = await call(getMultiple, '/api/event/multiple?eventType=eventDriven');
    const river = body.events.find((event: { _id: string }) => event._id === run.id);
    expect(river).toMatchObject({ amountRaised: 500.25, targetFund: 25_000.5 });
    expect(body.events.find((event: { _id: string }) => event._id === newer.id)).toMatchObject({ amountRaised: 0 });
    expect(body.events.find((event: { _id: string }) => event._id === fundraiser.id)).toBeUndefined();
    expect(text).not.toContain('SECRETCODE');
    expect(text).not.toContain('SECRET-DONATION-TEMPLATE');
  });

  it.each([
    ['?eventType=party', 'eventType'],
    ['?count=0', 'count'],
    ['?count=abc', 'count'],
    ['?isHidden=maybe', 'isHidden'],
  ])('answers 400 with field errors for %s', async (query, field) => {
    const { status, body } = await call(getMultiple, `/api/event/multiple${query}`);
    expect(status).toBe(400);
    expect(Object.keys(body.fieldErrors)).toEqual([field]);
  });
});

describe('GET /api/event/can_edit/{id}', () => {
  it('is true for the creator only', async () => {
    expect((await call(getCanEdit, '/x', { id: run.id })).body).toEqual({ canEdit: false });
    expect((await call(getCanEdit, '/x', { id: run.id }, { user: stranger })).body).toEqual({ canEdit: false });
    expect((await call(getCanEdit, '/x', { id: run.id }, { user: organizer })).body).toEqual({ canEdit: true });
    expect((await call(getCanEdit, '/x', { id: 'nope' }, { user: organizer })).body).toEqual({ canEdit: false });
  });

  it('is false for an ended session', async () => {
    const ended = { id: organizer.id, sessionVersion: organizer.sessionVersion - 1 };
    expect((await call(getCanEdit, '/x', { id: run.id }, { user: ended })).body).toEqual({ canEdit: false });
  });
});

describe('POST /api/event/revalidate/{id}', () => {
  it('lets the creator expire the event’s cached pages (401 without a session, 403 for others, 404 unknown)', async () => {
    expect((await call(postRevalidate, '/x', { id: run.id }, { method: 'POST' })).status).toBe(401);
    expect((await call(postRevalidate, '/x', { id: run.id }, { method: 'POST', user: stranger })).status).toBe(403);
    expect((await call(postRevalidate, '/x', { id: 'nope' }, { method: 'POST', user: organizer })).status).toBe(404);
    const done = await call(postRevalidate, '/x', { id: run.id }, { method: 'POST', user: organizer });
    expect(done).toMatchObject({ status: 200, body: { success: true } });
  });
});

describe('getEventPage', () => {
  it('gathers the event, its leaderboard and its organizer’s public face', async () => {
    const page = await getEventPage({ id: run.id });
    // Pages work in cents; only the API's JSON speaks dollars.
    expect(page?.event).toMatchObject({ _id: run.id, amountRaisedCents: 50025 });
    expect(page?.event).not.toHaveProperty('amountRaised');
    expect(page?.teamCampaigns.map((team) => team.title)).toEqual(['Big Team', 'Small Team', 'Empty Team']);
    expect(page?.teamCampaigns[0]).toHaveProperty('amountRaisedCents');
    expect(page?.organizer).toEqual({
      name: 'Riverside Giving',
      about: 'We fund clean water.',
      logo: '/uploads/logo/abc.png',
    });
    expect(JSON.stringify(page)).not.toContain('organizer-reads@example.test');
    expect(await getEventPage({ id: 'nope' })).toBeNull();
  });

  it('shows no organizer settings of a creator who is no longer an Organizer', async () => {
    const former = await createUser(db, { name: 'Former', organizerAbout: 'Old about', organizerLogo: '/old.png' });
    const event = await createEvent(db, { creatorId: former.id });
    expect((await getEventPage({ id: event.id }))?.organizer).toEqual({ name: 'Former', about: null, logo: null });
  });
});
