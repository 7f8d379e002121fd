'use client';

import { formatDollarsAndCents } from '@/lib/rules/money';
import { CancelDialog, type RegistrationRow } from './cancel-dialog';
import { MoneyBackTable } from './money-back-table';
import { StatusBadges } from './status-badges';
import styles from './money-back.module.css';

/**
 * Every registration of an event for its creator, newest first, its participants together (the
 * main one first). A cancelled one stays, marked, with when and why.
 */
export function RegistrationTable({ registrations, timeZone }: { registrations: RegistrationRow[]; timeZone: string }) {
  return (
    <MoneyBackTable
      rows={registrations}
      timeZone={timeZone}
      testId="registration"
      statusTestId="cancel-status"
      headers={['Participants', 'Category', 'Paid', 'Status']}
      isOut={(registration) => registration.status === 'cancelled'}
      cells={(registration, date) => (
        <>
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
            {registration.status === 'cancelled' && registration.cancelledAt ? (
              <span className={styles.muted}>
                {' '}
                on {date.format(new Date(registration.cancelledAt))}
                {registration.cancelReason ? `: “${registration.cancelReason}”` : ''}
              </span>
            ) : null}
          </td>
        </>
      )}
      action={(registration) => {
        if (registration.status !== 'succeeded') return null;
        const main = registration.participants.find((person) => person.main) ?? registration.participants[0];
        const mainName = main ? `${main.firstName} ${main.lastName}` : 'No participant';
        return { label: 'Cancel registration', ariaLabel: `Cancel the registration of ${mainName}` };
      }}
      dialog={(registration, onClose, onDone) => (
        <CancelDialog
          registration={registration}
          onClose={onClose}
          onDone={({ amountRefundedCents, reason, message }) =>
            onDone({
              changes: {
                status: 'cancelled',
                cancelledAt: new Date(),
                cancelReason: reason,
                amountRefundedCents,
                refundableCents: 0,
              },
              message,
            })
          }
        />
      )}
    />
  );
}
