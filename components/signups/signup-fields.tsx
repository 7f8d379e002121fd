'use client';

import type { InputHTMLAttributes, ReactNode } from 'react';
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
  const error = useSignupError(name);
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
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
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
};

export function SelectInput({ options, placeholder, autoComplete, ...frame }: SelectInputProps) {
  const { register } = useFormContext<SignupFormValues>();
  return (
    <Frame {...frame}>
      {(aria) => (
        <select {...register(frame.name)} {...aria} autoComplete={autoComplete} className={styles.select}>
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
  const error = useSignupError(name);
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
