import { beforeAll, describe, expect, it } from 'vitest';
import { POST as createIndie } from '@/app/api/create_indiecampaign/[parentId]/route';
import { POST as deleteIndie } from '@/app/api/delete_indiecampaign/route';
import { GET as getIndieDonations } from '@/app/api/indie_campaign/get_donations/[id]/route';
import { GET as getParentObjects } from '@/app/api/indie_campaign/get_parentObjects/[id]/route';
import { GET as getParents } from '@/app/api/indie_campaign/get_parents/[id]/route';
import { GET as getIndieTotal } from '@/app/api/indie_campaign/get_total/[id]/route';
import { GET as getIndie } from '@/app/api/indie_campaign/[id]/route';
import { GET as getTeamTotal } from '@/app/api/team_campaign/get_total/[id]/route';
import { POST as upsertIndie } from '@/app/api/upsert_indiecampaign/route';
import { db } from '@/lib/db';
import { callRoute as call } from '@/lib/testing/call-route';
import {
  createDonation,
  createEvent,
  createIndieCampaign,
  createOrganizer,
  createTeamCampaign,
  createUser,
} from '@/prisma/seed/factories';

// The individual campaign calls against a real database. Every refusal is checked to write nothing.

const GOAL = "Please enter a Fundraising Goal that's more than $5";

let organizer: Awaited<ReturnType<typeof createOrganizer>>;
let captain: Awaited<ReturnType<typeof createUser>>;
let runner: Awaited<ReturnType<typeof createUser>>;
let stranger: Awaited<ReturnType<typeof createUser>>;
let run: Awaited<ReturnType<typeof createEvent>>;
let team: Awaited<ReturnType<typeof createTeamCampaign>>;

const indieCount = () => db.indieCampaign.count();

beforeAll(async () => {
  organizer = await createOrganizer(db, { email: 'organizer-indies@example.test' });
  captain = await createUser(db);
  runner = await createUser(db);
  stranger = await createUser(db);
  run = await createEvent(db, {
    creatorId: organizer.id,
    title: 'River Run',
    promoCodes: {
      create: [
        { code: 'SECRETCODE', promoType: 'perItemPriceCut', value: 500, expiration: new Date(Date.now() + 864e5) },
      ],
    },
    emailTemplateDonation: 'SECRET-TEMPLATE',
  });
  team = await createTeamCampaign(db, { eventId: run.id, creatorId: captain.id, title: 'Water Warriors' });
});

describe('POST /api/create_indiecampaign/{parentId}', () => {
  it('creates an individual campaign under a team for any logged-in user', async () => {
    const { status, body } = await call(createIndie, {
      params: { parentId: team.id },
      user: runner,
      body: { title: 'Sam runs', description: 'My first 5K', targetFund: 500 },
    });
    expect(status).toBe(200);
    expect(body).toEqual({ id: expect.any(String), _id: body.id });
    expect((await call(getIndie, { params: { id: body.id } })).body).toEqual({
      indieCampaign: {
        _id: body.id,
        eventId: run.id,
        teamCampaignId: team.id,
        creatorId: runner.id,
        title: 'Sam runs',
        description: 'My first 5K',
        picture: null,
        targetFund: 500,
        amountRaised: 0,
      },
    });
  });

  it('creates one directly under an event too (individual campaigns belong to teams or to events)', async () => {
    const { status, body } = await call(createIndie, {
      params: { parentId: run.id },
      user: runner,
      body: { title: 'Solo', targetFund: 50 },
    });
    expect(status).toBe(200);
    expect(await db.indieCampaign.findUniqueOrThrow({ where: { id: body.id } })).toMatchObject({
      eventId: run.id,
      teamCampaignId: null,
    });
  });

  it('answers 401, 404 and 400 and writes nothing', async () => {
    const before = await indieCount();
    const valid = { title: 'Nope', targetFund: 50 };
    expect((await call(createIndie, { params: { parentId: team.id }, body: valid })).status).toBe(401);
    const unknown = await call(createIndie, {
      params: { parentId: 'cl0000000000000000000000x' },
      user: runner,
      body: valid,
    });
    expect(unknown).toMatchObject({ status: 404, body: { error: 'Team campaign not found.' } });
    expect((await call(createIndie, { params: { parentId: 'bad id!' }, user: runner, body: valid })).status).toBe(404);
    const low = await call(createIndie, {
      params: { parentId: team.id },
      user: runner,
      body: { title: 'Low', targetFund: 2 },
    });
    expect(low).toMatchObject({ status: 400, body: { error: GOAL, fieldErrors: { targetFund: [GOAL] } } });
    expect(await indieCount()).toBe(before);
  });
});

describe('POST /api/upsert_indiecampaign and /api/delete_indiecampaign', () => {
  it('let the creator alone change and delete it', async () => {
    const indie = await createIndieCampaign(db, {
      eventId: run.id,
      teamCampaignId: team.id,
      creatorId: runner.id,
      title: 'Before',
      targetFundCents: 50_000,
    });
    const change = { id: indie.id, indieCampaign: { title: 'After' } };
    expect((await call(upsertIndie, { body: change })).status).toBe(401);
    expect((await call(upsertIndie, { user: stranger, body: change })).status).toBe(403);
    // Neither the team's creator nor the event's organizer may change someone's own campaign.
    expect((await call(upsertIndie, { user: captain, body: change })).status).toBe(403);
    expect((await call(upsertIndie, { user: organizer, body: change })).status).toBe(403);
    expect((await call(upsertIndie, { user: runner, body: { id: 'nope', indieCampaign: {} } })).status).toBe(404);
    const bad = await call(upsertIndie, { user: runner, body: { id: indie.id, indieCampaign: { targetFund: 'x' } } });
    expect(bad).toMatchObject({ status: 400, body: { fieldErrors: { 'indieCampaign.targetFund': [GOAL] } } });
    expect((await db.indieCampaign.findUniqueOrThrow({ where: { id: indie.id } })).title).toBe('Before');

    const done = await call(upsertIndie, {
      user: runner,
      body: { id: indie.id, indieCampaign: { title: 'After', targetFund: 75.5 } },
    });
    expect(done).toMatchObject({ status: 200, body: { id: indie.id } });
    expect(await db.indieCampaign.findUniqueOrThrow({ where: { id: indie.id } })).toMatchObject({
      title: 'After',
      targetFundCents: 7_550,
      teamCampaignId: team.id,
    });

    expect((await call(deleteIndie, { body: { id: indie.id } })).status).toBe(401);
    expect((await call(deleteIndie, { user: captain, body: { id: indie.id } })).status).toBe(403);
    expect((await call(deleteIndie, { user: runner, body: { id: 'nope' } })).status).toBe(404);
    expect(await db.indieCampaign.findUnique({ where: { id: indie.id } })).not.toBeNull();
    expect((await call(deleteIndie, { user: runner, body: { id: indie.id } })).body).toEqual({ success: true });
    expect(await db.indieCampaign.findUnique({ where: { id: indie.id } })).toBeNull();
  });

  it('keeps a deleted campaign’s donations with its team', async () => {
    const own = await createTeamCampaign(db, { eventId: run.id, creatorId: captain.id });
    const indie = await createIndieCampaign(db, { eventId: run.id, teamCampaignId: own.id, creatorId: runner.id });
    await createDonation(db, {
      eventId: run.id,
      teamCampaignId: own.id,
      indieCampaignId: indie.id,
      baseAmountCents: 4_200,
    });
    await call(deleteIndie, { user: runner, body: { id: indie.id } });
    expect((await call(getTeamTotal, { params: { id: own.id } })).body).toEqual({
      totalRaised: 42,
      teamCampaignId: own.id,
    });
  });
});

describe('the individual campaign reads', () => {
  let indie: { id: string };

  beforeAll(async () => {
    indie = await createIndieCampaign(db, {
      eventId: run.id,
      teamCampaignId: team.id,
      creatorId: runner.id,
      title: 'Reader',
    });
    await createDonation(db, {
      eventId: run.id,
      teamCampaignId: team.id,
      indieCampaignId: indie.id,
      baseAmountCents: 1_234,
      firstName: 'Ivy',
      lastName: 'nguyen',
      email: 'ivy@example.test',
      transactionDate: new Date('2026-02-01'),
    });
    await createDonation(db, {
      eventId: run.id,
      teamCampaignId: team.id,
      indieCampaignId: indie.id,
      baseAmountCents: 5_000,
      anonymous: true,
      firstName: 'Hidden',
      lastName: 'Donor',
      transactionDate: new Date('2026-02-02'),
    });
    await createDonation(db, {
      eventId: run.id,
      teamCampaignId: team.id,
      indieCampaignId: indie.id,
      baseAmountCents: 9_999,
      status: 'pending',
    });
    await createDonation(db, {
      eventId: run.id,
      teamCampaignId: team.id,
      baseAmountCents: 10_000,
      firstName: 'Team',
      lastName: 'Only',
    });
  });

  it('GET /api/indie_campaign/get_total/{id} counts its own succeeded donations', async () => {
    expect((await call(getIndieTotal, { params: { id: indie.id } })).body).toEqual({
      totalRaised: 62.34,
      indieCampaignId: indie.id,
    });
    expect((await call(getIndie, { params: { id: indie.id } })).body.indieCampaign.amountRaised).toBe(62.34);
  });

  it('GET /api/indie_campaign/get_donations/{id} lists them newest first, public fields only', async () => {
    const { body, text } = await call(getIndieDonations, { params: { id: indie.id } });
    expect(
      body.donations.map((d: { name: string; baseAmount: number; anonymous: boolean }) => [
        d.name,
        d.baseAmount,
        d.anonymous,
      ]),
    ).toEqual([
      ['Anonymous', 50, true],
      ['Ivy N.', 12.34, false],
    ]);
    for (const secret of ['ivy@example.test', 'Hidden', 'Team']) expect(text).not.toContain(secret);
  });

  it('GET /api/indie_campaign/get_parents/{id} answers the event and team ids', async () => {
    expect((await call(getParents, { params: { id: indie.id } })).body).toEqual({
      success: true,
      eventId: run.id,
      teamCampaignId: team.id,
    });
  });

  it('GET /api/indie_campaign/get_parentObjects/{id} answers the public event and team', async () => {
    const { status, body, text } = await call(getParentObjects, { params: { id: indie.id } });
    expect(status).toBe(200);
    expect(body.event).toMatchObject({ _id: run.id, title: 'River Run', eventType: 'eventDriven' });
    expect(body.teamCampaign).toMatchObject({ _id: team.id, title: 'Water Warriors', eventId: run.id });
    expect(text).not.toContain('SECRETCODE');
    expect(text).not.toContain('SECRET-TEMPLATE');
    expect(text).not.toContain('organizer-indies@example.test');

    const solo = await createIndieCampaign(db, { eventId: run.id, creatorId: runner.id });
    expect((await call(getParentObjects, { params: { id: solo.id } })).body).toMatchObject({
      event: { _id: run.id },
      teamCampaign: null,
    });
  });

  it.each([getIndie, getIndieTotal, getIndieDonations, getParents, getParentObjects])(
    'answers 404 for unknown and malformed ids (%#)',
    async (handler) => {
      for (const id of ['cl0000000000000000000000x', 'bad id!', team.id]) {
        const { status, body } = await call(handler, { params: { id } });
        expect(status).toBe(404);
        expect(body).toEqual({ error: 'Individual campaign not found.' });
      }
    },
  );
});
