export interface PrioritizedSponsor {
  /** 1 is shown first; a sponsor without a priority goes last. */
  priority?: number | null;
}

export interface RankedCampaign {
  amountRaisedCents: number;
  title: string;
}

export function sortSponsorsByPriority<T extends PrioritizedSponsor>(sponsors: readonly T[]): T[] {
  // Array.prototype.sort is stable, so equal priorities keep the organizer's order.
  const rank = (sponsor: T): number => sponsor.priority ?? Number.MAX_SAFE_INTEGER;
  return [...sponsors].sort((a, b) => rank(a) - rank(b));
}

export function sortLeaderboard<T extends RankedCampaign>(campaigns: readonly T[]): T[] {
  return [...campaigns].sort((a, b) => b.amountRaisedCents - a.amountRaisedCents || a.title.localeCompare(b.title));
}
