import Link from 'next/link';
import { CoverImage } from '@/components/ui/cover-image';
import { ProgressBar } from '@/components/ui/progress-bar';
import { formatWholeDollars, percentRaised, progressPercent } from '@/lib/rules/money';
import type { LeaderboardEntry } from '@/lib/shared/target-page';
import styles from './leaderboard-list.module.css';

/** Campaigns ranked by amount raised (the caller sorts them, lib/rules/ordering). */
export function LeaderboardList({ entries, label }: { entries: LeaderboardEntry[]; label: string }) {
  return (
    <ol className={styles.list} aria-label={label} data-testid="leaderboard">
      {entries.map((entry, index) => {
        const percent = percentRaised(entry.amountRaisedCents, entry.targetFundCents);
        return (
          <li key={entry.id} className={styles.row} data-testid="leaderboard-row">
            <span className={styles.rank} aria-hidden="true">
              {index + 1}
            </span>
            <CoverImage src={entry.picture} alt="" sizes="56px" className={styles.picture} />
            <div className={styles.body}>
              <div className={styles.head}>
                <Link href={entry.href} className={styles.title} prefetch={false}>
                  {entry.title}
                </Link>
                <span className={styles.amount}>
                  <strong data-testid="leaderboard-raised">{formatWholeDollars(entry.amountRaisedCents)}</strong>
                  <span className={styles.goal}> of {formatWholeDollars(entry.targetFundCents)}</span>
                </span>
              </div>
              <ProgressBar
                value={progressPercent(entry.amountRaisedCents, entry.targetFundCents)}
                label={`${entry.title}: ${percent}% of its goal raised`}
              />
            </div>
          </li>
        );
      })}
    </ol>
  );
}
