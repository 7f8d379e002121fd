export const CAMPAIGN_FILTERS = ['all', 'ongoing', 'completed'] as const;
export type CampaignFilter = (typeof CAMPAIGN_FILTERS)[number];

export interface FilterableCampaign {
  /** null: the campaign never expires. */
  expiration: Date | null;
  amountRaisedCents: number;
  targetFundCents: number;
}

export function isCampaignOngoing(campaign: FilterableCampaign, now: Date): boolean {
  const notExpired = campaign.expiration === null || campaign.expiration.getTime() > now.getTime();
  return notExpired && campaign.amountRaisedCents < campaign.targetFundCents;
}

/** Completed is everything that is not ongoing: expired or fully funded. */
export function filterCampaigns<T extends FilterableCampaign>(
  list: readonly T[],
  filter: CampaignFilter,
  now: Date,
): T[] {
  if (filter === 'all') return [...list];
  const wantOngoing = filter === 'ongoing';
  return list.filter((campaign) => isCampaignOngoing(campaign, now) === wantOngoing);
}
