import type { Ref } from 'react';
import fields from '@/components/account/form.module.css';
import dialogStyles from '@/components/ui/confirm-dialog.module.css';
import { TEXT_LIMITS } from '@/lib/validation/limits';
import styles from './money-back.module.css';

/**
 * The end of a money-back dialog (a refund, a cancellation): the optional reason, which the
 * person's email repeats, the server's refusal if any, and the two buttons.
 */
export function ReasonAndAnswer({
  id,
  whose,
  reason,
  onReason,
  error,
  errorTestId,
  busy,
  keepLabel,
  keepRef,
  submitLabel,
  onClose,
}: {
  id: string;
  /** Whose email carries the reason: "donor", "participant". */
  whose: string;
  reason: string;
  onReason: (reason: string) => void;
  error: string;
  errorTestId: string;
  busy: boolean;
  keepLabel: string;
  keepRef?: Ref<HTMLButtonElement>;
  submitLabel: string;
  onClose: () => void;
}) {
  return (
    <>
      <div className={fields.field}>
        <label htmlFor={`${id}-reason`} className={fields.label}>
          Reason (optional; the {whose}&apos;s email says it)
        </label>
        <textarea
          id={`${id}-reason`}
          className={`${fields.textarea} ${styles.reason}`}
          rows={2}
          maxLength={TEXT_LIMITS.message}
          value={reason}
          onChange={(event) => onReason(event.target.value)}
        />
      </div>
      {error ? (
        <p className={styles.dialogError} role="alert" data-testid={errorTestId}>
          {error}
        </p>
      ) : null}
      <div className={dialogStyles.buttons}>
        <button ref={keepRef} type="button" className={dialogStyles.cancel} onClick={onClose} disabled={busy}>
          {keepLabel}
        </button>
        <button type="submit" className={dialogStyles.danger} disabled={busy}>
          {submitLabel}
        </button>
      </div>
    </>
  );
}
