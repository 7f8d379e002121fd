import { beforeAll, describe, expect, it } from 'vitest';
import { GET as getIndieCampaigns } from '@/app/api/team_campaign/get_indiecampaigns/[id]/route';
import { db } from '@/lib/db';
import {
  createDonation,
  createEvent,
  createFundraiser,
  createIndieCampaign,
  createOrganizer,
  createTeamCampaign,
} from '@/prisma/seed/factories';
import { getDonatePage } from './get-donate-page';

// What the donation pages show (getDonatePage), and the individual campaigns the team selector
// loads (GET /api/team_campaign/get_indiecampaigns/{id}).

const DAY = 24 * 60 * 60 * 1000;
let ids: Record<string, string>;

beforeAll(async () => {
  const organizer = await createOrganizer(db, { name: 'Lake Loop Runners Club' });
  const event = await createEvent(db, { creatorId: organizer.id, title: 'Lake Loop' });
  const team = await createTeamCampaign(db, { eventId: event.id, creatorId: organizer.id, title: 'Zebras' });
  const other = await createTeamCampaign(db, { eventId: event.id, creatorId: organizer.id, title: 'Antelopes' });
  const rosa = await createIndieCampaign(db, {
    eventId: event.id,
    teamCampaignId: team.id,
    creatorId: organizer.id,
    title: 'Rosa',
  });
  const ben = await createIndieCampaign(db, {
    eventId: event.id,
    teamCampaignId: team.id,
    creatorId: organizer.id,
    title: 'Ben',
  });
  await createDonation(db, {
    eventId: event.id,
    teamCampaignId: team.id,
    indieCampaignId: ben.id,
    baseAmountCents: 2550,
  });
  await createDonation(db, {
    eventId: event.id,
    teamCampaignId: team.id,
    indieCampaignId: ben.id,
    baseAmountCents: 1000,
    status: 'failed',
  });
  const strict = await createEvent(db, { creatorId: organizer.id, allowDonationsWithoutTeam: false });
  await createTeamCampaign(db, { eventId: strict.id, creatorId: organizer.id });
  const fundraiser = await createFundraiser(db, { creatorId: organizer.id, dateTime: null });
  const closed = await createEvent(db, { creatorId: organizer.id, dateTime: new Date(Date.now() - 40 * DAY) });
  const stripe = await createEvent(db, { creatorId: organizer.id, paymentProvider: 'stripe' });
  ids = {
    event: event.id,
    team: team.id,
    other: other.id,
    rosa: rosa.id,
    ben: ben.id,
    strict: strict.id,
    fundraiser: fundraiser.id,
    closed: closed.id,
    stripe: stripe.id,
  };
});

describe('getDonatePage', () => {
  it('gives the event, its teams, and General by default', async () => {
    const result = await getDonatePage({ query: { event: ids.event } });
    expect(result).toEqual({
      page: {
        event: { id: ids.event, title: 'Lake Loop', eventType: 'eventDriven', picture: null },
        // The consent of a repeating gift names who charges the card: the event's creator.
        organizerName: 'Lake Loop Runners Club',
        target: { title: 'Lake Loop', href: `/event/${ids.event}` },
        teams: [
          { id: ids.other, title: 'Antelopes' },
          { id: ids.team, title: 'Zebras' },
        ],
        indies: [],
        initialTeam: '---General---',
        initialIndie: '---General---',
        allowGeneral: true,
        askIndie: true,
        open: true,
        payment: { provider: 'safesave' },
        // A new event offers one-time and monthly gifts, one-time first.
        giving: { frequencies: ['once', 'monthly'], initial: 'once' },
      },
    });
  });

  it("preselects a campaign from the query, with its team's individual campaigns", async () => {
    const result = await getDonatePage({ query: { indie_campaign: ids.rosa } });
    expect(result).toMatchObject({
      page: {
        target: { title: 'Rosa', href: `/indie_campaign/${ids.rosa}` },
        initialTeam: ids.team,
        initialIndie: ids.rosa,
        indies: [
          { id: ids.ben, title: 'Ben' },
          { id: ids.rosa, title: 'Rosa' },
        ],
      },
    });
    expect(await getDonatePage({ query: { event: ids.event, team_campaign: ids.team } })).toMatchObject({
      page: { target: { title: 'Zebras', href: `/team_campaign/${ids.team}` }, initialTeam: ids.team },
    });
  });

  it('asks for a team where the event wants one, and no individual campaign on fundraisers', async () => {
    expect(await getDonatePage({ query: { event: ids.strict } })).toMatchObject({
      page: { initialTeam: 'XXX', allowGeneral: false },
    });
    expect(await getDonatePage({ query: { event: ids.fundraiser } })).toMatchObject({
      page: { askIndie: false, open: true, target: { href: `/fundraiser?fundraiser-id=${ids.fundraiser}` } },
    });
  });

  it('says when donations are closed and when card payments are not configured', async () => {
    expect(await getDonatePage({ query: { event: ids.closed } })).toMatchObject({ page: { open: false } });
    expect(await getDonatePage({ query: { event: ids.stripe } })).toMatchObject({
      page: { payment: { provider: 'unavailable' } },
    });
  });

  it("answers the spec's messages for a missing query and a team that is not the event's", async () => {
    expect(await getDonatePage({ query: {} })).toEqual({ error: 'Could not get query string' });
    expect(await getDonatePage({ query: { event: ids.strict, team_campaign: ids.team } })).toEqual({
      error: 'Team campaign is not right',
    });
    expect(await getDonatePage({ query: { event: ids.event, team_campaign: 'nope' } })).toEqual({
      error: 'Team campaign is not right',
    });
    expect(await getDonatePage({ query: { event: 'nope' } })).toEqual({ notFound: true });
    expect(await getDonatePage({ query: { event: ids.event, indie_campaign: 'nope' } })).toEqual({ notFound: true });
  });
});

describe('GET /api/team_campaign/get_indiecampaigns/{id}', () => {
  const call = async (id: string) => {
    const response = await getIndieCampaigns(
      new Request(`http://localhost/api/team_campaign/get_indiecampaigns/${id}`),
      {
        params: Promise.resolve({ id }),
      },
    );
    return { status: response.status, body: await response.json() };
  };

  it("lists a team's individual campaigns with what each raised, biggest first", async () => {
    const { status, body } = await call(ids.team);
    expect(status).toBe(200);
    expect(
      body.indieCampaigns.map((campaign: { title: string; amountRaised: number }) => [
        campaign.title,
        campaign.amountRaised,
      ]),
    ).toEqual([
      ['Ben', 25.5],
      ['Rosa', 0],
    ]);
    expect(Object.keys(body.indieCampaigns[0]).sort()).toEqual(
      [
        '_id',
        'amountRaised',
        'creatorId',
        'description',
        'eventId',
        'picture',
        'targetFund',
        'teamCampaignId',
        'title',
      ].sort(),
    );
    expect((await call(ids.other)).body).toEqual({ indieCampaigns: [] });
  });

  it('answers 404 for an unknown team', async () => {
    expect(await call('nope')).toEqual({ status: 404, body: { error: 'Team campaign not found.' } });
  });
});
