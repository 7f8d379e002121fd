'use client';

import { useId, useRef, useState } from 'react';
import { apiCall } from '@/lib/client/api';
import { cancelSignupCall } from '@/lib/contracts/refunds';
import { dollarsToCents, formatDollarsAndCents } from '@/lib/rules/money';
import { firstNameAndInitial } from '@/lib/rules/public-name';
import { possessive } from '@/lib/rules/refund-preview';
import type { EventRegistrationRow } from '@/lib/services/refunds/refunds-view';
import { MoneyBackDialog } from './money-back-dialog';
import styles from './money-back.module.css';
import { ReasonAndAnswer } from './reason-and-answer';

export type RegistrationRow = EventRegistrationRow;

export type CancelOutcome = { amountRefundedCents: number; reason: string | null; message: string };

const count = (n: number) => (n === 1 ? '1 participant' : `${n} participants`);

/**
 * The organizer's cancel of one whole registration (a MoneyBackDialog): who leaves the lists,
 * whether what was paid goes back to the card (a checkbox, for a paid one), and a reason. The
 * server's refusal stays in the dialog; a cancel done closes it and the row is marked in place.
 */
export function CancelDialog({
  registration,
  onClose,
  onDone,
}: {
  registration: RegistrationRow;
  onClose: () => void;
  onDone: (outcome: CancelOutcome) => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const keep = useRef<HTMLButtonElement>(null);
  const ids = useId();
  const left = registration.refundableCents;
  const [refund, setRefund] = useState(left > 0);
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const main = registration.participants.find((person) => person.main) ?? registration.participants[0];
  const name = main ? firstNameAndInitial(main.firstName, main.lastName) : 'this registration';
  const amount = formatDollarsAndCents(left);
  const card = registration.cardLast4 ? `the card ending ${registration.cardLast4}` : 'the card it was paid with';
  const offline = registration.method === 'offline';

  const leaving = `${count(registration.participants.length)} (${registration.categoryName}) leave${registration.participants.length === 1 ? 's' : ''} every list, count and capacity`;
  const what =
    left > 0 && refund
      ? `Cancel ${possessive(name)} registration and refund ${amount} ${offline ? 'as returned' : `to ${card}`}: ${leaving}.`
      : `Cancel ${possessive(name)} registration without a refund: ${leaving}${left > 0 ? `; the ${amount} paid stays paid` : ''}.`;

  async function submit() {
    setBusy(true);
    setError('');
    const result = await apiCall(cancelSignupCall, {
      params: { signupId: registration.id },
      body: { refund: left > 0 && refund, ...(reason.trim() ? { reason: reason.trim() } : {}) },
    });
    setBusy(false);
    if (result.ok) {
      dialog.current?.close();
      const refunded = dollarsToCents(result.data.signup.amountRefunded);
      onDone({
        amountRefundedCents: refunded,
        reason: reason.trim() || null,
        message: `${possessive(name)} registration is cancelled${refunded > registration.amountRefundedCents ? `; ${formatDollarsAndCents(refunded - registration.amountRefundedCents)} is on its way back` : ''}.`,
      });
      return;
    }
    if (result.status === 401) return; // apiCall is on its way to /login
    setError(result.error);
  }

  return (
    <MoneyBackDialog
      dialogRef={dialog}
      focusRef={keep}
      id={ids}
      testId="cancel-dialog"
      title={<>Cancel {possessive(name)} registration?</>}
      preview={what}
      previewTestId="cancel-preview"
      busy={busy}
      onClose={onClose}
      onSubmit={submit}
    >
      {left > 0 ? (
        <label className={styles.check}>
          <input type="checkbox" checked={refund} onChange={(event) => setRefund(event.target.checked)} />
          {offline ? `Mark ${amount} as returned` : `Refund ${amount} to the card`}
        </label>
      ) : null}
      <ReasonAndAnswer
        id={ids}
        whose="participant"
        reason={reason}
        onReason={setReason}
        error={error}
        errorTestId="cancel-error"
        busy={busy}
        keepLabel="Keep it"
        keepRef={keep}
        submitLabel={busy ? 'Cancelling…' : 'Cancel registration'}
        onClose={onClose}
      />
    </MoneyBackDialog>
  );
}
