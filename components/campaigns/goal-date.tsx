import { formatEventDate } from '@/lib/rules/event-date';
import styles from './goal-date.module.css';

/** "Goal date: Saturday, March 1, 2031" of a fundraiser's campaign, and whether it has passed. */
export function GoalDate({ expiration, timeZone, now }: { expiration: string; timeZone: string; now: number }) {
  const passed = Date.parse(expiration) < now;
  return (
    <p className={styles.goalDate} data-testid="goal-date">
      <span className={styles.label}>Goal date</span>{' '}
      <time dateTime={expiration}>{formatEventDate(expiration, timeZone)}</time>
      {passed ? <span className={styles.ended}> (ended)</span> : null}
    </p>
  );
}
