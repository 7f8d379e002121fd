import { beforeAll, describe, expect, it } from 'vitest';
import { POST as createTeam } from '@/app/api/create_teamcampaign/[parentId]/route';
import { POST as deleteTeam } from '@/app/api/delete_teamcampaign/route';
import { GET as getTeamDonations } from '@/app/api/team_campaign/get_donations/[id]/route';
import { GET as getIndies } from '@/app/api/team_campaign/get_indiecampaigns/[id]/route';
import { GET as getParents } from '@/app/api/team_campaign/get_parents/[id]/route';
import { GET as getParticipants } from '@/app/api/team_campaign/get_participants/[id]/route';
import { GET as getTeamTotal } from '@/app/api/team_campaign/get_total/[id]/route';
import { GET as getTeam } from '@/app/api/team_campaign/[id]/route';
import { POST as upsertTeam } from '@/app/api/upsert_teamcampaign/route';
import { GET as getEventTotal } from '@/app/api/event/get_total/[id]/route';
import { db } from '@/lib/db';
import { callRoute, type RouteHandler } from '@/lib/testing/call-route';
import {
  createDonation,
  createEvent,
  createFundraiser,
  createIndieCampaign,
  createOrganizer,
  createSignup,
  createTeamCampaign,
  createUser,
} from '@/prisma/seed/factories';

// The team campaign calls, called as Next.js calls them, against a real database (each test file
// has its own). Every refusal is checked to write nothing.

const call = callRoute;
type Handler = RouteHandler;

const GOAL = "Please enter a Fundraising Goal that's more than $5";
const PICTURE = '/uploads/campaign/0123456789abcdef0123456789abcdef.png';

const teamCount = () => db.teamCampaign.count();

let organizer: Awaited<ReturnType<typeof createOrganizer>>;
let captain: Awaited<ReturnType<typeof createUser>>;
let stranger: Awaited<ReturnType<typeof createUser>>;
let run: Awaited<ReturnType<typeof createEvent>>;

beforeAll(async () => {
  organizer = await createOrganizer(db, { email: 'organizer-teams@example.test' });
  captain = await createUser(db, { email: 'captain@example.test' });
  stranger = await createUser(db, { email: 'stranger-teams@example.test' });
  run = await createEvent(db, { creatorId: organizer.id, title: 'River Run', defaultTeamCampaignAmountCents: 150_000 });
});

describe('POST /api/create_teamcampaign/{parentId}', () => {
  it('creates a team campaign for any logged-in user, in cents, and answers its id', async () => {
    const { status, body } = await call(createTeam, {
      params: { parentId: run.id },
      user: captain,
      body: { title: ' Water Warriors ', description: 'We run.', targetFund: '1234.56', picture: PICTURE },
    });
    expect(status).toBe(200);
    expect(body).toEqual({ id: expect.any(String), _id: body.id });
    const stored = await db.teamCampaign.findUniqueOrThrow({ where: { id: body.id } });
    expect(stored).toMatchObject({
      eventId: run.id,
      creatorId: captain.id,
      title: 'Water Warriors',
      description: 'We run.',
      targetFundCents: 123_456,
      picture: PICTURE,
      expiration: null,
    });

    const read = await call(getTeam, { params: { id: body.id } });
    expect(read.body).toEqual({
      teamCampaign: {
        _id: body.id,
        eventId: run.id,
        creatorId: captain.id,
        title: 'Water Warriors',
        description: 'We run.',
        picture: PICTURE,
        targetFund: 1234.56,
        amountRaised: 0,
        expiration: null,
      },
    });
  });

  it('takes a Bearer token as well as the cookie', async () => {
    const { status } = await call(createTeam, {
      params: { parentId: run.id },
      bearer: captain,
      body: { title: 'Bearer Team', targetFund: 100 },
    });
    expect(status).toBe(200);
  });

  it('answers 401 without a session and writes nothing', async () => {
    const before = await teamCount();
    const { status, body } = await call(createTeam, {
      params: { parentId: run.id },
      body: { title: 'X', targetFund: 10 },
    });
    expect(status).toBe(401);
    expect(body).toEqual({ error: 'Please log in.' });
    expect(await teamCount()).toBe(before);
  });

  it.each(['cl0000000000000000000000x', 'not an id!', 'x'.repeat(300)])(
    'answers 404 for the unknown parent %j and writes nothing',
    async (parentId) => {
      const before = await teamCount();
      const { status, body } = await call(createTeam, {
        params: { parentId },
        user: captain,
        body: { title: 'Lost Team', targetFund: 10 },
      });
      expect(status).toBe(404);
      expect(body).toEqual({ error: 'Event not found.' });
      expect(await teamCount()).toBe(before);
    },
  );

  it('answers 403 when the event takes no new team campaigns, and writes nothing', async () => {
    const closed = await createEvent(db, { creatorId: organizer.id, teamCampaignCreationEnabled: false });
    const { status, body } = await call(createTeam, {
      params: { parentId: closed.id },
      user: organizer,
      body: { title: 'Closed Team', targetFund: 10 },
    });
    expect(status).toBe(403);
    expect(body.error).toBe('The organizer of this event is not taking new team campaigns.');
    expect(await db.teamCampaign.count({ where: { eventId: closed.id } })).toBe(0);
  });

  it.each([
    [{ title: 'Low', targetFund: 4.99 }, { targetFund: [GOAL] }],
    [{ title: 'Text', targetFund: 'lots' }, { targetFund: [GOAL] }],
    [
      { title: '  ', targetFund: '' },
      { title: ['required'], targetFund: ['required'] },
    ],
    [{ title: 'Cents', targetFund: 10.005 }, { targetFund: ['Use at most two decimal places'] }],
    [{ title: 'Huge', targetFund: 1e12 }, { targetFund: ['Must be 20,000,000 or less'] }],
    [
      { title: 'Elsewhere', targetFund: 10, picture: 'https://tracker.example/p.png' },
      { picture: ['Not a valid URL'] },
    ],
  ])('answers 400 with the field errors for %j and writes nothing', async (payload, fieldErrors) => {
    const before = await teamCount();
    const { status, body } = await call(createTeam, { params: { parentId: run.id }, user: captain, body: payload });
    expect(status).toBe(400);
    expect(body).toEqual({ error: Object.values(fieldErrors)[0][0], fieldErrors });
    expect(await teamCount()).toBe(before);
  });

  it('refuses a body that is not JSON (415) or does not parse (400)', async () => {
    const plain = await call(createTeam, {
      params: { parentId: run.id },
      user: captain,
      body: 'title=x',
      headers: { 'content-type': 'text/plain' },
    });
    expect(plain.status).toBe(415);
    const broken = await call(createTeam, { params: { parentId: run.id }, user: captain, body: '{"title":' });
    expect(broken.status).toBe(400);
    expect(broken.body.error).toBe('The request body must be JSON.');
  });

  it('refuses a cross-site request (403) and writes nothing', async () => {
    const before = await teamCount();
    const { status } = await call(createTeam, {
      params: { parentId: run.id },
      user: captain,
      body: { title: 'Forged', targetFund: 10 },
      headers: { origin: 'https://evil.example' },
    });
    expect(status).toBe(403);
    expect(await teamCount()).toBe(before);
  });

  it('needs an expiration under a fundraiser, and keeps it', async () => {
    const coats = await createFundraiser(db, { creatorId: organizer.id });
    const missing = await call(createTeam, {
      params: { parentId: coats.id },
      user: captain,
      body: { title: 'Coat Crew', targetFund: 500 },
    });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ error: 'required', fieldErrors: { expiration: ['required'] } });

    const created = await call(createTeam, {
      params: { parentId: coats.id },
      user: captain,
      body: { title: 'Coat Crew', targetFund: 500, expiration: '2031-03-01T04:59:59.000Z' },
    });
    expect(created.status).toBe(200);
    expect((await call(getTeam, { params: { id: created.body.id } })).body.teamCampaign).toMatchObject({
      eventId: coats.id,
      expiration: '2031-03-01T04:59:59.000Z',
    });
  });
});

describe('POST /api/upsert_teamcampaign', () => {
  async function newTeam() {
    return createTeamCampaign(db, {
      eventId: run.id,
      creatorId: captain.id,
      title: 'Before',
      description: 'Old words',
      targetFundCents: 100_000,
      picture: PICTURE,
    });
  }

  it('lets the creator change what the payload sends and keeps the rest', async () => {
    const team = await newTeam();
    const { status, body } = await call(upsertTeam, {
      user: captain,
      body: {
        id: team.id,
        teamCampaign: { title: 'After', targetFund: 2500.5, eventId: 'elsewhere', creatorId: stranger.id },
      },
    });
    expect(status).toBe(200);
    expect(body).toEqual({ id: team.id, _id: team.id });
    expect(await db.teamCampaign.findUniqueOrThrow({ where: { id: team.id } })).toMatchObject({
      title: 'After',
      description: 'Old words',
      targetFundCents: 250_050,
      picture: PICTURE,
      eventId: run.id,
      creatorId: captain.id,
    });

    await call(upsertTeam, { user: captain, body: { id: team.id, teamCampaign: { picture: null, description: '' } } });
    expect(await db.teamCampaign.findUniqueOrThrow({ where: { id: team.id } })).toMatchObject({
      title: 'After',
      description: '',
      picture: null,
    });
  });

  it('answers 401, 404 and 403 in that order, and changes nothing', async () => {
    const team = await newTeam();
    const change = { id: team.id, teamCampaign: { title: 'Hijacked' } };
    expect((await call(upsertTeam, { body: change })).status).toBe(401);
    const unknown = await call(upsertTeam, { user: stranger, body: { id: 'nope', teamCampaign: { title: 'X' } } });
    expect(unknown).toMatchObject({ status: 404, body: { error: 'Team campaign not found.' } });
    const other = await call(upsertTeam, { user: stranger, body: change });
    expect(other).toMatchObject({ status: 403, body: { error: 'Only the creator of this campaign can do this.' } });
    // The event's organizer is not the campaign's creator either.
    expect((await call(upsertTeam, { user: organizer, body: change })).status).toBe(403);
    expect((await db.teamCampaign.findUniqueOrThrow({ where: { id: team.id } })).title).toBe('Before');
  });

  it('answers 400 with field errors under the payload’s names, and changes nothing', async () => {
    const team = await newTeam();
    const bad = await call(upsertTeam, {
      user: captain,
      body: { id: team.id, teamCampaign: { targetFund: 1, title: '' } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toEqual({ 'teamCampaign.title': ['required'], 'teamCampaign.targetFund': [GOAL] });
    const shapeless = await call(upsertTeam, { user: captain, body: { id: team.id } });
    expect(shapeless.status).toBe(400);
    expect(shapeless.body.fieldErrors).toEqual({ teamCampaign: ['required'] });
    expect(await db.teamCampaign.findUniqueOrThrow({ where: { id: team.id } })).toMatchObject({
      title: 'Before',
      targetFundCents: 100_000,
    });
  });

  it('keeps a fundraiser campaign’s expiration required', async () => {
    const coats = await createFundraiser(db, { creatorId: organizer.id });
    const team = await createTeamCampaign(db, {
      eventId: coats.id,
      creatorId: captain.id,
      expiration: new Date('2031-01-01T00:00:00Z'),
    });
    const cleared = await call(upsertTeam, {
      user: captain,
      body: { id: team.id, teamCampaign: { expiration: null } },
    });
    expect(cleared.status).toBe(400);
    expect(cleared.body.fieldErrors).toEqual({ 'teamCampaign.expiration': ['required'] });
  });
});

describe('POST /api/delete_teamcampaign', () => {
  it('answers 401, 404 and 403 and deletes nothing', async () => {
    const team = await createTeamCampaign(db, { eventId: run.id, creatorId: captain.id });
    expect((await call(deleteTeam, { body: { id: team.id } })).status).toBe(401);
    expect((await call(deleteTeam, { user: captain, body: { id: 'nope' } })).status).toBe(404);
    expect((await call(deleteTeam, { user: stranger, body: { id: team.id } })).status).toBe(403);
    expect((await call(deleteTeam, { user: organizer, body: { id: team.id } })).status).toBe(403);
    expect((await call(deleteTeam, { user: captain, body: {} })).body).toEqual({
      error: 'required',
      fieldErrors: { id: ['required'] },
    });
    expect(await db.teamCampaign.findUnique({ where: { id: team.id } })).not.toBeNull();
  });

  it('deletes the team for its creator; donations, participants and individual campaigns stay with the event', async () => {
    const event = await createEvent(db, { creatorId: organizer.id });
    const team = await createTeamCampaign(db, { eventId: event.id, creatorId: captain.id });
    const indie = await createIndieCampaign(db, { eventId: event.id, teamCampaignId: team.id, creatorId: stranger.id });
    await createDonation(db, { eventId: event.id, teamCampaignId: team.id, baseAmountCents: 10_000 });
    await createDonation(db, {
      eventId: event.id,
      teamCampaignId: team.id,
      indieCampaignId: indie.id,
      baseAmountCents: 2_500,
    });
    await createSignup(db, {
      eventId: event.id,
      teamCampaignId: team.id,
      participants: [{ firstName: 'Kim', lastName: 'Lo' }],
    });
    const totalBefore = (await call(getEventTotal, { params: { id: event.id } })).body;

    const { status, body } = await call(deleteTeam, { user: captain, body: { id: team.id } });
    expect(status).toBe(200);
    expect(body).toEqual({ success: true });
    expect(await db.teamCampaign.findUnique({ where: { id: team.id } })).toBeNull();
    expect(await db.indieCampaign.findUniqueOrThrow({ where: { id: indie.id } })).toMatchObject({
      eventId: event.id,
      teamCampaignId: null,
    });
    expect(await db.donation.count({ where: { eventId: event.id } })).toBe(2);
    expect(await db.participant.count({ where: { eventId: event.id } })).toBe(1);
    expect((await call(getEventTotal, { params: { id: event.id } })).body).toEqual(totalBefore);
    expect(totalBefore.totalRaised).toBe(125);
    expect((await call(getTeam, { params: { id: team.id } })).status).toBe(404);
  });
});

describe('the team campaign reads', () => {
  let team: { id: string };
  let empty: { id: string };

  beforeAll(async () => {
    team = await createTeamCampaign(db, { eventId: run.id, creatorId: captain.id, title: 'Readers' });
    empty = await createTeamCampaign(db, { eventId: run.id, creatorId: captain.id, title: 'Empty' });
    const bea = await createIndieCampaign(db, {
      eventId: run.id,
      teamCampaignId: team.id,
      creatorId: stranger.id,
      title: 'Bea',
    });
    const abe = await createIndieCampaign(db, {
      eventId: run.id,
      teamCampaignId: team.id,
      creatorId: stranger.id,
      title: 'Abe',
    });
    const top = await createIndieCampaign(db, {
      eventId: run.id,
      teamCampaignId: team.id,
      creatorId: captain.id,
      title: 'Zed',
    });
    const day = (n: number) => new Date(Date.UTC(2026, 0, n));
    await createDonation(db, {
      eventId: run.id,
      teamCampaignId: team.id,
      baseAmountCents: 10_000,
      firstName: 'Tom',
      lastName: 'baker',
      email: 'tom@example.test',
      phone: '555-123-4567',
      transactionDate: day(1),
    });
    await createDonation(db, {
      eventId: run.id,
      teamCampaignId: team.id,
      indieCampaignId: bea.id,
      baseAmountCents: 2_550,
      firstName: 'Ann',
      lastName: 'Lee',
      transactionDate: day(2),
    });
    await createDonation(db, {
      eventId: run.id,
      teamCampaignId: team.id,
      indieCampaignId: abe.id,
      baseAmountCents: 2_550,
      anonymous: true,
      firstName: 'Secret',
      lastName: 'Giver',
      transactionDate: day(3),
    });
    await createDonation(db, {
      eventId: run.id,
      teamCampaignId: team.id,
      indieCampaignId: top.id,
      baseAmountCents: 9_000,
      firstName: 'Zoe',
      lastName: 'Q',
      transactionDate: day(4),
    });
    await createDonation(db, {
      eventId: run.id,
      teamCampaignId: team.id,
      baseAmountCents: 77_700,
      status: 'failed',
      firstName: 'Failed',
      transactionDate: day(5),
    });
    await createDonation(db, {
      eventId: run.id,
      baseAmountCents: 50_000,
      firstName: 'Event',
      lastName: 'Only',
      transactionDate: day(6),
    });
    await createSignup(db, {
      eventId: run.id,
      teamCampaignId: team.id,
      participants: [
        { firstName: 'Maya', lastName: 'Chen', email: 'maya-private@example.test' },
        { firstName: 'Sam', lastName: 'ortiz' },
      ],
    });
    const pending = await createSignup(db, {
      eventId: run.id,
      teamCampaignId: team.id,
      participants: [{ firstName: 'Pending', lastName: 'Person' }],
    });
    await db.signup.update({ where: { id: pending.id }, data: { status: 'pending' } });
  });

  it('GET /api/team_campaign/get_total/{id} sums the team and its individual campaigns', async () => {
    expect((await call(getTeamTotal, { params: { id: team.id } })).body).toEqual({
      totalRaised: 241,
      teamCampaignId: team.id,
    });
    expect((await call(getTeamTotal, { params: { id: empty.id } })).body).toEqual({
      totalRaised: 0,
      teamCampaignId: empty.id,
    });
    expect((await call(getTeam, { params: { id: team.id } })).body.teamCampaign.amountRaised).toBe(241);
  });

  it('GET /api/team_campaign/get_indiecampaigns/{id} ranks by amount raised, then by name', async () => {
    const { status, body } = await call(getIndies, { params: { id: team.id } });
    expect(status).toBe(200);
    expect(
      body.indieCampaigns.map((indie: { title: string; amountRaised: number }) => [indie.title, indie.amountRaised]),
    ).toEqual([
      ['Zed', 90],
      ['Abe', 25.5],
      ['Bea', 25.5],
    ]);
    expect(body.indieCampaigns[0]).toEqual({
      _id: expect.any(String),
      eventId: run.id,
      teamCampaignId: team.id,
      creatorId: captain.id,
      title: 'Zed',
      description: expect.any(String),
      picture: null,
      targetFund: 500,
      amountRaised: 90,
    });
    expect((await call(getIndies, { params: { id: empty.id } })).body).toEqual({ indieCampaigns: [] });
  });

  it('GET /api/team_campaign/get_donations/{id} lists succeeded donations, newest first, public fields only', async () => {
    const { body, text } = await call(getTeamDonations, { params: { id: team.id } });
    expect(body.donations.map((d: { name: string; baseAmount: number }) => [d.name, d.baseAmount])).toEqual([
      ['Zoe Q.', 90],
      ['Anonymous', 25.5],
      ['Ann L.', 25.5],
      ['Tom B.', 100],
    ]);
    for (const secret of ['tom@example.test', '555-123-4567', 'Secret', 'Giver', 'Failed', 'Event'])
      expect(text).not.toContain(secret);
    const two = await call(getTeamDonations, { params: { id: team.id }, query: '?count=2' });
    expect(two.body.donations.map((d: { name: string }) => d.name)).toEqual(['Zoe Q.', 'Anonymous']);
  });

  it('GET /api/team_campaign/get_participants/{id} shows first names and last initials of paid sign-ups only', async () => {
    const { status, body, text } = await call(getParticipants, { params: { id: team.id } });
    expect(status).toBe(200);
    expect(body.participants).toEqual([
      { _id: expect.any(String), firstName: 'Maya', lastName: 'C.', name: 'Maya C.' },
      { _id: expect.any(String), firstName: 'Sam', lastName: 'O.', name: 'Sam O.' },
    ]);
    for (const secret of ['Chen', 'ortiz', 'maya-private@example.test', '555-010-0100', 'Pending'])
      expect(text).not.toContain(secret);
  });

  it('GET /api/team_campaign/get_parents/{id} answers the event id', async () => {
    expect((await call(getParents, { params: { id: team.id } })).body).toEqual({ success: true, eventId: run.id });
  });

  it.each([
    ['get', getTeam],
    ['get_total', getTeamTotal],
    ['get_indiecampaigns', getIndies],
    ['get_donations', getTeamDonations],
    ['get_participants', getParticipants],
    ['get_parents', getParents],
  ] as const)('%s answers 404 for unknown and malformed ids', async (_name, handler) => {
    for (const id of ['cl0000000000000000000000x', 'bad id!', 'x'.repeat(300)]) {
      const { status, body } = await call(handler as Handler, { params: { id } });
      expect(status).toBe(404);
      expect(body).toEqual({ error: 'Team campaign not found.' });
    }
  });
});
