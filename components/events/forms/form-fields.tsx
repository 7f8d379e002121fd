'use client';

import { createContext, useContext, useState, type ChangeEvent, type ReactNode } from 'react';
import { useFormContext, useWatch, type FieldPath } from 'react-hook-form';
import { eventFieldMaxLength } from '@/lib/validation/limits';
import { FREQUENCIES, FREQUENCY_LABEL } from '@/lib/rules/recurring';
import type { EventFormValues } from './event-form-values';
import styles from './event-form.module.css';

type Name = FieldPath<EventFormValues>;

/** Field ids follow the field's name, so a server error can be tied to its input. */
export const fieldId = (name: string) => `field-${name.replace(/\./g, '-')}`;

/**
 * The number of submits a field's error waits for: a row added after the last failed submit
 * (ShownAfterSubmit) stays quiet until it is left or the form is submitted again. 0: any submit.
 */
const ShownAfterSubmitContext = createContext(0);

export function ShownAfterSubmit({ count, children }: { count: number; children: ReactNode }) {
  return <ShownAfterSubmitContext.Provider value={count}>{children}</ShownAfterSubmitContext.Provider>;
}

/**
 * For the rows of a field array: the submit count each row was first seen at, so ShownAfterSubmit
 * can keep a new row quiet. Rows seen before any submit get 0, like the form's other fields.
 */
export function useRowsSeenAt(ids: readonly string[]): (id: string) => number {
  const {
    formState: { submitCount },
  } = useFormContext<EventFormValues>();
  const [seenAt, setSeenAt] = useState<Record<string, number>>({});
  const unseen = ids.filter((id) => !(id in seenAt));
  // Derived state stored while rendering (react.dev: "storing information from previous renders").
  if (unseen.length > 0)
    setSeenAt((current) => ({ ...current, ...Object.fromEntries(unseen.map((id) => [id, submitCount])) }));
  return (id) => seenAt[id] ?? submitCount;
}

/**
 * The message of a field, or of a list as a whole (`eventCategories`), once the user should see
 * it: the field was left (touched), the form was submitted since the field appeared, or the
 * server said it. The schema checks everything on every change; this only decides when to tell.
 */
export function useFieldError(name: Name): string | undefined {
  const { getFieldState, formState } = useFormContext<EventFormValues>();
  const shownAfter = useContext(ShownAfterSubmitContext);
  const { error, isTouched } = getFieldState(name, formState);
  const message = error?.message ?? (error as { root?: { message?: string } } | undefined)?.root?.message;
  if (!message) return undefined;
  return error?.type === 'server' || isTouched || formState.submitCount > shownAfter ? message : undefined;
}

/**
 * The line under a field that holds its message. Its space is kept when there is no message, so
 * an error appearing as a field is left moves nothing below it: the click that left the field
 * (on "+ Add a category", say) lands where the pointer was aimed.
 */
export function FieldError({ id, message }: { id: string; message?: string }) {
  return (
    <div className={styles.errorSlot}>
      {message ? (
        <p id={id} className={styles.error}>
          {message}
        </p>
      ) : null}
    </div>
  );
}

/** The message line of a field drawn by its own component (pictures, check lists). */
export function NamedFieldError({ name }: { name: Name }) {
  return <FieldError id={`${fieldId(name)}-error`} message={useFieldError(name)} />;
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
        {optional && (
          <span className={styles.optionalMark} data-optional-mark>
            {' '}
            (optional)
          </span>
        )}
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
export function Section({
  id,
  title,
  hint,
  children,
}: {
  /** The anchor of the save bar's jump link. */
  id?: string;
  title: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className={styles.section} id={id}>
      <legend className={styles.legend}>{title}</legend>
      {hint && <p className={styles.sectionHint}>{hint}</p>}
      {children}
    </fieldset>
  );
}

/**
 * How often donors may give (CONTRACT §6): a box per frequency, and the one the donate page starts
 * on. One-time and monthly by default.
 */
export function GivingFrequencyChecks() {
  const { register } = useFormContext<EventFormValues>();
  const error = useFieldError('givingFrequencies');
  return (
    <fieldset aria-describedby={error ? `${fieldId('givingFrequencies')}-error` : undefined}>
      <legend className={styles.label}>Ways to give on the donate page</legend>
      <div className={styles.inlineChecks}>
        {FREQUENCIES.map((frequency, index) => (
          <label key={frequency} className={styles.check}>
            <input
              type="checkbox"
              value={frequency}
              {...register('givingFrequencies')}
              aria-invalid={error ? true : undefined}
              id={index === 0 ? fieldId('givingFrequencies') : undefined}
              data-summary-label={index === 0 ? 'Ways to give' : undefined}
            />
            <span>{FREQUENCY_LABEL[frequency]}</span>
          </label>
        ))}
      </div>
      <NamedFieldError name="givingFrequencies" />
    </fieldset>
  );
}
