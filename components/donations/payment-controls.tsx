import type { SelectHTMLAttributes } from 'react';
import form from '@/components/account/form.module.css';

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & { label: string; id: string; error?: string };

/** A labelled select with its error under it, as TextField is for inputs. */
export function SelectField({ label, id, error, children, ...select }: SelectFieldProps) {
  return (
    <div className={form.field}>
      <label htmlFor={id} className={form.label}>
        {label}
      </label>
      <select
        id={id}
        className={form.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...select}
      >
        {children}
      </select>
      {error ? (
        <p id={`${id}-error`} className={form.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Confirm (the only way to pay, disabled while a payment is under way) and Back, under either card form, for any purchase. */
export function ConfirmButtons({
  total,
  label,
  busy,
  disabled,
  onConfirm,
  onBack,
}: {
  total: string;
  /** What Confirm says (a sign-up pays rather than gives); the donation's words without it. */
  label?: string;
  busy: boolean;
  disabled: boolean;
  /** Without it, Confirm submits its form. */
  onConfirm?: () => void;
  /** Without it, no Back button (the page has its own). */
  onBack?: () => void;
}) {
  return (
    <>
      <button
        type={onConfirm ? 'button' : 'submit'}
        className={`${form.button} ${form.block}`}
        disabled={disabled || busy}
        onClick={onConfirm}
        data-testid="donate-confirm"
      >
        {busy ? 'Processing…' : (label ?? `Confirm and give ${total}`)}
      </button>
      {onBack ? (
        <button type="button" className={`${form.secondary} ${form.block}`} onClick={onBack} disabled={busy}>
          Back
        </button>
      ) : null}
    </>
  );
}
