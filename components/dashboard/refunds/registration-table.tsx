'use client';

import { useState } from 'react';
import { formatDollarsAndCents } from '@/lib/rules/money';
import { CancelDialog, type RegistrationRow } from './cancel-dialog';
import { StatusBadges } from './status-badges';
import styles from './money-back.module.css';

/**
 * Every registration of an event for its creator, newest first, its participants together (the
 * main one first): a table on a laptop, a card per registration on a phone. A cancelled one stays,
 * marked, with when and why.
 */
export function RegistrationTable({ registrations, timeZone }: { registrations: RegistrationRow[]; timeZone: string }) {
  const [rows, setRows] = useState(registrations);
  const [open, setOpen] = useState<RegistrationRow | null>(null);
  const [status, setStatus] = useState('');
  const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone });

  return (
    <>
      <p className={styles.status} role="status" data-testid="cancel-status">
        {status}
      </p>
      <table className={styles.table} data-testid="registration-table">
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Participants</th>
            <th scope="col">Category</th>
            <th scope="col">Paid</th>
            <th scope="col">Status</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((registration) => {
            const main = registration.participants.find((person) => person.main) ?? registration.participants[0];
            const mainName = main ? `${main.firstName} ${main.lastName}` : 'No participant';
            const cancelled = registration.status === 'cancelled';
            return (
              <tr key={registration.id} className={cancelled ? styles.out : undefined} data-testid="registration-row">
                <td data-label="Date" className={styles.num}>
                  {date.format(new Date(registration.createdAt))}
                </td>
                <td data-label="Participants">
                  <ul className={styles.people}>
                    {registration.participants.map((person) => (
                      <li key={person.id} className={person.main ? styles.mainPerson : undefined}>
                        {person.firstName} {person.lastName}
                        {person.main && registration.participants.length > 1 ? (
                          <span className={styles.muted}> (main)</span>
                        ) : null}
                      </li>
                    ))}
                  </ul>
                </td>
                <td data-label="Category">{registration.categoryName}</td>
                <td data-label="Paid" className={styles.num}>
                  {registration.totalAmountCents > 0 ? formatDollarsAndCents(registration.totalAmountCents) : 'Free'}
                  {registration.amountRefundedCents > 0 ? (
                    <span className={styles.muted}>
                      {' '}
                      ({formatDollarsAndCents(registration.amountRefundedCents)} refunded)
                    </span>
                  ) : null}
                </td>
                <td data-label="Status" data-testid="registration-status">
                  <StatusBadges status={registration.status} />
                  {cancelled && registration.cancelledAt ? (
                    <span className={styles.muted}>
                      {' '}
                      on {date.format(new Date(registration.cancelledAt))}
                      {registration.cancelReason ? `: “${registration.cancelReason}”` : ''}
                    </span>
                  ) : null}
                </td>
                <td className={styles.actionCell}>
                  {registration.status === 'succeeded' ? (
                    <button
                      type="button"
                      className={styles.action}
                      onClick={() => setOpen(registration)}
                      aria-label={`Cancel the registration of ${mainName}`}
                    >
                      Cancel registration
                    </button>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {open ? (
        <CancelDialog
          key={open.id}
          registration={open}
          onClose={() => setOpen(null)}
          onDone={(outcome) => {
            setRows((current) =>
              current.map((row) =>
                row.id === open.id
                  ? {
                      ...row,
                      status: 'cancelled',
                      cancelledAt: new Date(),
                      cancelReason: outcome.reason,
                      amountRefundedCents: outcome.amountRefundedCents,
                      refundableCents: 0,
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
