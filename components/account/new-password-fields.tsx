'use client';

import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { recheckWhenTouched } from '@/components/forms/use-schema-form';
import { NEW_PASSWORD_INPUT, TextField } from './text-field';

type NewPasswordFieldsProps<T extends FieldValues> = {
  form: UseFormReturn<T, unknown, unknown>;
  /** The form's names of the new password and of its confirmation. */
  names: { password: FieldPath<T>; confirm: FieldPath<T> };
  labels: { password: string; confirm: string };
};

/**
 * A password being chosen and its confirmation (signup, reset, profile): the rule as a hint, and
 * the confirmation checked again when the password changes once the user has reached it.
 */
export function NewPasswordFields<T extends FieldValues>({ form, names, labels }: NewPasswordFieldsProps<T>) {
  const error = (name: FieldPath<T>) => form.getFieldState(name, form.formState).error?.message;
  return (
    <>
      <TextField
        label={labels.password}
        {...NEW_PASSWORD_INPUT}
        error={error(names.password)}
        {...form.register(names.password, { onChange: () => recheckWhenTouched(form, names.confirm) })}
      />
      <TextField
        label={labels.confirm}
        type="password"
        autoComplete="new-password"
        error={error(names.confirm)}
        {...form.register(names.confirm)}
      />
    </>
  );
}
