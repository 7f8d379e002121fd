'use client';

import type { ChangeEvent, ReactNode } from 'react';
import { get, useFormContext, useWatch, type FieldPath } from 'react-hook-form';
import { eventFieldMaxLength } from '@/lib/validation/limits';
import type { EventFormValues } from './event-form-values';
import styles from './event-form.module.css';

type Name = FieldPath<EventFormValues>;

/** Field ids follow the field's name, so a server error can be tied to its input. */
export const fieldId = (name: string) => `field-${name.replace(/\./g, '-')}`;

/** The message of a field, or of a list as a whole (`eventCategories`). */
export function useFieldError(name: Name): string | undefined {
  const {
    formState: { errors },
  } = useFormContext<EventFormValues>();
  const error = get(errors, name) as { message?: string; root?: { message?: string } } | undefined;
  return error?.message ?? error?.root?.message;
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className={styles.error}>
      {message}
    </p>
  ) : null;
}

type FieldFrameProps = {
  name: Name;
  label: string;
  hint?: ReactNode;
  optional?: boolean;
  /** Hides the label from view; screen readers still hear it. */
  hideLabel?: boolean;
  /** Read out after the label but not shown: which row a repeated label belongs to. */
  labelContext?: string;
  children: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode;
};

/** Label, control, hint and error, wired together for assistive technology. */
export function FieldFrame({ name, label, hint, optional, hideLabel, labelContext, children }: FieldFrameProps) {
  const id = fieldId(name);
  const message = useFieldError(name);
  const describedBy = [hint ? `${id}-hint` : '', message ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : styles.label}>
        {label}
        {labelContext && <span className="visually-hidden"> ({labelContext})</span>}
        {optional && <span className={styles.optionalMark}> (optional)</span>}
      </label>
      {children({ id, 'aria-invalid': Boolean(message), 'aria-describedby': describedBy })}
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={message} />
    </div>
  );
}

type TextFieldProps = Omit<FieldFrameProps, 'children'> & {
  type?: 'text' | 'url' | 'email' | 'number' | 'datetime-local';
  multiline?: boolean;
  rows?: number;
  /** '$' before or '%' after the value. */
  unit?: '$' | '%';
  placeholder?: string;
  autoComplete?: string;
  /** Upper-cases what is typed (promo codes). */
  upperCase?: boolean;
  monospace?: boolean;
};

export function TextField({
  type = 'text',
  multiline,
  rows,
  unit,
  placeholder,
  autoComplete,
  upperCase,
  monospace,
  ...frame
}: TextFieldProps) {
  const { register } = useFormContext<EventFormValues>();
  const registration = register(frame.name);
  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    if (upperCase) {
      const { selectionStart, selectionEnd } = event.target;
      event.target.value = event.target.value.toUpperCase();
      // Upper-casing keeps the length, so the caret can go back where it was.
      event.target.setSelectionRange(selectionStart, selectionEnd);
    }
    return registration.onChange(event);
  };
  const numeric = type === 'number';
  // The schema's limit (lib/validation/limits.ts): the browser stops typing where the server would refuse.
  const maxLength = eventFieldMaxLength(frame.name);
  return (
    <FieldFrame {...frame}>
      {(aria) => {
        if (multiline) {
          return (
            <>
              <textarea
                {...registration}
                {...aria}
                onChange={onChange}
                rows={rows ?? 5}
                placeholder={placeholder}
                maxLength={maxLength}
                className={`${styles.textarea} ${monospace ? styles.code : ''}`}
              />
              {maxLength ? <LengthCounter name={frame.name} max={maxLength} /> : null}
            </>
          );
        }
        const input = (
          <input
            {...registration}
            {...aria}
            onChange={onChange}
            type={type}
            placeholder={placeholder}
            maxLength={maxLength}
            autoComplete={autoComplete ?? 'off'}
            inputMode={numeric ? 'decimal' : undefined}
            step={numeric ? '0.01' : undefined}
            min={numeric ? '0' : undefined}
            autoCapitalize={upperCase ? 'characters' : undefined}
            spellCheck={upperCase ? false : undefined}
            className={`${styles.input} ${monospace ? styles.code : ''}`}
          />
        );
        return unit ? (
          <div className={`${styles.money} ${unit === '%' ? styles.moneyAfter : ''}`} data-unit={unit}>
            {input}
          </div>
        ) : (
          input
        );
      }}
    </FieldFrame>
  );
}

/** "18,000 of 20,000 characters", shown once a long text passes 80 % of its limit. */
export function LengthCounter({ name, max }: { name: Name; max: number }) {
  const value = useWatch<EventFormValues>({ name });
  const length = typeof value === 'string' ? value.length : 0;
  if (length < max * 0.8) return null;
  return (
    <p className={styles.hint} aria-live="polite">
      {length.toLocaleString('en-US')} of {max.toLocaleString('en-US')} characters
    </p>
  );
}

type SelectFieldProps = Omit<FieldFrameProps, 'children'> & {
  options: ReadonlyArray<{ value: string; label: string }>;
};

export function SelectField({ options, ...frame }: SelectFieldProps) {
  const { register } = useFormContext<EventFormValues>();
  return (
    <FieldFrame {...frame}>
      {(aria) => (
        <select {...register(frame.name)} {...aria} className={styles.select}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

export function CheckboxField({ name, label }: { name: Name; label: string }) {
  const { register } = useFormContext<EventFormValues>();
  return (
    <label className={styles.check}>
      <input type="checkbox" {...register(name)} />
      <span>{label}</span>
    </label>
  );
}

const HIDDEN_VIEW_LABELS = { date: 'Hide the date', time: 'Hide the time', location: 'Hide the location' } as const;

/** hiddenViews: the event's facts an organizer can keep off its page (the countdown has its own box). */
export function HiddenViewChecks() {
  const { register } = useFormContext<EventFormValues>();
  return (Object.keys(HIDDEN_VIEW_LABELS) as Array<keyof typeof HIDDEN_VIEW_LABELS>).map((view) => (
    <label key={view} className={styles.check}>
      <input type="checkbox" value={view} {...register('hiddenViews')} />
      <span>{HIDDEN_VIEW_LABELS[view]} on the page</span>
    </label>
  ));
}

/** A fieldset of its own, titled like the page's other sections. */
export function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{title}</legend>
      {hint && <p className={styles.sectionHint}>{hint}</p>}
      {children}
    </fieldset>
  );
}
