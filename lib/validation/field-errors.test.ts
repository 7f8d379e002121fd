import { describe, it, expect } from 'vitest';
import { z } from 'zod';
import { toValidationErrorBody } from './field-errors';

function errorOf(schema: z.ZodType, value: unknown): z.ZodError {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a validation error');
  return result.error;
}

describe('toValidationErrorBody', () => {
  it('gives the first message and every message per field', () => {
    const schema = z.object({
      name: z.string().min(1, 'name first'),
      age: z.number({ error: 'age needed' }).min(18, 'too young'),
    });
    expect(toValidationErrorBody(errorOf(schema, { name: '' }))).toEqual({
      error: 'name first',
      fieldErrors: { name: ['name first'], age: ['age needed'] },
    });
  });

  it('lists several messages of one field, without repeats', () => {
    const schema = z.object({
      code: z
        .string()
        .min(3, 'short')
        .regex(/^\d+$/, 'digits')
        .refine((v) => v !== 'x', 'short'),
    });
    expect(toValidationErrorBody(errorOf(schema, { code: 'x' })).fieldErrors).toEqual({ code: ['short', 'digits'] });
  });

  it('dots the path of nested fields', () => {
    const schema = z.object({
      participants: z.array(z.object({ email: z.string().email('bad email') })),
      billing: z.object({ zip: z.string().min(1, 'zip') }),
    });
    const body = toValidationErrorBody(
      errorOf(schema, { participants: [{ email: 'a@b.co' }, { email: 'nope' }], billing: { zip: '' } }),
    );
    expect(body.fieldErrors).toEqual({ 'participants.1.email': ['bad email'], 'billing.zip': ['zip'] });
    expect(body.error).toBe('bad email');
  });

  it('keys whole-input errors as _form', () => {
    const schema = z.object({ a: z.string() }).refine(() => false, 'whole form');
    expect(toValidationErrorBody(errorOf(schema, { a: 'x' }))).toEqual({
      error: 'whole form',
      fieldErrors: { _form: ['whole form'] },
    });
    expect(toValidationErrorBody(errorOf(z.string({ error: 'text please' }), 1)).fieldErrors).toEqual({
      _form: ['text please'],
    });
  });

  it('survives an error with no issues', () => {
    expect(toValidationErrorBody(new z.ZodError([]))).toEqual({ error: 'Invalid input', fieldErrors: {} });
  });
});
