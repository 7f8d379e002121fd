import { ProgressBar } from '@/components/ui/progress-bar';
import { formatWholeDollars, percentRaised, progressPercent } from '@/lib/rules/money';
import styles from './event-progress.module.css';

/** Amount raised (whole dollars), goal, percent and bar; rendered on the server so nothing shifts. */
export function EventProgress({
  amountRaisedCents,
  targetFundCents,
}: {
  amountRaisedCents: number;
  targetFundCents: number;
}) {
  const percent = percentRaised(amountRaisedCents, targetFundCents);
  return (
    <div className={styles.progress} data-testid="event-progress">
      <p className={styles.raised}>
        <strong data-testid="amount-raised">{formatWholeDollars(amountRaisedCents)}</strong>
        <span>raised of {formatWholeDollars(targetFundCents)} goal</span>
      </p>
      <ProgressBar
        value={progressPercent(amountRaisedCents, targetFundCents)}
        label={`${percent}% of the goal raised`}
      />
      <p className={styles.percent}>
        <strong data-testid="percent-raised">{percent}%</strong> of the goal
      </p>
    </div>
  );
}
