import { useCallback, useState } from 'react';
import { get, type DefaultValues, type FieldValues, type UseFormRegister, type UseFormReturn } from 'react-hook-form';

/**
 * The form's `register`, which also renders each field's starting text into the page's HTML
 * (`defaultValue`). react-hook-form alone writes a value into its field only at hydration, so an
 * edit page showed empty fields until its JavaScript ran. With the value in the HTML, the field
 * shows it at once; whatever is typed before hydration differs from that value, and
 * react-hook-form keeps an edited field as it is.
 *
 * Only non-empty text and numbers are rendered: an empty default needs nothing, and a checkbox
 * (true/false) or a list of checkboxes (an array) takes its state from react-hook-form as before.
 * The radio groups here start unchosen ('' or null), so they get none either (a radio's
 * `value` is its option, not the group's).
 */
export function useRenderedDefaults<Input extends FieldValues, Context, Output>(
  form: UseFormReturn<Input, Context, Output>,
  defaults: DefaultValues<Input> | ((payload?: unknown) => Promise<Input>) | undefined,
): UseFormReturn<Input, Context, Output> {
  const { register: plainRegister } = form;
  // Only the first render's values matter (they are what the HTML carries); kept, so `register`
  // stays the same function while a form passes a new defaults object on every render.
  const [initial] = useState(() => (typeof defaults === 'object' ? defaults : undefined));
  const register = useCallback<UseFormRegister<Input>>(
    (name, options) => {
      const registered = plainRegister(name, options);
      const value: unknown = initial ? get(initial, name) : undefined;
      const rendered =
        (typeof value === 'string' && value !== '') || (typeof value === 'number' && Number.isFinite(value));
      return rendered ? { ...registered, defaultValue: value } : registered;
    },
    [plainRegister, initial],
  );
  return { ...form, register };
}
