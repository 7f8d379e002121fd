import Link from 'next/link';
import { formatDollarsAndCents } from '@/lib/rules/money';
import type { DonationReceipt as DonationReceiptData } from '@/lib/services/donations/donation-view';
import { formatAmount } from '@/lib/rules/money';
import { PrintButton } from './print-button';
import styles from './donation-receipt.module.css';
import { profilePath } from '@/lib/shared/paths';

/** One gift's receipt, as its page loads it (lib/services/donations/get-donation-receipt.ts). */
export type ReceiptView = DonationReceiptData;

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });

/** A donor's receipt for one gift, laid out to print on one page (the site's chrome is left out). */
export function DonationReceipt({ receipt, siteName }: { receipt: ReceiptView; siteName: string }) {
  const fee = receipt.totalCents - receipt.amountCents;
  return (
    <div className={styles.page}>
      <p className={styles.back}>
        <Link href={profilePath()}>← Back to your profile</Link>
      </p>
      <article className={styles.receipt} aria-labelledby="receipt-title" data-testid="receipt">
        <header className={styles.header}>
          <p className="eyebrow">{siteName}</p>
          <h1 id="receipt-title" className={styles.title}>
            Donation receipt
          </h1>
          {receipt.status === 'refunded' ? (
            <p className={styles.refunded} data-testid="receipt-refunded">
              This gift was refunded.
            </p>
          ) : receipt.status === 'partially_refunded' ? (
            <p className={styles.refunded} data-testid="receipt-refunded">
              {formatDollarsAndCents(receipt.refundedCents)} of this gift was refunded.
            </p>
          ) : (
            <p className={styles.thanks}>Thank you for your gift.</p>
          )}
        </header>
        <dl className={styles.facts}>
          <div>
            <dt>Receipt number</dt>
            <dd data-testid="receipt-number">{receipt.transactionId}</dd>
          </div>
          <div>
            <dt>Date</dt>
            <dd>
              <time dateTime={receipt.date}>{when.format(new Date(receipt.date))} UTC</time>
            </dd>
          </div>
          <div>
            <dt>Donor</dt>
            <dd>
              {receipt.donorName}
              {receipt.email ? <span className={styles.sub}>{receipt.email}</span> : null}
              {receipt.anonymous ? <span className={styles.sub}>Shown as “Anonymous” on public pages</span> : null}
            </dd>
          </div>
          <div>
            <dt>Given to</dt>
            <dd>
              <Link href={receipt.cause.path} prefetch={false}>
                {receipt.cause.title}
              </Link>
              {receipt.event ? <span className={styles.sub}>{receipt.event.title}</span> : null}
              {receipt.organizer ? <span className={styles.sub}>Organized by {receipt.organizer}</span> : null}
            </dd>
          </div>
          <div>
            <dt>Payment</dt>
            <dd>{receipt.method === 'offline' ? 'Offline (recorded by the organizer)' : 'Card'}</dd>
          </div>
        </dl>
        <table className={styles.amounts}>
          <tbody>
            <tr>
              <th scope="row">Gift</th>
              <td data-testid="receipt-amount">{formatAmount(receipt.amountCents)}</td>
            </tr>
            {fee > 0 ? (
              <tr>
                <th scope="row">Processing fee you covered</th>
                <td>{formatAmount(fee)}</td>
              </tr>
            ) : null}
            <tr className={styles.total}>
              <th scope="row">Total charged</th>
              <td data-testid="receipt-total">{formatAmount(receipt.totalCents)}</td>
            </tr>
          </tbody>
        </table>
        <p className={styles.note}>Keep this receipt for your records.</p>
      </article>
      <div className={styles.actions}>
        <PrintButton />
      </div>
    </div>
  );
}
