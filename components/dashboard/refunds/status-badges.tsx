import type { EventGiftRow } from '@/lib/services/refunds/refunds-view';
import styles from './money-back.module.css';

/** A gift's or registration's state at a glance: paid, partly refunded, refunded, cancelled, disputed. */
export function StatusBadges({
  status,
  disputeStatus = null,
}: {
  status: EventGiftRow['status'];
  disputeStatus?: EventGiftRow['disputeStatus'];
}) {
  return (
    <>
      {status === 'refunded' ? (
        <span className={styles.refundedBadge}>Refunded</span>
      ) : status === 'partially_refunded' ? (
        <span className={styles.partialBadge}>Partly refunded</span>
      ) : status === 'cancelled' ? (
        <span className={styles.cancelledBadge}>Cancelled</span>
      ) : (
        <span className={styles.badge}>Paid</span>
      )}
      {disputeStatus === 'open' ? (
        <span className={styles.disputedBadge}>Disputed: out of the totals</span>
      ) : disputeStatus === 'lost' ? (
        <span className={styles.disputedBadge}>Dispute lost</span>
      ) : disputeStatus === 'won' ? (
        <span className={styles.badge}>Dispute won</span>
      ) : null}
    </>
  );
}
