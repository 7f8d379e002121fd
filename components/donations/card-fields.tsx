'use client';

import { useState } from 'react';
import form from '@/components/account/form.module.css';
import { TextField } from '@/components/account/text-field';
import { useHydrated } from '@/components/ui/use-hydrated';
import { useSpecForm } from '@/components/forms/use-spec-form';
import { formatExpiryTyping, groupCardNumber, parseExpiry } from '@/lib/rules/payment-card';
import { HOSTED_CARD_SPEC, type HostedCard } from '@/lib/validation/donation-record';
import styles from './donation-form.module.css';
import { ConfirmButtons } from './payment-controls';

type CardValues = { ccNumber: string; expMonth: string; expYear: string; cvv: string };

/**
 * The hosted-form gateway's card fields, checked here by their spec, then posted by the caller
 * straight to the gateway's form-url. The inputs carry no name and this form no action, so
 * nothing of ours can ever send the card to our server.
 */
export function CardFields({
  total,
  label,
  busy,
  onPay,
  onBack,
}: {
  total: string;
  /** What Confirm says; the donation's words without it. */
  label?: string;
  busy: boolean;
  onPay: (card: HostedCard) => void;
  /** Without it, no Back button (the page has its own). */
  onBack?: () => void;
}) {
  const hydrated = useHydrated();
  const { text, error, handleSubmit, setValue, values } = useSpecForm<CardValues, HostedCard>(HOSTED_CARD_SPEC, {
    ccNumber: '',
    expMonth: '',
    expYear: '',
    cvv: '',
  });
  const [expiry, setExpiry] = useState('');
  const field = (name: keyof CardValues) => text(name, { nameless: true });
  const number = field('ccNumber');
  const month = field('expMonth');
  const yearField = field('expYear');

  // One MM/YY field (issue 21) fills the spec's month and year; a half-typed expiry is no date yet.
  const typeExpiry = (typed: string) => {
    const next = formatExpiryTyping(typed, expiry);
    setExpiry(next);
    const parsed = parseExpiry(next);
    setValue('expMonth', parsed ? String(parsed.month) : next ? 'x' : '');
    setValue('expYear', parsed ? String(parsed.year) : next ? 'x' : '');
  };
  const expiryError = error('expMonth') ?? error('expYear');

  return (
    <form className={`${form.form} ${styles.cardForm}`} onSubmit={handleSubmit(onPay)} noValidate aria-label="Card">
      <TextField
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        error={error('ccNumber')}
        {...number}
        value={values.ccNumber}
        onChange={(event) => setValue('ccNumber', groupCardNumber(event.target.value))}
      />
      <div className={styles.cardRow}>
        <TextField
          label="Expiry (MM/YY)"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          maxLength={5}
          error={expiryError}
          aria-invalid={expiryError ? true : undefined}
          value={expiry}
          onChange={(event) => typeExpiry(event.target.value)}
          onBlur={() => {
            month.onBlur();
            yearField.onBlur();
          }}
        />
        <TextField
          label="Security code"
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          error={error('cvv')}
          {...field('cvv')}
        />
      </div>
      <ConfirmButtons total={total} label={label} busy={busy} disabled={!hydrated} onBack={onBack} />
      <p className={styles.note}>Your card goes straight to our payment processor over a secure connection.</p>
    </form>
  );
}
