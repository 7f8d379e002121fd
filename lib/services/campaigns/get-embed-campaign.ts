import 'server-only';
import { db } from '@/lib/db';

/** What an embeddable card shows: the public face of a campaign or fundraiser. */
export type EmbedCard = {
  id: string;
  title: string;
  description: string;
  picture: string | null;
  targetFundCents: number;
  amountRaisedCents: number;
};

async function sumSucceeded(where: { teamCampaignId: string } | { indieCampaignId: string } | { eventId: string }) {
  const total = await db.donation.aggregate({
    where: { ...where, status: 'succeeded' },
    _sum: { baseAmountCents: true },
  });
  return total._sum.baseAmountCents ?? 0;
}

const cardFields = { id: true, title: true, description: true, picture: true, targetFundCents: true } as const;

/**
 * The card for /embed/{team,indie}_campaign/{id} and /embed/fundraiser/campaign/{id}:
 * a team campaign with the id, else an individual campaign, else null.
 * Donations to an individual campaign also carry its team's id, so the team's sum includes them.
 */
export async function getEmbedCampaign(id: string): Promise<EmbedCard | null> {
  const team = await db.teamCampaign.findUnique({ where: { id }, select: cardFields });
  if (team) return { ...team, amountRaisedCents: await sumSucceeded({ teamCampaignId: team.id }) };

  const indie = await db.indieCampaign.findUnique({ where: { id }, select: cardFields });
  if (indie) return { ...indie, amountRaisedCents: await sumSucceeded({ indieCampaignId: indie.id }) };

  return null;
}

/**
 * The card for /embed/fundraiser?fundraiser-id={id}: a fundraiser, or an event (the embed code
 * of /event/{id} points here; its View link /fundraiser?fundraiser-id= forwards to the event page),
 * else null. Hidden only means unlisted, so a hidden fundraiser can still be embedded by its id.
 */
export async function getEmbedFundraiser(id: string): Promise<EmbedCard | null> {
  const fundraiser = await db.event.findFirst({
    where: { id },
    select: { id: true, title: true, description: true, targetFundCents: true, pictures: true, headerPicture: true },
  });
  if (!fundraiser) return null;
  return {
    id: fundraiser.id,
    title: fundraiser.title,
    description: fundraiser.description,
    picture: fundraiser.pictures[0] || fundraiser.headerPicture || null,
    targetFundCents: fundraiser.targetFundCents,
    amountRaisedCents: await sumSucceeded({ eventId: fundraiser.id }),
  };
}
