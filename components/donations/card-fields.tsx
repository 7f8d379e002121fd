'use client';

import form from '@/components/account/form.module.css';
import { TextField } from '@/components/account/text-field';
import { useHydrated } from '@/components/account/use-hydrated';
import { useSpecForm } from '@/components/forms/use-spec-form';
import { HOSTED_CARD_SPEC, type HostedCard } from '@/lib/validation/donation-record';
import styles from './donation-form.module.css';
import { ConfirmButtons, SelectField } from './payment-controls';

type CardValues = { ccNumber: string; expMonth: string; expYear: string; cvv: string };

const MONTHS = Array.from({ length: 12 }, (_, index) => String(index + 1).padStart(2, '0'));

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
  const year = new Date().getFullYear();
  const { text, error, handleSubmit } = useSpecForm<CardValues, HostedCard>(HOSTED_CARD_SPEC, {
    ccNumber: '',
    expMonth: '',
    expYear: '',
    cvv: '',
  });
  const field = (name: keyof CardValues) => text(name, { nameless: true });

  return (
    <form className={form.form} onSubmit={handleSubmit(onPay)} noValidate aria-label="Card">
      <TextField
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        error={error('ccNumber')}
        {...field('ccNumber')}
      />
      <div className={styles.cardRow}>
        <SelectField
          label="Expiry month"
          id="card-exp-month"
          autoComplete="cc-exp-month"
          error={error('expMonth')}
          {...field('expMonth')}
        >
          <option value="">MM</option>
          {MONTHS.map((month) => (
            <option key={month} value={month}>
              {month}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Expiry year"
          id="card-exp-year"
          autoComplete="cc-exp-year"
          error={error('expYear')}
          {...field('expYear')}
        >
          <option value="">YYYY</option>
          {Array.from({ length: 21 }, (_, index) => year + index).map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Security code"
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          error={error('cvv')}
          {...field('cvv')}
        />
      </div>
      <p className={styles.note}>Your card goes straight to our payment processor over a secure connection.</p>
      <ConfirmButtons total={total} label={label} busy={busy} disabled={!hydrated} onBack={onBack} />
    </form>
  );
}
