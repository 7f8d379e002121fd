import { beforeAll, describe, expect, it } from 'vitest';
import { POST as hideMessage } from '@/app/api/donation/hide_message/[donationId]/route';
import { GET as getWall } from '@/app/api/supporter_wall/[kind]/[id]/route';
import { db } from '@/lib/db';
import { callRoute } from '@/lib/testing/call-route';
import {
  createDonation,
  createEvent,
  createIndieCampaign,
  createOrganizer,
  createTeamCampaign,
  createUser,
} from '@/prisma/seed/factories';

// The supporter wall (issue 21): donor messages on event, team and individual pages, newest
// first and paged, with nothing private in them; the event's creator hides one (audited).

let organizer: Awaited<ReturnType<typeof createOrganizer>>;
let stranger: Awaited<ReturnType<typeof createUser>>;
let event: Awaited<ReturnType<typeof createEvent>>;
let team: Awaited<ReturnType<typeof createTeamCampaign>>;
let indie: Awaited<ReturnType<typeof createIndieCampaign>>;
const gifts: Record<string, string> = {};

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

beforeAll(async () => {
  organizer = await createOrganizer(db, { email: 'wall-organizer@example.test' });
  stranger = await createUser(db, { email: 'wall-stranger@example.test' });
  event = await createEvent(db, { creatorId: organizer.id, title: 'Wall Run' });
  team = await createTeamCampaign(db, { eventId: event.id, creatorId: stranger.id, title: 'Wall Team' });
  indie = await createIndieCampaign(db, {
    eventId: event.id,
    teamCampaignId: team.id,
    creatorId: stranger.id,
    title: 'Wall Runner',
  });
  const make = async (key: string, data: Parameters<typeof createDonation>[1]) => {
    gifts[key] = (await createDonation(db, data)).id;
  };
  await make('priya', {
    eventId: event.id,
    firstName: 'Priya',
    lastName: 'Shah',
    email: 'priya@example.test',
    phone: '5551234567',
    address: '1 Secret Lane',
    message: 'Go team!',
    baseAmountCents: 2500,
    createdAt: minutesAgo(50),
  });
  await make('anon', {
    eventId: event.id,
    teamCampaignId: team.id,
    firstName: 'Hidden',
    lastName: 'Person',
    anonymous: true,
    amountHidden: true,
    message: 'Proud of you',
    baseAmountCents: 10_000,
    createdAt: minutesAgo(40),
  });
  await make('indie', {
    eventId: event.id,
    teamCampaignId: team.id,
    indieCampaignId: indie.id,
    firstName: 'Maya',
    lastName: 'Chen',
    message: 'Run fast',
    baseAmountCents: 5000,
    createdAt: minutesAgo(30),
  });
  await make('silent', { eventId: event.id, message: null, createdAt: minutesAgo(20) });
  await make('refunded', {
    eventId: event.id,
    message: 'Refunded gift',
    status: 'refunded',
    amountRefundedCents: 5000,
    createdAt: minutesAgo(10),
  });
  await make('disputed', {
    eventId: event.id,
    message: 'Disputed gift',
    disputeStatus: 'lost',
    createdAt: minutesAgo(5),
  });
  await make('pending', { eventId: event.id, message: 'Unconfirmed offline', status: 'pending', method: 'offline' });
});

const wall = (kind: string, id: string, query = '', user?: { id: string; sessionVersion: number }) =>
  callRoute(getWall, { params: { kind, id }, query, user });

describe('GET /api/supporter_wall/{kind}/{id}', () => {
  it('lists the messages of counted gifts, newest first, with public fields only', async () => {
    const { status, body, text } = await wall('event', event.id);
    expect(status).toBe(200);
    expect(body.messages).toEqual([
      { id: gifts.indie, name: 'Maya C.', amount: 50, message: 'Run fast', date: expect.any(String) },
      { id: gifts.anon, name: 'Anonymous', amount: null, message: 'Proud of you', date: expect.any(String) },
      { id: gifts.priya, name: 'Priya S.', amount: 25, message: 'Go team!', date: expect.any(String) },
    ]);
    expect(body).toMatchObject({ next: null, canHide: false });
    for (const secret of ['priya@example.test', '5551234567', 'Secret Lane', 'Shah', 'Hidden', 'Refunded', 'Disputed'])
      expect(text).not.toContain(secret);
  });

  it("shows a team's and an individual's own messages", async () => {
    expect((await wall('team', team.id)).body.messages.map((m: { id: string }) => m.id)).toEqual([
      gifts.indie,
      gifts.anon,
    ]);
    expect((await wall('indie', indie.id)).body.messages.map((m: { id: string }) => m.id)).toEqual([gifts.indie]);
  });

  it('pages with the next cursor until the end', async () => {
    const first = await wall('event', event.id, '?count=2');
    expect(first.body.messages).toHaveLength(2);
    expect(first.body.next).toEqual(expect.any(String));
    const second = await wall('event', event.id, `?count=2&before=${encodeURIComponent(first.body.next)}`);
    expect(second.body.messages.map((m: { id: string }) => m.id)).toEqual([gifts.priya]);
    expect(second.body.next).toBeNull();
    expect((await wall('event', event.id, '?count=0')).status).toBe(400);
    expect((await wall('event', event.id, '?before=nonsense')).status).toBe(400);
  });

  it('shows no amount at all on an event whose organizer hides the totals', async () => {
    const quiet = await createEvent(db, { creatorId: organizer.id, title: 'Quiet Run', showTotalDonations: false });
    await createDonation(db, { eventId: quiet.id, message: 'Good luck', baseAmountCents: 9900 });
    const { body } = await wall('event', quiet.id);
    expect(body.messages).toEqual([expect.objectContaining({ message: 'Good luck', amount: null })]);
  });

  it('answers 404 for an unknown target or kind', async () => {
    expect((await wall('event', 'nope')).status).toBe(404);
    expect((await wall('team', event.id)).status).toBe(404);
    expect((await wall('campaign', event.id)).status).toBe(404);
  });

  it("tells the event's creator they may hide messages", async () => {
    expect((await wall('indie', indie.id, '', organizer)).body.canHide).toBe(true);
    expect((await wall('indie', indie.id, '', stranger)).body.canHide).toBe(false);
  });
});

describe('POST /api/donation/hide_message/{donationId}', () => {
  const hide = (donationId: string, user?: { id: string; sessionVersion: number }, body: unknown = {}) =>
    callRoute(hideMessage, { params: { donationId }, user, body });

  it('refuses a visitor (401), anyone but the creator (403, even the campaign owner) and an unknown gift (404)', async () => {
    expect((await hide(gifts.priya)).status).toBe(401);
    expect((await hide(gifts.indie, stranger)).status).toBe(403);
    expect((await hide('nope', organizer)).status).toBe(404);
    expect(await db.donation.count({ where: { messageHidden: true } })).toBe(0);
  });

  it('hides a message from the wall, audited, and shows it again; the totals are untouched', async () => {
    const hidden = await hide(gifts.priya, organizer);
    expect(hidden.status).toBe(200);
    expect(hidden.body).toMatchObject({ success: true, donation: { _id: gifts.priya, messageHidden: true } });
    expect((await wall('event', event.id)).body.messages.map((m: { id: string }) => m.id)).not.toContain(gifts.priya);
    expect(
      await db.auditEntry.findMany({ where: { donationId: gifts.priya }, select: { action: true, actorId: true } }),
    ).toEqual([{ action: 'donation.message_hide', actorId: organizer.id }]);
    expect(await db.donation.findUniqueOrThrow({ where: { id: gifts.priya }, select: { status: true } })).toEqual({
      status: 'succeeded',
    });

    expect((await hide(gifts.priya, organizer, { hidden: false })).body.donation.messageHidden).toBe(false);
    expect((await wall('event', event.id)).body.messages.map((m: { id: string }) => m.id)).toContain(gifts.priya);
    expect(await db.auditEntry.count({ where: { donationId: gifts.priya } })).toBe(2);
  });
});
