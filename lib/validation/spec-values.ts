import type { FieldSpec, FormSpec } from './form-spec';

// What a form spec (form-spec.ts) gives and what its form holds, derived from the spec itself, as
// form-values.ts does for the zod schemas: a spec's record type is never written out again.

type IsOptional<Field> = Field extends { optional: infer Optional } ? (true extends Optional ? true : false) : false;

/** The value checkField gives for a field of this spec. */
export type FieldValue<Field extends FieldSpec> = Field extends { kind: 'text' }
  ? IsOptional<Field> extends true
    ? string | null
    : string
  : Field extends { kind: 'dollars' }
    ? IsOptional<Field> extends true
      ? number | null | undefined
      : number
    : Field extends { kind: 'cents' }
      ? number
      : Field extends { kind: 'integer' }
        ? IsOptional<Field> extends true
          ? number | null
          : number
        : Field extends { kind: 'campaign' }
          ? string | null
          : boolean;

/** The values a spec gives (checkForm's, and its zod schema's output): one per field. */
export type SpecValues<Spec extends FormSpec> = {
  -readonly [Name in keyof Spec['fields']]: FieldValue<Spec['fields'][Name]>;
};

/** What a form holds for a spec: a checkbox's boolean, a text input's or select's string for the rest. */
export type SpecFormValues<Spec extends FormSpec> = {
  -readonly [Name in keyof Spec['fields']]: Spec['fields'][Name] extends { kind: 'flag' } ? boolean : string;
};

/**
 * A blank form for `spec`: each checkbox at its fallback, '' for what the user types or picks;
 * `leaveOut` names fields the form does not hold (a total it computes itself).
 */
export function specFormDefaults<Spec extends FormSpec, Left extends keyof Spec['fields'] & string = never>(
  spec: Spec,
  leaveOut: readonly Left[] = [],
): Omit<SpecFormValues<Spec>, Left> {
  return Object.fromEntries(
    Object.entries(spec.fields)
      .filter(([name]) => !(leaveOut as readonly string[]).includes(name))
      .map(([name, field]) => [name, field.kind === 'flag' ? field.fallback : '']),
  ) as Omit<SpecFormValues<Spec>, Left>;
}
