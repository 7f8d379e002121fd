// A form's input as data: its fields, each with a kind and its bounds, and the checks across
// fields, with the spec's messages. One interpreter (checkForm) gives every answer: the browser
// runs it as it is, in a few hundred bytes, and the server parses the zod schema built from the
// same spec (spec-schema.ts), whose fields call the very same checkField. So a page with a
// JavaScript budget (/donate) validates exactly as its handler does without shipping zod.
// This file imports no zod and only lib/rules.
import { GENERAL_CAMPAIGN_ID, SELECT_ONE_ID } from '../rules/constants';
import {
  AT_MOST_TWO_DECIMALS,
  INVALID_CHOICE,
  INVALID_CREDIT_CARD,
  INVALID_PHONE,
  INVALID_SECURITY_CODE,
  NOT_AN_OBJECT,
  REQUIRED,
  invalidEmail,
  tooLong,
} from '../rules/messages';
import { hasAtMostTwoDecimals, typedDollars } from '../rules/money';
import { isValidCardNumber, normalizeCardNumber } from '../rules/payment-card';
import { isPhoneNumber } from '../rules/phone-number';

// zod's own default email pattern (zod/v4/core/regexes.ts), so this form agrees with the others.
const EMAIL = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

/** Text formats: a test and the message of a value that fails it. */
const FORMATS = {
  email: { test: (value: string) => EMAIL.test(value), message: invalidEmail },
  phone: { test: isPhoneNumber, message: () => INVALID_PHONE },
  cardNumber: { test: isValidCardNumber, message: () => INVALID_CREDIT_CARD },
  securityCode: { test: (value: string) => /^\d{3,4}$/.test(value), message: () => INVALID_SECURITY_CODE },
} as const;

export type FieldSpec =
  /** Trimmed text of at most `max` characters; blank or missing is 'required', or null when optional. */
  | { kind: 'text'; max: number; optional?: boolean; format?: keyof typeof FORMATS }
  /** Dollars with whole cents in [min, max]: below or not a number → message, above → maxMessage. */
  | { kind: 'dollars'; min: number; max: number; message: string; maxMessage: string; optional?: boolean }
  /** Whole cents in [min, max]. */
  | { kind: 'cents'; min: number; max: number; message: string; maxMessage: string }
  /** A whole number in [min, max] (bounds may be read at each check, e.g. from the year). */
  | { kind: 'integer'; min: number | (() => number); max: number | (() => number); message: string; optional?: boolean }
  /** A campaign chosen in a select: missing, null or General → null (the parent); 'Select one' or '' → message. */
  | { kind: 'campaign'; message: string }
  /** A checkbox: missing → fallback. */
  | { kind: 'flag'; fallback: boolean };

export type FormCheck = {
  /** Where its message goes ('' for the whole form). */
  path: string;
  message: string;
  /** It runs only once these fields are valid. */
  reads: readonly string[];
  test: (values: Record<string, unknown>) => boolean;
};

export type FormSpec = { fields: Readonly<Record<string, FieldSpec>>; checks?: readonly FormCheck[] };

export type FieldResult = { ok: true; value: unknown } | { ok: false; message: string };

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
const ok = (value: unknown): FieldResult => ({ ok: true, value });
const fail = (message: string): FieldResult => ({ ok: false, message });

/** Forms send numbers as strings. */
const toNumber = (value: unknown) => (typeof value === 'string' ? Number(value.trim()) : value);
/** Dollars as typed: "$25" and "1,000" are amounts too (typedDollars); an unreadable text stays NaN. */
const toDollars = (value: unknown) => (typeof value === 'string' ? (typedDollars(value) ?? NaN) : value);

function checkText(spec: Extract<FieldSpec, { kind: 'text' }>, input: unknown): FieldResult {
  if (spec.optional && isBlank(input)) return ok(null);
  if (typeof input !== 'string') return fail(REQUIRED);
  const value = spec.format === 'cardNumber' ? normalizeCardNumber(input.trim()) : input.trim();
  if (value === '') return fail(REQUIRED);
  if (value.length > spec.max) return fail(tooLong(spec.max));
  const format = spec.format ? FORMATS[spec.format] : null;
  if (format && !format.test(value)) return fail(format.message(value));
  return ok(spec.format === 'email' ? value.toLowerCase() : value);
}

function checkNumber(
  input: unknown,
  {
    min,
    max,
    message,
    maxMessage,
    whole,
    dollars = false,
  }: { min: number; max: number; message: string; maxMessage: string; whole: boolean; dollars?: boolean },
): FieldResult {
  const number = dollars ? toDollars(input) : toNumber(input);
  if (typeof number !== 'number' || !Number.isFinite(number) || number < min) return fail(message);
  if (whole ? !Number.isInteger(number) : !hasAtMostTwoDecimals(number))
    return fail(whole ? message : AT_MOST_TWO_DECIMALS);
  if (number > max) return fail(maxMessage);
  return ok(number);
}

/** One field's value, or its message. */
export function checkField(spec: FieldSpec, input: unknown): FieldResult {
  switch (spec.kind) {
    case 'text':
      return checkText(spec, input);
    case 'dollars':
    case 'cents':
      if (isBlank(input))
        return spec.kind === 'dollars' && spec.optional ? ok(input === undefined ? undefined : null) : fail(REQUIRED);
      return checkNumber(input, { ...spec, whole: spec.kind === 'cents', dollars: spec.kind === 'dollars' });
    case 'integer': {
      if (isBlank(input)) return spec.optional ? ok(null) : fail(REQUIRED);
      const min = typeof spec.min === 'function' ? spec.min() : spec.min;
      const max = typeof spec.max === 'function' ? spec.max() : spec.max;
      return checkNumber(input, { min, max, message: spec.message, maxMessage: spec.message, whole: true });
    }
    case 'campaign': {
      if (input === undefined || input === null || input === GENERAL_CAMPAIGN_ID) return ok(null);
      const id = typeof input === 'string' ? input.trim() : '';
      return id === '' || id === SELECT_ONE_ID || id.length > 100 ? fail(spec.message) : ok(id);
    }
    case 'flag':
      if (input === undefined || input === null) return ok(spec.fallback);
      return typeof input === 'boolean' ? ok(input) : fail(INVALID_CHOICE);
  }
}

export type FormResult<T> =
  | { ok: true; values: T; fieldErrors: Record<string, never> }
  | { ok: false; values: null; fieldErrors: Record<string, string[]> };

/**
 * Every field of `spec` in `input` (others are dropped), then the checks whose fields are all
 * valid. The browser's answer; the server's zod schema gives the same (spec-schema.ts).
 */
export function checkForm<T = Record<string, unknown>>(spec: FormSpec, input: unknown): FormResult<T> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { ok: false, values: null, fieldErrors: { _form: [NOT_AN_OBJECT] } };
  }
  const source = input as Record<string, unknown>;
  const values: Record<string, unknown> = {};
  const fieldErrors: Record<string, string[]> = {};
  for (const [name, field] of Object.entries(spec.fields)) {
    const result = checkField(field, source[name]);
    if (result.ok) values[name] = result.value;
    else fieldErrors[name] = [result.message];
  }
  for (const check of spec.checks ?? []) {
    if (check.reads.some((name) => fieldErrors[name]) || check.test(values)) continue;
    (fieldErrors[check.path || '_form'] ??= []).push(check.message);
  }
  return Object.keys(fieldErrors).length === 0
    ? { ok: true, values: values as T, fieldErrors: {} }
    : { ok: false, values: null, fieldErrors };
}
