// "3 hours ago" for the latest gifts. The page is cached, so `now` is the moment it rendered
// (components/events/rendered-at.ts): figures stay right to within the page's minute.

const format = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

const STEPS = [
  { unit: 'minute', ms: 60_000, below: 60 },
  { unit: 'hour', ms: 3_600_000, below: 24 },
  { unit: 'day', ms: 86_400_000, below: 7 },
  { unit: 'week', ms: 604_800_000, below: 5 },
  { unit: 'month', ms: 2_629_800_000, below: 12 },
  { unit: 'year', ms: 31_557_600_000, below: Infinity },
] as const;

export function timeAgo(iso: string, now: number): string {
  const elapsed = Math.max(0, now - Date.parse(iso));
  if (elapsed < 60_000) return 'just now';
  // The last step has no upper bound, so one always matches.
  const step = STEPS.find((candidate) => Math.floor(elapsed / candidate.ms) < candidate.below) ?? STEPS[5];
  return format.format(-Math.floor(elapsed / step.ms), step.unit);
}
