import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { amountField, dateField, optional, requiredString, textField } from './fields';
import { formDefaults } from './form-values';

describe('formDefaults', () => {
  const schema = z.object({
    title: requiredString(),
    note: textField(),
    goal: amountField({ min: 5, message: 'too low' }),
    starts: optional(dateField()),
    open: z.boolean().default(true),
    hidden: z.boolean(),
    zone: z.string().default('UTC'),
    tags: z.array(z.string()).default(['a']),
    rows: z.array(z.object({ name: z.string() })),
    settings: z.object({ mode: z.enum(['x', 'y']).default('y'), label: textField() }).prefault({}),
    window: optional(z.object({ from: optional(dateField()), until: optional(dateField()) })),
    amount: optional(amountField({ min: 0, message: 'no' })).transform((value) => value ?? null),
  });

  it("takes each field's default from the schema, and blanks for what the user types", () => {
    expect(formDefaults(schema)).toEqual({
      title: '',
      note: '',
      goal: '',
      starts: '',
      open: true,
      hidden: false,
      zone: 'UTC',
      tags: ['a'],
      rows: [],
      settings: { mode: 'y', label: '' },
      window: { from: '', until: '' },
      amount: '',
    });
  });

  it('gives each form its own copy of a default list', () => {
    const first = formDefaults(schema);
    first.tags.push('b');
    expect(formDefaults(schema).tags).toEqual(['a']);
  });
});
