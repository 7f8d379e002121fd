import 'server-only';
import { db } from '@/lib/db';
import { centsToDollars } from '@/lib/rules/money';
import {
  DEFAULT_DONATION_COUNT,
  MAX_DONATION_COUNT,
  publicDonorName,
  type PublicDonation,
} from '@/lib/services/events/get-event-donations';
import { requireIndieCampaign, requireTeamCampaign } from './find-campaign';

type DonationScope = { teamCampaignId: string } | { indieCampaignId: string };

/** A donation as the pages show it: public fields only, money in cents. */
export type DonationView = {
  _id: string;
  /** 'Anonymous', or the first name and last initial ("Priya S."). */
  name: string;
  anonymous: boolean;
  baseAmountCents: number;
  transactionDate: string;
};

const toPublicDonation = ({ baseAmountCents, ...donation }: DonationView): PublicDonation => ({
  ...donation,
  baseAmount: centsToDollars(baseAmountCents),
});

/**
 * Succeeded donations to a campaign and everything under it, newest first, public fields only:
 * the donor as first name and last initial, or 'Anonymous' with no name (CONTRACT §1).
 */
export async function findCampaignDonations(
  scope: DonationScope,
  count = DEFAULT_DONATION_COUNT,
): Promise<DonationView[]> {
  const donations = await db.donation.findMany({
    where: { ...scope, status: 'succeeded' },
    orderBy: [{ transactionDate: 'desc' }, { id: 'desc' }],
    take: Math.min(Math.max(1, Math.floor(count)), MAX_DONATION_COUNT),
    select: {
      id: true,
      anonymous: true,
      firstName: true,
      lastName: true,
      baseAmountCents: true,
      transactionDate: true,
    },
  });
  return donations.map((donation) => ({
    _id: donation.id,
    name: publicDonorName(donation),
    anonymous: donation.anonymous,
    baseAmountCents: donation.baseAmountCents,
    transactionDate: donation.transactionDate.toISOString(),
  }));
}

/** GET /api/team_campaign/get_donations/{id}: the team's and its individual campaigns' donations. */
export async function getTeamCampaignDonations({ id, count }: { id: string; count?: number }) {
  const team = await requireTeamCampaign(id);
  return (await findCampaignDonations({ teamCampaignId: team.id }, count)).map(toPublicDonation);
}

/** GET /api/indie_campaign/get_donations/{id}. */
export async function getIndieCampaignDonations({ id, count }: { id: string; count?: number }) {
  const indie = await requireIndieCampaign(id);
  return (await findCampaignDonations({ indieCampaignId: indie.id }, count)).map(toPublicDonation);
}
