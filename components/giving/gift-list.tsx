import Link from 'next/link';
import { NO_GIFTS_YET } from '@/lib/rules/messages';
import { formatAmount, formatDollarsAndCents } from '@/lib/rules/money';
import type { DonorGift } from '@/lib/services/donations/donation-view';
import { eventListPath, receiptPath } from '@/lib/shared/paths';
import styles from './gift-list.module.css';

export type GiftListItem = DonorGift;

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** The donor's gifts on /profile: date, cause (with its event), amount, and a link to the receipt. */
export function GiftList({ gifts, count }: { gifts: GiftListItem[]; count: number }) {
  return (
    <section className={styles.card} aria-labelledby="gifts-title">
      <h2 id="gifts-title" className={styles.title}>
        Your gifts
      </h2>
      {gifts.length === 0 ? (
        <div className={styles.empty} data-testid="no-gifts">
          <p>{NO_GIFTS_YET}</p>
          <p>
            <Link href={eventListPath()}>Find an event to support</Link>
          </p>
        </div>
      ) : (
        <>
          <ul className={styles.list} data-testid="gift-list">
            {gifts.map((gift) => (
              <li key={gift.id} className={styles.gift} data-testid="gift">
                <div className={styles.what}>
                  <Link href={gift.cause.path} className={styles.cause} prefetch={false}>
                    {gift.cause.title}
                  </Link>
                  <span className={styles.meta}>
                    <time dateTime={gift.date}>{day.format(new Date(gift.date))}</time>
                    {gift.event ? <> · {gift.event.title}</> : null}
                  </span>
                </div>
                <div className={styles.money}>
                  <strong
                    className={gift.status === 'refunded' ? styles.refunded : undefined}
                    data-testid="gift-amount"
                  >
                    {formatAmount(gift.amountCents)}
                  </strong>
                  {gift.status === 'refunded' ? <span className={styles.badge}>Refunded</span> : null}
                  {gift.status === 'partially_refunded' ? (
                    <span className={styles.badge}>{formatDollarsAndCents(gift.refundedCents)} refunded</span>
                  ) : null}
                  <Link
                    href={receiptPath(gift.id)}
                    className={styles.receipt}
                    prefetch={false}
                    aria-label={`Receipt for ${formatAmount(gift.amountCents)} to ${gift.cause.title}`}
                  >
                    Receipt
                  </Link>
                </div>
              </li>
            ))}
          </ul>
          {count > gifts.length ? (
            <p className={styles.more}>
              Showing your latest {gifts.length} of {count} gifts.
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
