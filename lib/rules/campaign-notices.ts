// When a campaign's owner hears of its gifts (issue 21 §12): each gift at once, up to five a
// day; beyond that, one digest of the day's other gifts the next day. And once for each quarter
// of the goal passed.

/** Gifts a day mailed one by one; the rest of the day's go into its digest. */
export const GIFT_EMAILS_PER_DAY = 5;

/** The shares of a goal whose passing is mailed, once each. */
export const GOAL_MILESTONES = [25, 50, 75, 100] as const;

/** The milestones `raisedCents` has reached of `goalCents` (none without a goal). */
export function milestonesReached(raisedCents: number, goalCents: number): number[] {
  if (!(goalCents > 0)) return [];
  return GOAL_MILESTONES.filter((percent) => raisedCents * 100 >= goalCents * percent);
}

/** A gift's day for the daily count and digest: YYYY-MM-DD in UTC. */
export const noticeDay = (at: Date) => at.toISOString().slice(0, 10);
