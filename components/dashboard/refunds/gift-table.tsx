'use client';

import { useState } from 'react';
import { formatDollarsAndCents } from '@/lib/rules/money';
import { isOutOfTotals } from '@/lib/rules/refunds';
import { RefundDialog, type GiftRow } from './refund-dialog';
import { StatusBadges } from './status-badges';
import styles from './money-back.module.css';

const METHOD: Record<string, string> = { offline: 'Offline', safesave: 'Card', stripe: 'Card' };

/**
 * Every gift of an event for its creator, newest first: a table on a laptop, a card per gift on a
 * phone. Each gift with something left to give back has its Refund button; a refund done changes
 * its row in place and says so above the list.
 */
export function GiftTable({ gifts, timeZone }: { gifts: GiftRow[]; timeZone: string }) {
  const [rows, setRows] = useState(gifts);
  const [open, setOpen] = useState<GiftRow | null>(null);
  const [status, setStatus] = useState('');
  const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone });

  return (
    <>
      <p className={styles.status} role="status" data-testid="refund-status">
        {status}
      </p>
      <table className={styles.table} data-testid="gift-table">
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Donor</th>
            <th scope="col">To</th>
            <th scope="col">Paid</th>
            <th scope="col">Refunded</th>
            <th scope="col">Status</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((gift) => {
            const name = `${gift.firstName} ${gift.lastName}`.trim() || 'No name';
            const out = isOutOfTotals(gift);
            return (
              <tr key={gift.id} className={out ? styles.out : undefined} data-testid="gift-row">
                <td data-label="Date" className={styles.num}>
                  {date.format(new Date(gift.createdAt))}
                </td>
                <td data-label="Donor">
                  {name}
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
                <td className={styles.actionCell}>
                  {gift.refundableCents > 0 ? (
                    <button
                      type="button"
                      className={styles.action}
                      onClick={() => setOpen(gift)}
                      aria-label={`Refund ${formatDollarsAndCents(gift.totalAmountCents)} from ${name}`}
                    >
                      Refund
                    </button>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {open ? (
        <RefundDialog
          key={open.id}
          gift={open}
          onClose={() => setOpen(null)}
          onDone={(outcome) => {
            setRows((current) =>
              current.map((row) =>
                row.id === open.id
                  ? {
                      ...row,
                      status: outcome.status,
                      amountRefundedCents: outcome.amountRefundedCents,
                      refundableCents: Math.max(0, row.totalAmountCents - outcome.amountRefundedCents),
                    }
                  : row,
              ),
            );
            setStatus(outcome.message);
            setOpen(null);
          }}
        />
      ) : null}
    </>
  );
}
