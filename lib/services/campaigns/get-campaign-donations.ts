import 'server-only';
import {
  DEFAULT_DONATION_COUNT,
  donationListLength,
  toPublicDonation,
} from '@/lib/services/events/get-event-donations';
import { readRaisedFigures, type CountedGift } from '@/lib/services/totals/raised-totals';
import { requireIndieCampaign, requireTeamCampaign } from './find-campaign';

type DonationScope = { teamCampaignId: string } | { indieCampaignId: string };

/** A donation as the pages show it: public fields only, money in cents. */
export type DonationView = {
  _id: string;
  /** 'Anonymous', or the first name and last initial ("Priya S."). */
  name: string;
  anonymous: boolean;
  /** What the gift counts for (lib/services/totals). */
  baseAmountCents: number;
  transactionDate: string;
};

export const toDonationView = (gift: CountedGift): DonationView => ({
  _id: gift.id,
  name: gift.name,
  anonymous: gift.anonymous,
  baseAmountCents: gift.amountCents,
  transactionDate: gift.date,
});

/**
 * Counted gifts to a campaign and everything under it, newest first, public fields only: the
 * donor as first name and last initial, or 'Anonymous' with no name (CONTRACT §1).
 */
export async function findCampaignDonations(
  scope: DonationScope,
  count = DEFAULT_DONATION_COUNT,
): Promise<DonationView[]> {
  const { latest } = await readRaisedFigures(scope, { latest: donationListLength(count) });
  return latest.map(toDonationView);
}

/** GET /api/team_campaign/get_donations/{id}: the team's and its individual campaigns' donations. */
export async function getTeamCampaignDonations({ id, count = DEFAULT_DONATION_COUNT }: { id: string; count?: number }) {
  const team = await requireTeamCampaign(id);
  const { latest } = await readRaisedFigures({ teamCampaignId: team.id }, { latest: donationListLength(count) });
  return latest.map(toPublicDonation);
}

/** GET /api/indie_campaign/get_donations/{id}. */
export async function getIndieCampaignDonations({
  id,
  count = DEFAULT_DONATION_COUNT,
}: {
  id: string;
  count?: number;
}) {
  const indie = await requireIndieCampaign(id);
  const { latest } = await readRaisedFigures({ indieCampaignId: indie.id }, { latest: donationListLength(count) });
  return latest.map(toPublicDonation);
}
