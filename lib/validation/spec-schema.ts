import { z } from 'zod';
import { whenValid } from './fields';
import { checkField, type FieldSpec, type FormSpec } from './form-spec';
import { NOT_AN_OBJECT } from '../rules/messages';

/**
 * The zod schema of a form spec (form-spec.ts): an object of its fields, each parsed by the
 * spec's own checkField, and its checks as refinements that run once the fields they read are
 * valid. Handlers parse it like any schema (readJson, the shared 400 answer); the browser runs
 * the spec itself, so both give the same values and messages.
 */
export function specSchema<Output>(spec: FormSpec): z.ZodType<Output> {
  const shape = Object.fromEntries(
    Object.entries(spec.fields).map(([name, fieldSpec]) => [name, specField(fieldSpec)]),
  );
  let schema: z.ZodType = z.object(shape, { error: NOT_AN_OBJECT });
  for (const check of spec.checks ?? []) {
    schema = schema.refine((values) => check.test(values as Record<string, unknown>), {
      error: check.message,
      path: check.path ? [check.path] : [],
      when: whenValid(...check.reads),
    });
  }
  return schema as z.ZodType<Output>;
}

/**
 * One field of a spec as a zod schema, parsed by checkField. A preprocess step, so a missing key
 * is checked too (a missing required field says 'required', a missing optional one gives null).
 */
export function specField<T = unknown>(fieldSpec: FieldSpec) {
  return z.preprocess(
    (input, ctx) => {
      const result = checkField(fieldSpec, input);
      if (result.ok) return result.value;
      ctx.addIssue({ code: 'custom', message: result.message });
      return undefined;
    },
    z.custom<T>(() => true),
  );
}
