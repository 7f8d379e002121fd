import { BE_THE_FIRST_TO_DONATE } from '@/lib/rules/messages';
import { formatAmount } from '@/lib/rules/money';
import type { PublicGift } from '@/lib/shared/target-page';
import { timeAgo } from './time-ago';
import styles from './latest-gifts.module.css';

/**
 * The latest gifts under a total, public names only ("Priya S.", "Anonymous"), or "Be the first
 * to donate" while there are none and donations are open (`open`, as of the render). A server
 * component: `now` is when the (cached) page rendered.
 */
export function LatestGifts({
  gifts,
  donationCount,
  now,
  open,
}: {
  gifts: PublicGift[];
  donationCount: number;
  now: number;
  open: boolean;
}) {
  if (donationCount === 0 || gifts.length === 0) {
    if (!open) return null;
    return (
      <p className={styles.first} data-testid="first-donor">
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
          <path
            d="M12 21s-7.5-4.6-9.6-9.3C.9 8.2 3 4.5 6.6 4.5c2 0 3.6 1.1 4.4 2.6.8-1.5 2.4-2.6 4.4-2.6 3.6 0 5.7 3.7 4.2 7.2C19.5 16.4 12 21 12 21z"
            fill="currentColor"
          />
        </svg>
        {BE_THE_FIRST_TO_DONATE}
      </p>
    );
  }
  return (
    <div className={styles.latest}>
      <h2 className={styles.heading}>Latest gifts</h2>
      <ul className={styles.list} data-testid="latest-gifts">
        {gifts.map((gift) => (
          <li key={gift.id} className={styles.gift} data-testid="latest-gift">
            <span className={styles.name}>{gift.name}</span>
            <time className={styles.when} dateTime={gift.date}>
              {timeAgo(gift.date, now)}
            </time>
            <strong className={styles.amount}>{formatAmount(gift.amountCents)}</strong>
          </li>
        ))}
      </ul>
    </div>
  );
}
