import { describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
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
import {
  getIndieCampaignForEditing,
  getIndieCampaignParent,
  getTeamCampaignForEditing,
  getTeamCampaignParent,
} from './get-campaign-for-editing';
import { getIndieCampaignPageContent, getTeamCampaignPageContent, PAGE_DONATION_COUNT } from './get-campaign-page';

describe('the campaign page data', () => {
  it('gathers a team page: the team, its event, the ranked individual campaigns, the latest donations and the participants', async () => {
    const organizer = await createOrganizer(db);
    const event = await createEvent(db, { creatorId: organizer.id, promoCodes: undefined });
    const team = await createTeamCampaign(db, { eventId: event.id, creatorId: organizer.id, targetFundCents: 10_000 });
    const low = await createIndieCampaign(db, {
      eventId: event.id,
      teamCampaignId: team.id,
      creatorId: organizer.id,
      title: 'Low',
    });
    const high = await createIndieCampaign(db, {
      eventId: event.id,
      teamCampaignId: team.id,
      creatorId: organizer.id,
      title: 'High',
    });
    await createDonation(db, {
      eventId: event.id,
      teamCampaignId: team.id,
      indieCampaignId: high.id,
      baseAmountCents: 9_000,
    });
    await createDonation(db, {
      eventId: event.id,
      teamCampaignId: team.id,
      indieCampaignId: low.id,
      baseAmountCents: 1_000,
    });
    for (let n = 0; n < PAGE_DONATION_COUNT + 2; n++)
      await createDonation(db, {
        eventId: event.id,
        teamCampaignId: team.id,
        baseAmountCents: 100,
        firstName: `Donor${n}`,
      });
    await createSignup(db, {
      eventId: event.id,
      teamCampaignId: team.id,
      participants: [{ firstName: 'Kim', lastName: 'Lo' }],
    });

    const page = await getTeamCampaignPageContent({ id: team.id });
    expect(page?.teamCampaign).toMatchObject({ _id: team.id, targetFundCents: 10_000, amountRaisedCents: 11_200 });
    expect(page?.event).toMatchObject({ _id: event.id, title: event.title });
    expect(page?.indieCampaigns.map((indie) => indie.title)).toEqual(['High', 'Low']);
    expect(page?.donations).toHaveLength(PAGE_DONATION_COUNT);
    expect(page?.participants).toEqual([{ _id: expect.any(String), firstName: 'Kim', lastName: 'L.', name: 'Kim L.' }]);
    expect(JSON.stringify(page)).not.toContain('dana@example.test');

    expect(await getTeamCampaignPageContent({ id: high.id })).toBeNull();
    expect(await getTeamCampaignPageContent({ id: 'not an id' })).toBeNull();
  });

  it('gathers an individual page with its team, or without one', async () => {
    const organizer = await createOrganizer(db);
    const event = await createEvent(db, { creatorId: organizer.id });
    const team = await createTeamCampaign(db, { eventId: event.id, creatorId: organizer.id });
    const indie = await createIndieCampaign(db, {
      eventId: event.id,
      teamCampaignId: team.id,
      creatorId: organizer.id,
    });
    const solo = await createIndieCampaign(db, { eventId: event.id, creatorId: organizer.id });
    await createDonation(db, {
      eventId: event.id,
      teamCampaignId: team.id,
      indieCampaignId: indie.id,
      baseAmountCents: 2_550,
      anonymous: true,
    });

    const page = await getIndieCampaignPageContent({ id: indie.id });
    expect(page?.indieCampaign).toMatchObject({ _id: indie.id, amountRaisedCents: 2_550 });
    expect(page?.teamCampaign).toMatchObject({ _id: team.id, amountRaisedCents: 2_550 });
    expect(page?.donations.map((donation) => donation.name)).toEqual(['Anonymous']);
    expect((await getIndieCampaignPageContent({ id: solo.id }))?.teamCampaign).toBeNull();
    expect(await getIndieCampaignPageContent({ id: team.id })).toBeNull();
  });
});

describe('the campaign form data', () => {
  it('starts a team from the event’s default team goal, else 1000', async () => {
    const organizer = await createOrganizer(db);
    const withDefault = await createEvent(db, { creatorId: organizer.id, defaultTeamCampaignAmountCents: 250_050 });
    const without = await createFundraiser(db, { creatorId: organizer.id });
    expect(await getTeamCampaignParent({ eventId: withDefault.id })).toMatchObject({
      event: { id: withDefault.id, eventType: 'eventDriven' },
      defaultGoal: 2500.5,
    });
    expect(await getTeamCampaignParent({ eventId: without.id })).toMatchObject({ defaultGoal: 1000 });
    expect(await getTeamCampaignParent({ eventId: 'nope' })).toBeNull();
    const team = await createTeamCampaign(db, { eventId: withDefault.id, creatorId: organizer.id, title: 'Crew' });
    expect(await getIndieCampaignParent({ teamCampaignId: team.id })).toMatchObject({
      team: { id: team.id, title: 'Crew' },
      event: { id: withDefault.id },
    });
  });

  it('gives a campaign to its creator only; anyone else learns its kind, to be sent to its page', async () => {
    const organizer = await createOrganizer(db);
    const creator = await createUser(db);
    const stranger = await createUser(db);
    const fundraiser = await createFundraiser(db, { creatorId: organizer.id });
    const team = await createTeamCampaign(db, {
      eventId: fundraiser.id,
      creatorId: creator.id,
      targetFundCents: 12_345,
      expiration: new Date('2031-03-02T04:59:59Z'),
    });
    expect(await getTeamCampaignForEditing({ user: creator, id: team.id })).toMatchObject({
      access: 'creator',
      campaign: { id: team.id, targetFund: 123.45, expiration: '2031-03-02T04:59:59.000Z' },
      event: { id: fundraiser.id, eventType: 'fundraiserDriven' },
    });
    expect(await getTeamCampaignForEditing({ user: stranger, id: team.id })).toEqual({
      access: 'other',
      eventType: 'fundraiserDriven',
    });
    expect(await getTeamCampaignForEditing({ user: organizer, id: team.id })).toMatchObject({ access: 'other' });
    expect(await getTeamCampaignForEditing({ user: creator, id: 'nope' })).toBeNull();

    const indie = await createIndieCampaign(db, {
      eventId: fundraiser.id,
      teamCampaignId: team.id,
      creatorId: creator.id,
    });
    expect(await getIndieCampaignForEditing({ user: creator, id: indie.id })).toMatchObject({
      access: 'creator',
      team: { id: team.id },
    });
    expect(await getIndieCampaignForEditing({ user: stranger, id: indie.id })).toMatchObject({ access: 'other' });
  });
});
