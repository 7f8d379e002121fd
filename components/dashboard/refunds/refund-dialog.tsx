'use client';

import { useId, useRef, useState } from 'react';
import fields from '@/components/account/form.module.css';
import { apiCall } from '@/lib/client/api';
import { refundDonationCall } from '@/lib/contracts/refunds';
import { REFUND_AMOUNT_POSITIVE, refundAmountTooHigh } from '@/lib/rules/messages';
import { centsToDollars, dollarsToCents, formatDollarsAndCents, typedCents } from '@/lib/rules/money';
import { firstNameAndInitial } from '@/lib/rules/public-name';
import { possessive, refundPreview } from '@/lib/rules/refund-preview';
import type { EventGiftRow } from '@/lib/services/refunds/refunds-view';
import { MoneyBackDialog } from './money-back-dialog';
import { ReasonAndAnswer } from './reason-and-answer';

/** A gift as the list holds it (dates as the server sent them). */
export type GiftRow = EventGiftRow;

export type RefundOutcome = { status: GiftRow['status']; amountRefundedCents: number; message: string };

/**
 * The organizer's refund of one gift (a MoneyBackDialog): the amount (everything left by
 * default), a reason, and, as they type, exactly what will happen: where the money goes and what
 * comes off the totals (lib/rules/refund-preview.ts, the server's own split). The server's
 * refusal stays in the dialog; a refund done closes it and the row changes in place.
 */
export function RefundDialog({
  gift,
  onClose,
  onDone,
}: {
  gift: GiftRow;
  onClose: () => void;
  onDone: (outcome: RefundOutcome) => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const amountInput = useRef<HTMLInputElement>(null);
  const ids = useId();
  const left = gift.refundableCents;
  const [amount, setAmount] = useState(centsToDollars(left).toFixed(2));
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const [amountError, setAmountError] = useState('');
  const [busy, setBusy] = useState(false);

  const cents = typedCents(amount);
  const problem =
    cents === null ? REFUND_AMOUNT_POSITIVE : cents > left ? refundAmountTooHigh(formatDollarsAndCents(left)) : '';
  const preview = cents !== null && !problem ? refundPreview(gift, cents) : '';
  const name = firstNameAndInitial(gift.firstName, gift.lastName) || 'the donor';

  async function submit() {
    if (problem || cents === null) {
      setAmountError(problem);
      amountInput.current?.focus();
      return;
    }
    setBusy(true);
    setError('');
    setAmountError('');
    const result = await apiCall(refundDonationCall, {
      params: { donationId: gift.id },
      body: { amount: centsToDollars(cents), ...(reason.trim() ? { reason: reason.trim() } : {}) },
    });
    setBusy(false);
    if (result.ok) {
      dialog.current?.close();
      const { status, amountRefunded } = result.data.donation;
      onDone({
        status: status as GiftRow['status'],
        amountRefundedCents: dollarsToCents(amountRefunded),
        message:
          gift.method === 'offline'
            ? `${formatDollarsAndCents(cents)} of ${possessive(name)} gift is marked as returned.`
            : `${formatDollarsAndCents(cents)} is on its way back to ${possessive(name)} card.`,
      });
      return;
    }
    if (result.status === 401) return; // apiCall is on its way to /login
    const fieldError = result.data.fieldErrors?.amount?.[0];
    if (fieldError) setAmountError(fieldError);
    setError(result.error);
  }

  return (
    <MoneyBackDialog
      dialogRef={dialog}
      focusRef={amountInput}
      id={ids}
      testId="refund-dialog"
      title={<>Refund {name}&apos;s gift</>}
      preview={preview || problem}
      previewTestId="refund-preview"
      busy={busy}
      onClose={onClose}
      onSubmit={submit}
    >
      <div className={fields.field}>
        <label htmlFor={`${ids}-amount`} className={fields.label}>
          Amount to refund (USD)
        </label>
        <p id={`${ids}-amount-hint`} className={fields.hint}>
          Up to {formatDollarsAndCents(left)}, what is left of the {formatDollarsAndCents(gift.totalAmountCents)} paid.
        </p>
        <input
          ref={amountInput}
          id={`${ids}-amount`}
          className={fields.input}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          aria-invalid={amountError ? true : undefined}
          aria-describedby={`${ids}-amount-hint${amountError ? ` ${ids}-amount-error` : ''}`}
          onChange={(event) => {
            setAmount(event.target.value);
            setAmountError('');
          }}
        />
        {amountError ? (
          <p id={`${ids}-amount-error`} className={fields.error}>
            {amountError}
          </p>
        ) : null}
      </div>
      <ReasonAndAnswer
        id={ids}
        whose="donor"
        reason={reason}
        onReason={setReason}
        error={error}
        errorTestId="refund-error"
        busy={busy}
        keepLabel="Keep the gift"
        submitLabel={
          busy ? 'Refunding…' : cents !== null && !problem ? `Refund ${formatDollarsAndCents(cents)}` : 'Refund'
        }
        onClose={onClose}
      />
    </MoneyBackDialog>
  );
}
