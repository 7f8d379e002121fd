import { ProgressBar } from '@/components/ui/progress-bar';
import { GOAL_REACHED } from '@/lib/rules/messages';
import { formatWholeDollars, isFunded, percentRaised, progressPercent } from '@/lib/rules/money';
import styles from './event-progress.module.css';

/**
 * Amount raised (whole dollars), goal, percent and bar; rendered on the server so nothing shifts.
 * With `donationCount` it says how many gifts make the total. Past the goal it shows the funded
 * state: the bar stays full (capped at 100 %) while the figure goes on (124.5%).
 */
export function EventProgress({
  amountRaisedCents,
  targetFundCents,
  donationCount,
}: {
  amountRaisedCents: number;
  targetFundCents: number;
  donationCount?: number;
}) {
  const percent = percentRaised(amountRaisedCents, targetFundCents);
  const funded = isFunded(amountRaisedCents, targetFundCents);
  return (
    <div className={styles.progress} data-testid="event-progress" data-funded={funded || undefined}>
      <p className={styles.raised}>
        <strong data-testid="amount-raised">{formatWholeDollars(amountRaisedCents)}</strong>
        <span>raised of {formatWholeDollars(targetFundCents)} goal</span>
      </p>
      <ProgressBar
        value={progressPercent(amountRaisedCents, targetFundCents)}
        label={`${percent}% of the goal raised`}
        complete={funded}
      />
      <p className={styles.percent}>
        <span>
          <strong data-testid="percent-raised">{percent}%</strong> of the goal
        </span>
        {funded ? (
          <span className={styles.funded} data-testid="goal-reached">
            <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true">
              <path d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z" fill="currentColor" />
            </svg>
            {GOAL_REACHED}
          </span>
        ) : null}
        {donationCount !== undefined ? (
          <span className={styles.count} data-testid="donation-count">
            {donationCount === 1 ? '1 donation' : `${donationCount.toLocaleString('en-US')} donations`}
          </span>
        ) : null}
      </p>
    </div>
  );
}
