import type { z } from 'zod';

// What a form holds for a schema, derived from the schema itself so the two cannot drift apart.

/**
 * The values of a form for a schema's input type: every field present, and a text input's
 * string wherever the schema reads anything (its numbers and dates go through z.preprocess,
 * whose input is unknown) or may be left blank (null, undefined). Booleans, choices, lists and
 * nested objects keep their shape.
 */
export type FormValues<Input> = unknown extends Input ? string : FormValue<NonNullable<Input>>;

type FormValue<T> = T extends Date
  ? string
  : T extends readonly (infer Item)[]
    ? FormValues<Item>[]
    : T extends object
      ? { -readonly [Key in keyof T]-?: FormValues<T[Key]> }
      : T;

/** The form values of a schema. */
export type SchemaFormValues<Schema extends z.ZodType> = FormValues<z.input<Schema>>;

type Def = {
  type: string;
  defaultValue?: unknown;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  shape?: Record<string, z.ZodType>;
};

const defOf = (schema: z.ZodType) => schema.def as unknown as Def;

/**
 * A blank form for `schema`: each field's `.default()` where the schema has one (flags, lists,
 * choices), an object's own fields inside it, [] for a list, false for a checkbox, and '' for
 * what the user types. So a form's starting values come from the schema, not a second list.
 */
export function formDefaults<Schema extends z.ZodType>(schema: Schema): SchemaFormValues<Schema> {
  return blankOf(schema) as SchemaFormValues<Schema>;
}

function blankOf(schema: z.ZodType): unknown {
  const def = defOf(schema);
  switch (def.type) {
    case 'default':
      return structuredClone(def.defaultValue);
    case 'prefault': // a default *input*, parsed by the object inside: that object's own defaults
    case 'optional':
    case 'nullable':
    case 'readonly':
      return blankOf(def.innerType!);
    case 'pipe': // z.preprocess (a transform, then the schema) or .transform() (the schema, then a transform)
      return blankOf(defOf(def.in!).type === 'transform' ? def.out! : def.in!);
    case 'object':
      return Object.fromEntries(Object.entries(def.shape!).map(([key, field]) => [key, blankOf(field)]));
    case 'array':
      return [];
    case 'boolean':
      return false;
    default:
      return '';
  }
}
