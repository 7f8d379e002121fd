'use client';

import { formatDollarsAndCents } from '@/lib/rules/money';
import { isOutOfTotals } from '@/lib/rules/refunds';
import { MoneyBackTable } from './money-back-table';
import { RefundDialog, type GiftRow } from './refund-dialog';
import { StatusBadges } from './status-badges';
import styles from './money-back.module.css';

const METHOD: Record<string, string> = { offline: 'Offline', safesave: 'Card', stripe: 'Card' };

const donorName = (gift: GiftRow) => `${gift.firstName} ${gift.lastName}`.trim() || 'No name';

/**
 * Every gift of an event for its creator, newest first. Each gift with something left to give
 * back has its Refund button; a refund done changes its row in place and says so above the list.
 */
export function GiftTable({ gifts, timeZone }: { gifts: GiftRow[]; timeZone: string }) {
  return (
    <MoneyBackTable
      rows={gifts}
      timeZone={timeZone}
      testId="gift"
      statusTestId="refund-status"
      headers={['Donor', 'To', 'Paid', 'Refunded', 'Status']}
      isOut={isOutOfTotals}
      cells={(gift) => (
        <>
          <td data-label="Donor">
            {donorName(gift)}
            {gift.anonymous ? <span className={styles.muted}> (anonymous)</span> : null}
          </td>
          <td data-label="To">{gift.targetTitle}</td>
          <td data-label="Paid" className={styles.num}>
            {formatDollarsAndCents(gift.totalAmountCents)}
            <span className={styles.muted}>
              {' '}
              {METHOD[gift.method] ?? gift.method}
              {gift.cardLast4 ? ` ••${gift.cardLast4}` : ''}
            </span>
            {gift.totalAmountCents > gift.baseAmountCents ? (
              <span className={styles.muted}>
                {' '}
                (gift {formatDollarsAndCents(gift.baseAmountCents)} + fee{' '}
                {formatDollarsAndCents(gift.totalAmountCents - gift.baseAmountCents)})
              </span>
            ) : null}
          </td>
          <td data-label="Refunded" className={styles.num} data-testid="gift-refunded">
            {gift.amountRefundedCents > 0 ? formatDollarsAndCents(gift.amountRefundedCents) : '—'}
          </td>
          <td data-label="Status" data-testid="gift-status">
            <StatusBadges status={gift.status} disputeStatus={gift.disputeStatus} />
          </td>
        </>
      )}
      action={(gift) =>
        gift.refundableCents > 0
          ? {
              label: 'Refund',
              ariaLabel: `Refund ${formatDollarsAndCents(gift.totalAmountCents)} from ${donorName(gift)}`,
            }
          : null
      }
      dialog={(gift, onClose, onDone) => (
        <RefundDialog
          gift={gift}
          onClose={onClose}
          onDone={({ status, amountRefundedCents, message }) =>
            onDone({
              changes: {
                status,
                amountRefundedCents,
                refundableCents: Math.max(0, gift.totalAmountCents - amountRefundedCents),
              },
              message,
            })
          }
        />
      )}
    />
  );
}
