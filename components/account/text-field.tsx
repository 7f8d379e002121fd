import { forwardRef, useId, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { TEXT_LIMITS } from '@/lib/validation/limits';
import styles from './form.module.css';

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string; hint?: string };

/** The email input of the login, signup, forgot-password and profile forms. */
export const EMAIL_INPUT = {
  label: 'Email',
  type: 'email',
  autoComplete: 'email',
  inputMode: 'email',
  maxLength: TEXT_LIMITS.email,
} as const;

/** A password being chosen (signup, reset, profile), with the rule it has to meet; the caller labels it. */
export const NEW_PASSWORD_INPUT = {
  type: 'password',
  autoComplete: 'new-password',
  maxLength: TEXT_LIMITS.password,
  hint: 'At least 7 characters, with an upper-case letter, a lower-case letter and a number.',
} as const;

/** A field's error under it, for its aria-describedby (`{id}-error`). */
function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={`${id}-error`} className={styles.error}>
      {error}
    </p>
  ) : null;
}

/** A labelled input with its error under it (react-hook-form's register() spreads into it). */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, id, ...input },
  ref,
) {
  const generated = useId();
  const inputId = id ?? generated;
  const describedBy = [hint ? `${inputId}-hint` : '', error ? `${inputId}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      {hint ? (
        <p id={`${inputId}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <input
        ref={ref}
        id={inputId}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...input}
      />
      <FieldError id={inputId} error={error} />
    </div>
  );
});

type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  optional?: boolean;
  error?: string;
};

/** A labelled text area, "(optional)" after the label where it may stay empty, with its error under it. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { label, optional, error, id, ...textarea },
  ref,
) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
        {optional ? <span className={styles.optional}> (optional)</span> : null}
      </label>
      <textarea
        ref={ref}
        id={inputId}
        className={styles.textarea}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${inputId}-error` : undefined}
        {...textarea}
      />
      <FieldError id={inputId} error={error} />
    </div>
  );
});
