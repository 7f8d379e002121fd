import { zodResolver } from '@hookform/resolvers/zod';
import {
  useForm,
  type FieldPath,
  type FieldValues,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { useRenderedDefaults } from './rendered-defaults';

type SchemaFormOptions<Input extends FieldValues, Output> = Omit<
  UseFormProps<Input, unknown, Output>,
  'resolver' | 'mode' | 'reValidateMode'
>;

/**
 * react-hook-form checked by one of the shared lib/validation schemas, so the browser shows the
 * server's messages. Every form on the site validates this way: on blur, then on every change
 * (spec §5). Not 'onBlur': that waits for the next blur to clear an error, so the message vanishes
 * as the pointer presses the submit button, the button moves, and the click is lost.
 *
 * `Input` is the form's own value shape when it is not the schema's input (a form that keeps ''
 * where the schema accepts anything); it defaults to the schema's. Its `register` renders each
 * field's starting text into the HTML (./rendered-defaults.ts).
 */
export function useSchemaForm<
  Schema extends z.ZodType<unknown, FieldValues>,
  Input extends FieldValues = z.input<Schema>,
  Output = z.output<Schema>,
>(schema: Schema, options?: SchemaFormOptions<Input, Output>): UseFormReturn<Input, unknown, Output> {
  const form = useForm<Input, unknown, Output>({
    ...options,
    resolver: zodResolver(schema) as unknown as Resolver<Input, unknown, Output>,
    mode: 'onTouched',
    reValidateMode: 'onChange',
  });
  return useRenderedDefaults(form, options?.defaultValues);
}

/**
 * Re-checks a confirmation field when the field it repeats changes, once the user has reached it
 * (not before: no error under a field nobody has filled in yet). Call it from the other field's
 * onChange: `register('password', { onChange: () => recheckWhenTouched(form, 'passwordConfirm') })`.
 */
export function recheckWhenTouched<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'getFieldState' | 'trigger'>,
  name: FieldPath<T>,
): void {
  if (form.getFieldState(name).isTouched) void form.trigger(name);
}
