import { formatAmount } from '@/lib/rules/money';
import type { PublicGift } from '@/lib/shared/target-page';
import styles from './donation-list.module.css';

/** The latest donations, newest first, as the server listed them. */
export function DonationList({
  donations,
  timeZone,
  empty,
}: {
  donations: PublicGift[];
  timeZone: string;
  empty: string;
}) {
  if (donations.length === 0) {
    return (
      <p className={styles.empty} data-testid="donations-empty">
        {empty}
      </p>
    );
  }
  const date = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone });
  return (
    <ul className={styles.list} data-testid="donation-list">
      {donations.map((donation) => (
        <li key={donation.id} className={styles.row} data-testid="donation-row">
          <span className={styles.avatar} aria-hidden="true">
            {donation.name.slice(0, 1)}
          </span>
          <span className={styles.who}>
            <span className={styles.name}>{donation.name}</span>
            <time className={styles.date} dateTime={donation.date}>
              {date.format(new Date(donation.date))}
            </time>
          </span>
          <strong className={styles.amount}>{formatAmount(donation.amountCents)}</strong>
        </li>
      ))}
    </ul>
  );
}
