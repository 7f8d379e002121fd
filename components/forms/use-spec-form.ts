import { useMemo, useState, type ChangeEvent, type FormEvent } from 'react';
import { checkForm, type FormSpec } from '@/lib/validation/form-spec';

type Values = Record<string, string | boolean>;

/**
 * A form checked by a form spec (lib/validation/form-spec.ts), for pages with a JavaScript
 * budget where react-hook-form and zod would not fit: the very checks, values and messages the
 * server's schema gives. Like every form of the site (use-schema-form.ts), a field shows its
 * message once it has been left (blur), then on every change; submitting shows them all.
 */
export function useSpecForm<V extends Values, Output>(spec: FormSpec, defaults: V) {
  const [values, setValues] = useState<V>(defaults);
  const [touched, setTouched] = useState<Partial<Record<keyof V, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<keyof V, string>>>({});
  const result = useMemo(() => checkForm<Output>(spec, values), [spec, values]);

  const setValue = <K extends keyof V>(name: K, value: V[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setServerErrors((current) => (current[name] === undefined ? current : { ...current, [name]: undefined }));
  };
  const touch = (name: keyof V) => setTouched((current) => (current[name] ? current : { ...current, [name]: true }));

  /** The message under a field: the server's for it, else the spec's once the field was left or the form submitted. */
  const error = (name: keyof V & string): string | undefined =>
    serverErrors[name] ?? (submitted || touched[name] ? result.fieldErrors[name]?.[0] : undefined);

  /** A text input, textarea or select. `nameless` leaves out the name attribute (card fields). */
  const text = (name: keyof V & string, { nameless = false }: { nameless?: boolean } = {}) => ({
    ...(nameless ? {} : { name }),
    value: values[name] as string,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      setValue(name, event.target.value as V[typeof name]),
    onBlur: () => touch(name),
    'aria-invalid': error(name) ? true : undefined,
  });

  const checkbox = (name: keyof V & string) => ({
    name,
    type: 'checkbox' as const,
    checked: values[name] as boolean,
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(name, event.target.checked as V[typeof name]),
  });

  /** Runs `onValid` with the checked values, or shows every message and moves to the first. */
  const handleSubmit = (onValid: (output: Output) => void) => (event?: FormEvent) => {
    event?.preventDefault();
    setSubmitted(true);
    if (result.ok) return onValid(result.values);
    requestAnimationFrame(() => document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };

  /** The server's 400 fieldErrors under the form's own fields; true when one was placed. */
  const setErrors = (fieldErrors: Record<string, string[]> | undefined) => {
    const placed = Object.fromEntries(
      Object.entries(fieldErrors ?? {})
        .filter(([name]) => name in defaults)
        .map(([name, messages]) => [name, messages[0]]),
    ) as Partial<Record<keyof V, string>>;
    setServerErrors(placed);
    if (Object.keys(placed).length)
      requestAnimationFrame(() => document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
    return Object.keys(placed).length > 0;
  };

  return { values, error, text, checkbox, setValue, handleSubmit, setErrors };
}
