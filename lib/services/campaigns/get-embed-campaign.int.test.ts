import { describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import {
  createDonation,
  createEvent,
  createFundraiser,
  createIndieCampaign,
  createOrganizer,
  createTeamCampaign,
} from '@/prisma/seed/factories';
import { getEmbedCampaign, getEmbedFundraiser } from './get-embed-campaign';

describe('getEmbedCampaign', () => {
  it('finds a team campaign, counting succeeded donations to it and to its individual campaigns', async () => {
    const { id: creatorId } = await createOrganizer(db);
    const event = await createEvent(db, { creatorId });
    const team = await createTeamCampaign(db, {
      eventId: event.id,
      creatorId,
      title: 'Team Fast Feet',
      description: 'We run for books.',
      targetFundCents: 300_000,
      picture: '/team.png',
    });
    const indie = await createIndieCampaign(db, { eventId: event.id, teamCampaignId: team.id, creatorId });
    await createDonation(db, { eventId: event.id, teamCampaignId: team.id, baseAmountCents: 10_000 });
    await createDonation(db, {
      eventId: event.id,
      teamCampaignId: team.id,
      indieCampaignId: indie.id,
      baseAmountCents: 2_500,
    });
    await createDonation(db, { eventId: event.id, teamCampaignId: team.id, baseAmountCents: 70_000, status: 'failed' });
    await createDonation(db, { eventId: event.id, baseAmountCents: 40_000 });

    expect(await getEmbedCampaign(team.id)).toEqual({
      id: team.id,
      kind: 'teamCampaign',
      title: 'Team Fast Feet',
      description: 'We run for books.',
      picture: '/team.png',
      targetFundCents: 300_000,
      amountRaisedCents: 12_500,
      event: {
        id: event.id,
        eventType: 'eventDriven',
        dateTime: event.dateTime!.toISOString(),
        activeUntilDate: { donation: null, registration: null },
      },
    });
  });

  it('falls back to an individual campaign, counting only its own succeeded donations', async () => {
    const { id: creatorId } = await createOrganizer(db);
    const event = await createEvent(db, { creatorId });
    const team = await createTeamCampaign(db, { eventId: event.id, creatorId });
    const indie = await createIndieCampaign(db, {
      eventId: event.id,
      teamCampaignId: team.id,
      creatorId,
      title: 'Sam runs',
    });
    await createDonation(db, {
      eventId: event.id,
      teamCampaignId: team.id,
      indieCampaignId: indie.id,
      baseAmountCents: 1_234,
    });
    await createDonation(db, { eventId: event.id, teamCampaignId: team.id, baseAmountCents: 9_000 });
    await createDonation(db, {
      eventId: event.id,
      teamCampaignId: team.id,
      indieCampaignId: indie.id,
      baseAmountCents: 5_000,
      status: 'pending',
    });

    expect(await getEmbedCampaign(indie.id)).toMatchObject({
      id: indie.id,
      kind: 'indieCampaign',
      title: 'Sam runs',
      picture: null,
      amountRaisedCents: 1_234,
    });
  });

  it('answers null for an unknown id', async () => {
    expect(await getEmbedCampaign('no-such-campaign')).toBeNull();
    expect(await getEmbedCampaign('not an id!')).toBeNull();
  });
});

describe('getEmbedFundraiser', () => {
  it('finds a fundraiser (even an unlisted one) with every succeeded donation under it', async () => {
    const { id: creatorId } = await createOrganizer(db);
    const fundraiser = await createFundraiser(db, {
      creatorId,
      isHidden: true,
      pictures: [],
      headerPicture: '/head.png',
    });
    const team = await createTeamCampaign(db, { eventId: fundraiser.id, creatorId });
    await createDonation(db, { eventId: fundraiser.id, baseAmountCents: 1_000 });
    await createDonation(db, { eventId: fundraiser.id, teamCampaignId: team.id, baseAmountCents: 2_000 });
    await createDonation(db, { eventId: fundraiser.id, baseAmountCents: 4_000, status: 'failed' });

    expect(await getEmbedFundraiser(fundraiser.id)).toMatchObject({
      id: fundraiser.id,
      kind: 'event',
      event: { id: fundraiser.id, eventType: 'fundraiserDriven' },
      picture: '/head.png',
      targetFundCents: fundraiser.targetFundCents,
      amountRaisedCents: 3_000,
    });
  });

  it('embeds an event of kind eventDriven too (the embed code of its page), and answers null for an unknown id', async () => {
    const { id: creatorId } = await createOrganizer(db);
    const event = await createEvent(db, { creatorId });
    expect(await getEmbedFundraiser(event.id)).toMatchObject({ id: event.id, title: event.title });
    expect(await getEmbedFundraiser('no-such-fundraiser')).toBeNull();
  });
});
