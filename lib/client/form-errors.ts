import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/** Puts the server's 400 fieldErrors under the form's own fields (the same messages: one schema). */
export function applyFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fieldErrors: Record<string, string[]> | undefined,
  fields: readonly Path<T>[],
): boolean {
  let applied = false;
  for (const field of fields) {
    const message = fieldErrors?.[field]?.[0];
    if (message) {
      setError(field, { type: 'server', message });
      applied = true;
    }
  }
  return applied;
}
