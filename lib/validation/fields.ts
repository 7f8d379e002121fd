// Field builders shared by the schemas, so each rule and its message is written once.
import { z } from 'zod';
import { GENERAL_CAMPAIGN_ID, MAX_AMOUNT_CENTS, PASSWORD_MIN_LENGTH, SELECT_ONE_ID } from '../rules/constants';
import {
  AMOUNT_TOO_HIGH,
  AT_MOST_TWO_DECIMALS,
  INVALID_CHOICE,
  INVALID_DATE,
  INVALID_PHONE,
  INVALID_URL,
  PASSWORD_RULE,
  REQUIRED,
  invalidEmail,
  tooLong,
} from '../rules/messages';
import { centsToDollars, hasAtMostTwoDecimals } from '../rules/money';
import { isPhoneNumber } from '../rules/phone-number';
import { isStoredImageAddress } from '../rules/uploads';
import { TEXT_LIMITS } from './limits';

// In the browser, zod would probe `new Function('')` to compile faster parsers; the pages'
// Content-Security-Policy (no 'unsafe-eval') refuses it, and every form page reported a policy
// violation. A form checks one small object at a time: the interpreter is plenty. Every schema
// is built from these fields, so this runs before any of them parses.
if (typeof window !== 'undefined') z.config({ jitless: true });

/** Money is stored as 32-bit cents ($21,474,836.47 at most): a round bound below that is refused here, not in the database. */
const MAX_AMOUNT_DOLLARS = centsToDollars(MAX_AMOUNT_CENTS);

/** At most `max` characters (after trimming), with the shared message. */
const atMost = (max: number) => [max, { error: tooLong(max) }] as const;

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/**
 * Empty or whitespace-only gives 'required'; the value is trimmed, and at most `max` characters
 * long (lib/validation/limits.ts). Checks chained after it must pass '' themselves: aborting here
 * instead would also stop cross-field checks (see whenValid).
 */
export function requiredString(max: number = TEXT_LIMITS.short) {
  return z
    .string({ error: REQUIRED })
    .trim()
    .min(1, { error: REQUIRED })
    .max(...atMost(max));
}

/** Free text that may be left out; trimmed, '' when missing, at most `max` characters. */
export function textField(max: number = TEXT_LIMITS.short) {
  return z
    .string()
    .trim()
    .max(...atMost(max))
    .nullish()
    .transform((value) => value ?? '');
}

/** Optional free text as a plain string (trimmed, at most `max` characters); wrap it in optional(). */
export function boundedString(max: number = TEXT_LIMITS.short) {
  return z
    .string()
    .trim()
    .max(...atMost(max));
}

/**
 * Makes a field optional. Missing stays undefined (an update leaves the value alone);
 * blank or null gives null (clear it); anything else must pass `field`.
 */
export function optional<T extends z.ZodType>(field: T) {
  return z.preprocess(
    (value: z.input<T> | null | undefined) => (value !== undefined && isBlank(value) ? null : value),
    field.nullable().optional(),
  );
}

/** Required; trimmed and lower-cased, as every account form sends it. */
export function emailField() {
  return requiredString(TEXT_LIMITS.email)
    .pipe(z.email({ error: (issue) => invalidEmail(String(issue.input)) }))
    .transform((email) => email.toLowerCase());
}

export function isStrongPassword(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH && /\d/.test(password) && /[a-z]/.test(password) && /[A-Z]/.test(password)
  );
}

/** The stated message is the rule: 7 characters, a digit, a lower-case and an upper-case letter. */
export function passwordField() {
  return z
    .string({ error: PASSWORD_RULE })
    .max(...atMost(TEXT_LIMITS.password))
    .refine(isStrongPassword, { error: PASSWORD_RULE });
}

// In lib/rules so the browser's zod/mini schemas (mini-fields.ts) share it without loading zod classic.
export { isPhoneNumber };

/** US and international formats: optional +, digits, spaces, dashes, dots, parentheses; 10–15 digits. */
export function phoneField() {
  return requiredString(TEXT_LIMITS.code).refine((value) => value === '' || isPhoneNumber(value), {
    error: INVALID_PHONE,
  });
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** An absolute http(s) address. */
export function urlField() {
  return z
    .string({ error: INVALID_URL })
    .trim()
    .max(...atMost(TEXT_LIMITS.url))
    .refine(isHttpUrl, { error: INVALID_URL });
}

/**
 * An image the app stored: /uploads/<key> of an upload (whatever the storage) or a bundled demo
 * picture (lib/rules/uploads.ts). Every visitor's browser loads it, so no other address passes.
 */
export function imageField() {
  return z
    .string({ error: INVALID_URL })
    .trim()
    .max(...atMost(TEXT_LIMITS.url))
    .refine(isStoredImageAddress, { error: INVALID_URL });
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
 * Dollars with whole cents: blank → 'required'; not a number or below `min` → `message`; above
 * MAX_AMOUNT_DOLLARS (what 32-bit cents hold, rounded down) → AMOUNT_TOO_HIGH.
 */
export function amountField({ min, message }: { min: number; message: string }) {
  return z.preprocess(
    toNumber,
    numberSchema(message)
      .min(min, { error: message })
      .refine((amount) => amount < min || hasAtMostTwoDecimals(amount), { error: AT_MOST_TWO_DECIMALS })
      .refine((amount) => !(amount > MAX_AMOUNT_DOLLARS), { error: AMOUNT_TOO_HIGH }),
  );
}

/** A whole number in [min, max]: blank → 'required', anything else outside → `message`. */
export function integerField({ min, max, message }: { min: number; max?: number; message: string }) {
  const inRange = (n: number): boolean => Number.isInteger(n) && n >= min && (max === undefined || n <= max);
  return z.preprocess(toNumber, numberSchema(message).refine(inRange, { error: message }));
}

/** A Date, or a string Date can read (ISO 8601 with an offset is what the forms should send). */
export function dateField() {
  return z.preprocess(
    (value) => (isBlank(value) ? undefined : typeof value === 'string' ? new Date(value) : value),
    z.date({ error: (issue) => (issue.input === undefined ? REQUIRED : INVALID_DATE) }),
  );
}

/** One of `options`; blank gives 'required', `message` (default INVALID_CHOICE) otherwise. */
export function choiceField<const T extends readonly [string, ...string[]]>(options: T, message = INVALID_CHOICE) {
  return z.enum(options, { error: (issue) => (isBlank(issue.input) ? REQUIRED : message) });
}

/**
 * A team or individual campaign chosen in a select. Missing, null or '---General---' mean
 * "no campaign" (null: the parent gets the money). The "Select one" entry ('XXX') or an empty
 * value is an error when a choice is required, and also means no campaign otherwise.
 */
export function campaignIdField({ required, message }: { required: boolean; message: string }) {
  return z.preprocess(
    (value, ctx) => {
      if (value === undefined || value === null || value === GENERAL_CAMPAIGN_ID) return null;
      const id = typeof value === 'string' ? value.trim().slice(0, TEXT_LIMITS.id + 1) : '';
      if (id !== '' && id !== SELECT_ONE_ID) return id;
      if (required || typeof value !== 'string') ctx.addIssue({ code: 'custom', message });
      return null;
    },
    z.string().max(TEXT_LIMITS.id, { error: message }).nullable(),
  );
}

/**
 * For an object-level check: run it even when other fields failed, so the answer lists every
 * problem at once, but only once the fields it reads parsed cleanly. zod skips such checks after
 * any issue raised with `abort: true`, which is why no field here aborts.
 */
export function whenValid(...fields: string[]) {
  const isFieldIssue = (path: PropertyKey[] | undefined): boolean => path !== undefined && path.length > 0;
  return (payload: z.core.ParsePayload): boolean =>
    typeof payload.value === 'object' &&
    payload.value !== null &&
    payload.issues.every((issue) => isFieldIssue(issue.path) && !fields.includes(String(issue.path?.[0])));
}

/** A body that carries nothing: none, null or `{}` (a call whose server already holds what it is about). */
export const isEmptyBody = (body: unknown): boolean =>
  body === undefined ||
  body === null ||
  (typeof body === 'object' && !Array.isArray(body) && Object.keys(body).length === 0);
