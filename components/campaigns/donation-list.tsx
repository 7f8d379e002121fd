import { formatAmount } from '@/lib/rules/money';
import styles from './donation-list.module.css';

export type DonationItem = {
  _id: string;
  /** Already public: 'Anonymous' or first name and last initial. */
  name: string;
  baseAmountCents: number;
  transactionDate: string;
};

/** The latest donations, newest first, as the server listed them. */
export function DonationList({
  donations,
  timeZone,
  empty,
}: {
  donations: DonationItem[];
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
        <li key={donation._id} className={styles.row} data-testid="donation-row">
          <span className={styles.avatar} aria-hidden="true">
            {donation.name.slice(0, 1)}
          </span>
          <span className={styles.who}>
            <span className={styles.name}>{donation.name}</span>
            <time className={styles.date} dateTime={donation.transactionDate}>
              {date.format(new Date(donation.transactionDate))}
            </time>
          </span>
          <strong className={styles.amount}>{formatAmount(donation.baseAmountCents)}</strong>
        </li>
      ))}
    </ul>
  );
}
