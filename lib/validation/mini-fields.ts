// Field builders for schemas that run in the budgeted browser pages (/donate), written with
// zod/mini: its functions tree-shake, so a form page ships the few checks it uses (a few kB)
// instead of zod classic's whole method-chaining API (about 50 kB gzipped). They mirror
// fields.ts rule for rule and message for message, and the server parses the same schemas, so
// the browser and the server still say the same thing. The rules themselves live in lib/rules.
import * as z from 'zod/mini';
import { GENERAL_CAMPAIGN_ID, SELECT_ONE_ID } from '../rules/constants';
import { INVALID_PHONE, REQUIRED, invalidEmail } from '../rules/messages';
import { hasAtMostTwoDecimals } from '../rules/money';
import { isPhoneNumber } from '../rules/phone-number';
import { AT_MOST_TWO_DECIMALS, tooLong } from './messages';

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** Trimmed; empty or whitespace-only gives 'required'; longer than `max` gives tooLong. */
export function requiredText(max: number) {
  return z
    .string({ error: REQUIRED })
    .check(z.trim(), z.minLength(1, { error: REQUIRED }), z.maxLength(max, { error: tooLong(max) }));
}

/** Trimmed free text that may be left out: missing stays undefined, blank gives null. */
export function optionalText(max: number) {
  return optional(z.string().check(z.trim(), z.maxLength(max, { error: tooLong(max) })));
}

/**
 * Makes a field optional. Missing stays undefined; blank or null gives null; anything else must
 * pass `field` (fields.ts `optional`).
 */
export function optional<T extends z.ZodMiniType>(field: T) {
  return z.pipe(
    z.transform((value: unknown) => (value !== undefined && isBlank(value) ? null : value)),
    z.optional(z.nullable(field)),
  );
}

/** Required, trimmed and lower-cased (fields.ts `emailField`). */
export function emailField() {
  return z.pipe(
    requiredText(254),
    z.email({ error: (issue) => invalidEmail(String(issue.input)) }).check(z.toLowerCase()),
  );
}

/** A telephone number; use inside `optional` for an optional one (fields.ts `phoneField`). */
export function phoneField() {
  return requiredText(40).check(z.refine((value) => value === '' || isPhoneNumber(value), { error: INVALID_PHONE }));
}

/** Forms send numbers as strings; blank means missing, anything non-numeric becomes NaN. */
function toNumber(value: unknown): unknown {
  if (isBlank(value)) return undefined;
  return typeof value === 'string' ? Number(value.trim()) : value;
}

function numberSchema(message: string) {
  return z.number({ error: (issue) => (issue.input === undefined ? REQUIRED : message) });
}

/**
 * Dollars with whole cents (fields.ts `amountField`) and an upper bound: blank → 'required';
 * not a number or below `min` → `message`; above `max` → `maxMessage`.
 */
export function dollarsField({
  min,
  max,
  message,
  maxMessage,
}: {
  min: number;
  max: number;
  message: string;
  maxMessage: string;
}) {
  return z.pipe(
    z.transform(toNumber),
    numberSchema(message).check(
      z.gte(min, { error: message }),
      z.lte(max, { error: maxMessage }),
      z.refine((amount) => amount < min || hasAtMostTwoDecimals(amount), { error: AT_MOST_TWO_DECIMALS }),
    ),
  );
}

/** Whole cents in [min, max]: blank → 'required', below `min` or not whole → `message`, above → `maxMessage`. */
export function centsField({
  min,
  max,
  message,
  maxMessage,
}: {
  min: number;
  max: number;
  message: string;
  maxMessage: string;
}) {
  return z.pipe(
    z.transform(toNumber),
    numberSchema(message).check(
      z.refine((cents) => Number.isInteger(cents) && cents >= min, { error: message }),
      z.lte(max, { error: maxMessage }),
    ),
  );
}

/** A whole number in [min, max]: blank → 'required', anything else outside → `message` (fields.ts `integerField`). */
export function integerField({ min, max, message }: { min: number; max: number; message: string }) {
  return z.pipe(
    z.transform(toNumber),
    numberSchema(message).check(z.refine((n) => Number.isInteger(n) && n >= min && n <= max, { error: message })),
  );
}

/**
 * A team or individual campaign chosen in a select (fields.ts `campaignIdField`). Missing, null
 * or '---General---' mean "no campaign" (null: the parent gets the money). "Select one" ('XXX')
 * or an empty value is an error when a choice is required, and also means no campaign otherwise.
 */
export function campaignIdField({ required, message }: { required: boolean; message: string }) {
  return z.pipe(
    z.transform((value: unknown, ctx) => {
      if (value === undefined || value === null || value === GENERAL_CAMPAIGN_ID) return null;
      const id = typeof value === 'string' ? value.trim() : '';
      if (id !== '' && id !== SELECT_ONE_ID) return id.slice(0, 100);
      if (required || typeof value !== 'string') ctx.issues.push({ code: 'custom', message, input: value });
      return null;
    }),
    z.nullable(z.string()),
  );
}

/** A boolean (a checkbox) with its default when missing. */
export const flag = (fallback: boolean) => z._default(z.boolean(), fallback);
