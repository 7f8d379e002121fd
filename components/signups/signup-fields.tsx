'use client';

import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { get, useFormContext, useWatch, type FieldPath } from 'react-hook-form';
import { birthParts, birthText, maskBirthDate } from './birth-date-text';
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
export function useShownError(
  name: SignupFieldName,
  /** The values one input holds (a birth date's month, day and year): the first error among them. */
  held: readonly SignupFieldName[] = [name],
  /** The input was left (for values no input of their own touches). */
  left = false,
): string | undefined {
  const { formState, getFieldState } = useFormContext<SignupFormValues>();
  const [submitsAtMount] = useState(formState.submitCount);
  const sentSince = formState.submitCount > submitsAtMount;
  for (const field of held) {
    const { error, isTouched } = getFieldState(field, formState);
    if (error?.message && (isTouched || left || sentSince || error.type === 'server')) return error.message;
  }
  return undefined;
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
  /** The values the input holds when not only `name` (see useShownError), and whether it was left. */
  held?: readonly SignupFieldName[];
  left?: boolean;
  children: (aria: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode;
};

function Frame({ name, label, optional, hint, context, held, left, children }: FrameProps) {
  const id = signupFieldId(name);
  const error = useShownError(name, held, left);
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
};

export function SelectInput({ options, placeholder, autoComplete, ...frame }: SelectInputProps) {
  const { register, trigger, getFieldState } = useFormContext<SignupFormValues>();
  // A choice clears its error at once, touched or not.
  const recheck = () => {
    if (getFieldState(frame.name).error) void trigger(frame.name);
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

type ChoiceInputProps = Pick<FrameProps, 'name' | 'label' | 'optional' | 'context'> & {
  options: ReadonlyArray<{ value: string; label: string }>;
};

/**
 * A short list of choices (gender, T-shirt size) as a row of radio buttons, each 44 px or more:
 * one tap instead of a select's two (open, choose). A choice clears the error at once.
 */
export function ChoiceInput({ name, label, optional, context, options }: ChoiceInputProps) {
  const { register, trigger, getFieldState } = useFormContext<SignupFormValues>();
  const id = signupFieldId(name);
  const error = useShownError(name);
  const field = register(name, {
    onChange: () => {
      if (getFieldState(name).error) void trigger(name);
    },
  });
  return (
    <fieldset
      className={styles.choices}
      aria-invalid={Boolean(error)}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className={styles.label}>
        {label}
        {context ? <span className="visually-hidden"> ({context})</span> : null}
        {optional ? <span className={styles.optional}> (optional)</span> : null}
      </legend>
      <div className={styles.chips}>
        {options.map((option, at) => (
          <label key={option.value} className={styles.chip}>
            <input {...field} type="radio" value={option.value} id={at === 0 ? id : undefined} />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <ErrorSlot id={id} error={error} />
    </fieldset>
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

type BirthDateInputProps = Pick<FrameProps, 'optional' | 'context'> & {
  /** The participant's `participants.{n}` path. */
  path: `participants.${number}`;
  autoComplete: string;
};

/**
 * A birth date as one typed field (MM/DD/YYYY, a number pad on phones: one tap instead of three
 * selects). The form keeps, checks and sends birthMonth, birthDate and birthYear as before; the
 * field shows their first error and has the month's id, which the error summary links to.
 */
export function BirthDateInput({ path, autoComplete, ...frame }: BirthDateInputProps) {
  const { control, setValue, trigger, getFieldState } = useFormContext<SignupFormValues>();
  const held = [`${path}.birthMonth`, `${path}.birthDate`, `${path}.birthYear`] as const;
  const kept = useWatch({ control, name: held });
  const [text, setText] = useState(() => birthText(kept));
  const [left, setLeft] = useState(false);
  // Values put back from elsewhere (a form restored after a declined card) show again.
  const keptKey = kept.join('/');
  const [seen, setSeen] = useState(keptKey);
  if (keptKey !== seen) {
    setSeen(keptKey);
    if (birthParts(text).join('/') !== keptKey) setText(birthText(kept));
  }

  function hold(shown: string) {
    setText(shown);
    birthParts(shown).forEach((part, at) => setValue(held[at], part));
  }

  return (
    <Frame name={held[0]} label="Birth date (MM/DD/YYYY)" held={held} left={left} {...frame}>
      {(aria) => (
        <input
          {...aria}
          name={`${path}.birth`}
          type="text"
          inputMode="numeric"
          autoComplete={autoComplete}
          maxLength={10}
          className={styles.input}
          value={text}
          onChange={(change) => {
            hold(maskBirthDate(change.target.value, change.target.value.length > text.length));
            // A shown error clears the moment the date is right.
            if (held.some((name) => getFieldState(name).error)) void trigger([...held]);
          }}
          onBlur={() => {
            setLeft(true);
            void trigger([...held]);
          }}
        />
      )}
    </Frame>
  );
}
