import { describe, expect, it } from 'vitest';
import { checkField, checkForm, type FormSpec } from './form-spec';
import { specSchema } from './spec-schema';
import { toValidationErrorBody } from './field-errors';

describe('checkField', () => {
  it('text: trimmed, required unless optional, bounded, formatted', () => {
    expect(checkField({ kind: 'text', max: 5 }, '  ab ')).toEqual({ ok: true, value: 'ab' });
    expect(checkField({ kind: 'text', max: 5 }, '   ')).toEqual({ ok: false, message: 'required' });
    expect(checkField({ kind: 'text', max: 5 }, 42)).toEqual({ ok: false, message: 'required' });
    expect(checkField({ kind: 'text', max: 5 }, 'abcdef')).toEqual({
      ok: false,
      message: 'Use at most 5 characters',
    });
    expect(checkField({ kind: 'text', max: 5, optional: true }, ' ')).toEqual({ ok: true, value: null });
    expect(checkField({ kind: 'text', max: 5, optional: true }, undefined)).toEqual({ ok: true, value: null });
    expect(checkField({ kind: 'text', max: 99, format: 'email' }, ' Ada@Example.ORG ')).toEqual({
      ok: true,
      value: 'ada@example.org',
    });
    expect(checkField({ kind: 'text', max: 99, format: 'email' }, 'ada@')).toEqual({
      ok: false,
      message: 'ada@ is not a valid email.',
    });
    expect(checkField({ kind: 'text', max: 30, format: 'cardNumber' }, '4111-1111 1111-1111')).toEqual({
      ok: true,
      value: '4111111111111111',
    });
    expect(checkField({ kind: 'text', max: 30, format: 'cardNumber' }, '1234')).toEqual({
      ok: false,
      message: 'Not a valid credit card number',
    });
    expect(checkField({ kind: 'text', max: 9, format: 'securityCode' }, '12a')).toEqual({
      ok: false,
      message: 'Not a valid security code',
    });
  });

  it('dollars and cents: blank is required, then the bounds and whole cents', () => {
    const dollars = { kind: 'dollars', min: 5, max: 10, message: 'low', maxMessage: 'high' } as const;
    expect(checkField(dollars, '7.5')).toEqual({ ok: true, value: 7.5 });
    expect(checkField(dollars, '')).toEqual({ ok: false, message: 'required' });
    expect(checkField(dollars, 'x')).toEqual({ ok: false, message: 'low' });
    expect(checkField(dollars, 10.01)).toEqual({ ok: false, message: 'high' });
    expect(checkField(dollars, 7.555)).toEqual({ ok: false, message: 'Use at most two decimal places' });
    expect(checkField({ ...dollars, optional: true }, null)).toEqual({ ok: true, value: null });
    const cents = { kind: 'cents', min: 500, max: 1000, message: 'low', maxMessage: 'high' } as const;
    expect(checkField(cents, '700')).toEqual({ ok: true, value: 700 });
    expect(checkField(cents, 700.5)).toEqual({ ok: false, message: 'low' });
    expect(checkField(cents, 1001)).toEqual({ ok: false, message: 'high' });
  });

  it('integer: bounds read at each check', () => {
    let max = 3;
    const spec = { kind: 'integer', min: 1, max: () => max, message: 'bad', optional: true } as const;
    expect(checkField(spec, '3')).toEqual({ ok: true, value: 3 });
    max = 2;
    expect(checkField(spec, '3')).toEqual({ ok: false, message: 'bad' });
    expect(checkField(spec, '')).toEqual({ ok: true, value: null });
    expect(checkField({ ...spec, optional: false }, '')).toEqual({ ok: false, message: 'required' });
  });

  it('campaign and flag', () => {
    const campaign = { kind: 'campaign', message: 'pick' } as const;
    expect(checkField(campaign, undefined)).toEqual({ ok: true, value: null });
    expect(checkField(campaign, '---General---')).toEqual({ ok: true, value: null });
    expect(checkField(campaign, ' abc ')).toEqual({ ok: true, value: 'abc' });
    for (const bad of ['XXX', '', 7, 'x'.repeat(101)])
      expect(checkField(campaign, bad)).toEqual({ ok: false, message: 'pick' });
    expect(checkField({ kind: 'flag', fallback: true }, undefined)).toEqual({ ok: true, value: true });
    expect(checkField({ kind: 'flag', fallback: true }, false)).toEqual({ ok: true, value: false });
    expect(checkField({ kind: 'flag', fallback: true }, 'yes')).toEqual({
      ok: false,
      message: 'Please choose one of the options',
    });
  });
});

describe('checkForm and its zod schema', () => {
  const spec: FormSpec = {
    fields: { a: { kind: 'text', max: 5 }, b: { kind: 'text', max: 5, optional: true } },
    checks: [{ path: 'b', message: 'b must differ from a', reads: ['a', 'b'], test: (v) => v.a !== v.b }],
  };
  const schema = specSchema(spec);
  const server = (input: unknown) => {
    const result = schema.safeParse(input);
    return result.success ? {} : toValidationErrorBody(result.error).fieldErrors;
  };

  it.each([
    [{ a: 'x', b: 'y', extra: 1 }],
    [{ a: 'x', b: 'x' }],
    [{ b: 'x' }],
    [{ a: 'toolong', b: 'toolong' }],
    [null],
    [[1, 2]],
    ['text'],
  ])('gives the same answer in the browser and on the server for %j', (input) => {
    expect(checkForm(spec, input).fieldErrors).toEqual(server(input));
  });

  it('drops what the spec does not name', () => {
    expect(checkForm(spec, { a: 'x', extra: 1 }).values).toEqual({ a: 'x', b: null });
    expect(schema.parse({ a: 'x', extra: 1 })).toEqual({ a: 'x', b: null });
  });
});
