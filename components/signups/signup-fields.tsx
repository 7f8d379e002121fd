'use client';

import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { get, useFormContext, type FieldPath } from 'react-hook-form';
import type { SignupFormValues } from './signup-form-values';
import styles from './signup-form.module.css';

// The inputs of the signup form, each tied to its label, hint and error for assistive
// technology. Ids follow the field's name, so the error summary can link to the field.

export type SignupFieldName = FieldPath<SignupFormValues>;

export const signupFieldId = (name: string) => `signup-${name.replace(/\./g, '-')}`;

export function useSignupError(name: SignupFieldName): string | undefined {
  const {
    formState: { errors },
  } = useFormContext<SignupFormValues>();
  return (get(errors, name) as { message?: string } | undefined)?.message;
}

/**
 * The error to show under a field: only once the field was left, or the form was sent since the
 * field appeared (a participant added after a failed Continue starts quiet), or the server named
 * it. Hidden errors still block Continue; the summary then shows them all.
 */
export function useShownError(name: SignupFieldName): string | undefined {
  const { formState, getFieldState } = useFormContext<SignupFormValues>();
  const { error, isTouched } = getFieldState(name, formState);
  const [submitsAtMount] = useState(formState.submitCount);
  const sentSince = formState.submitCount > submitsAtMount;
  return error?.message && (isTouched || sentSince || error.type === 'server') ? error.message : undefined;
}

/** The line under a field that holds its error: always there, so an error coming or going moves nothing below. */
function ErrorSlot({ id, error }: { id: string; error: string | undefined }) {
  return (
    <p id={`${id}-error`} className={styles.errorSlot}>
      {error ? <span className={styles.error}>{error}</span> : null}
    </p>
  );
}

type FrameProps = {
  name: SignupFieldName;
  label: string;
  optional?: boolean;
  hint?: string;
  /** Read after the label but not shown: which participant a repeated label belongs to. */
  context?: string;
  children: (aria: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode;
};

function Frame({ name, label, optional, hint, context, children }: FrameProps) {
  const id = signupFieldId(name);
  const error = useShownError(name);
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {context ? <span className="visually-hidden"> ({context})</span> : null}
        {optional ? <span className={styles.optional}> (optional)</span> : null}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <ErrorSlot id={id} error={error} />
    </div>
  );
}

type TextInputProps = Omit<FrameProps, 'children'> &
  Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete' | 'inputMode' | 'autoCapitalize'>;

export function TextInput({ type = 'text', autoComplete, inputMode, autoCapitalize, ...frame }: TextInputProps) {
  const { register } = useFormContext<SignupFormValues>();
  return (
    <Frame {...frame}>
      {(aria) => (
        <input
          {...register(frame.name)}
          {...aria}
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          autoCapitalize={autoCapitalize}
          className={styles.input}
        />
      )}
    </Frame>
  );
}

type SelectInputProps = Omit<FrameProps, 'children'> & {
  options: ReadonlyArray<{ value: string; label: string; disabled?: boolean }>;
  /** The first, empty entry ("Select one"); its value is '' unless given. */
  placeholder?: { value?: string; label: string };
  autoComplete?: string;
  /** Fields checked together with this one (a birth date's month, day and year): their errors clear with it. */
  related?: SignupFieldName[];
};

export function SelectInput({ options, placeholder, autoComplete, related = [], ...frame }: SelectInputProps) {
  const { register, trigger, getFieldState } = useFormContext<SignupFormValues>();
  // A choice clears its error at once (and a related field's, such as a birth date's day), touched or not.
  const recheck = () => {
    const stale = [frame.name, ...related].filter((name) => getFieldState(name).error);
    if (stale.length > 0) void trigger(stale);
  };
  return (
    <Frame {...frame}>
      {(aria) => (
        <select
          {...register(frame.name, { onChange: recheck })}
          {...aria}
          autoComplete={autoComplete}
          className={styles.select}
        >
          {placeholder ? <option value={placeholder.value ?? ''}>{placeholder.label}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Frame>
  );
}

type CheckboxProps = {
  name: SignupFieldName;
  children: ReactNode;
  context?: string;
};

export function Checkbox({ name, children, context }: CheckboxProps) {
  const { register } = useFormContext<SignupFormValues>();
  const id = signupFieldId(name);
  const error = useShownError(name);
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.check}>
        <input
          {...register(name)}
          id={id}
          type="checkbox"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <span>
          {children}
          {context ? <span className="visually-hidden"> ({context})</span> : null}
        </span>
      </label>
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
