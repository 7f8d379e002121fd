import { z } from 'zod';
import {
  MAX_PARTICIPANTS_PER_SIGNUP,
  PARTICIPANT_FIELD_GROUPS,
  PAYMENT_PROVIDERS,
  PAY_FEES_BY_DEFAULT,
  PURPOSES,
  SELECT_ONE_ID,
  type ParticipantFieldGroup,
} from '../rules/constants';
import { GENDERS, birthYears } from '../rules/lookups';
import {
  ACCEPT_WAIVER,
  INVALID_BIRTH_DATE,
  INVALID_CHOICE,
  INVALID_REQUEST_KEY,
  PARTICIPANT_COUNT,
  REQUIRED,
  SELECT_VALID_EVENT_CATEGORY,
  SELECT_VALID_PURPOSE,
  SELECT_VALID_TEAM_CAMPAIGN,
} from '../rules/messages';
import { normalizePromoCode } from '../rules/promo-codes';
import { signupQuestionsFor, type SignupEventFields } from '../rules/signup-questions';
import {
  boundedString,
  campaignIdField,
  choiceField,
  emailField,
  integerField,
  optional,
  phoneField,
  requiredString,
  textField,
  whenValid,
} from './fields';
import { TEXT_LIMITS } from './limits';

/** Which participant fields an event asks for. */
export interface ParticipantFieldConfig {
  /** Groups (PARTICIPANT_FIELD_GROUPS) the form does not show, so they are never required. */
  disabledFields?: readonly string[];
  /** Groups asked but not required. */
  optionalFields?: readonly string[];
  /** When set, a shirt size must be one of these. */
  tshirtSizes?: readonly string[];
}

export interface ParticipantOptions extends ParticipantFieldConfig {
  /** The first participant; the others may reuse its address (addressSame). */
  isMain: boolean;
  /** For the birth-year range; read at each parse when omitted. */
  now?: Date;
}

/** The fields each group requires unless the event disables it or makes it optional. */
const REQUIRED_FIELDS: Record<ParticipantFieldGroup, readonly string[]> = {
  gender: ['gender'],
  birthdate: ['birthMonth', 'birthDate', 'birthYear'],
  shirtSize: ['shirtSize'],
  address: ['address', 'city', 'state', 'zip'],
  emergency: ['emergencyPhone'],
};

function isRealDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function isMissing(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/**
 * One participant. Every field is in the shape so the type is fixed; which ones are required
 * depends on the event, so that is checked after parsing.
 */
export function makeParticipantSchema({
  disabledFields = [],
  optionalFields = [],
  tshirtSizes = [],
  isMain,
  now,
}: ParticipantOptions) {
  const isOn = (group: ParticipantFieldGroup): boolean => !disabledFields.includes(group);
  const isRequired = (group: ParticipantFieldGroup): boolean => isOn(group) && !optionalFields.includes(group);

  return z
    .object({
      firstName: requiredString(TEXT_LIMITS.name),
      lastName: requiredString(TEXT_LIMITS.name),
      email: emailField(),
      phone: phoneField(),
      smsEnabled: z.boolean().default(true),
      shirtSize: optional(boundedString(TEXT_LIMITS.code)),
      gender: optional(choiceField(GENDERS)),
      birthMonth: optional(integerField({ min: 1, max: 12, message: INVALID_BIRTH_DATE })),
      birthDate: optional(integerField({ min: 1, max: 31, message: INVALID_BIRTH_DATE })),
      birthYear: optional(
        integerField({ min: 0, max: 9999, message: INVALID_BIRTH_DATE }).refine(
          (year) => birthYears(now ?? new Date()).includes(year),
          { error: INVALID_BIRTH_DATE },
        ),
      ),
      address: textField(TEXT_LIMITS.short),
      city: textField(TEXT_LIMITS.name),
      state: textField(TEXT_LIMITS.name),
      zip: textField(TEXT_LIMITS.code),
      addressSame: z.boolean().default(false),
      emergencyName: textField(TEXT_LIMITS.name),
      emergencyPhone: optional(phoneField()),
      emergencyRelationship: textField(TEXT_LIMITS.name),
    })
    .superRefine(
      (participant, ctx) => {
        const values: Record<string, unknown> = participant;
        const sharesAddress = !isMain && participant.addressSame;
        for (const group of PARTICIPANT_FIELD_GROUPS) {
          if (!isRequired(group) || (group === 'address' && sharesAddress)) continue;
          for (const field of REQUIRED_FIELDS[group]) {
            if (isMissing(values[field])) ctx.addIssue({ code: 'custom', message: REQUIRED, path: [field] });
          }
        }
        const { shirtSize, birthYear, birthMonth, birthDate } = participant;
        if (isOn('shirtSize') && tshirtSizes.length > 0 && shirtSize && !tshirtSizes.includes(shirtSize)) {
          ctx.addIssue({ code: 'custom', message: INVALID_CHOICE, path: ['shirtSize'] });
        }
        const birthFields = REQUIRED_FIELDS.birthdate;
        const birthFieldFailed = ctx.issues.some((issue) => birthFields.includes(String(issue.path?.[0])));
        if (
          !birthFieldFailed &&
          birthYear &&
          birthMonth &&
          birthDate &&
          !isRealDate(birthYear, birthMonth, birthDate)
        ) {
          ctx.addIssue({ code: 'custom', message: INVALID_BIRTH_DATE, path: ['birthDate'] });
        }
      },
      { when: whenValid() },
    );
}

export interface SignupEventConfig extends ParticipantFieldConfig {
  /** An event with a waiver needs it accepted. */
  waiver?: string | null;
  now?: Date;
}

/** The signup form and the participation record's input. `teamCampaignId` is null for "no team". */
export function makeSignupSchema({ waiver, now, ...fields }: SignupEventConfig = {}) {
  const mainParticipant = makeParticipantSchema({ ...fields, isMain: true, now });
  const otherParticipant = makeParticipantSchema({ ...fields, isMain: false, now });

  return z.object({
    eventCategory: z
      .string({ error: SELECT_VALID_EVENT_CATEGORY })
      .trim()
      .max(TEXT_LIMITS.id, { error: SELECT_VALID_EVENT_CATEGORY })
      .refine((id) => id !== '' && id !== SELECT_ONE_ID, { error: SELECT_VALID_EVENT_CATEGORY }),
    teamCampaignId: campaignIdField({ required: true, message: SELECT_VALID_TEAM_CAMPAIGN }),
    purpose: z.enum(PURPOSES, { error: SELECT_VALID_PURPOSE }),
    waiverAccepted: waiver?.trim() ? z.literal(true, { error: ACCEPT_WAIVER }) : z.boolean().default(false),
    promoCode: optional(boundedString(TEXT_LIMITS.promoCode).transform(normalizePromoCode)),
    payFees: z.boolean().default(PAY_FEES_BY_DEFAULT),
    participants: z
      .array(z.unknown(), { error: PARTICIPANT_COUNT })
      .min(1, { error: PARTICIPANT_COUNT })
      .max(MAX_PARTICIPANTS_PER_SIGNUP, { error: PARTICIPANT_COUNT })
      .pipe(z.tuple([mainParticipant], otherParticipant)),
  });
}

export type ParticipantInput = z.output<ReturnType<typeof makeParticipantSchema>>;
export type EventSignupInput = z.output<ReturnType<typeof makeSignupSchema>>;

/**
 * The schema settings of an event's sign-up form (lib/rules/signup-questions.ts: the T-shirt
 * question is not asked when the event offers no sizes). The form and the server both build
 * their schema from this, so they agree on what is asked.
 */
export function signupConfigFor(event: SignupEventFields): SignupEventConfig {
  return signupQuestionsFor(event);
}

/** Billing details of a paid sign-up (spec §3 Signup record); all or nothing. */
export const signupBillingSchema = z.object(
  {
    firstName: requiredString(),
    lastName: requiredString(),
    address: requiredString(),
    city: requiredString(),
    state: requiredString(),
    postal: requiredString(),
  },
  { error: REQUIRED },
);

/** A request's own key, so that sending the same sign-up twice records it once. */
const requestKeyField = () =>
  z
    .string({ error: INVALID_REQUEST_KEY })
    .trim()
    .regex(/^[A-Za-z0-9_-]{16,100}$/, { error: INVALID_REQUEST_KEY });

/** The path of POST /api/safesave/complete_eventsignup/{tokenId}: the hosted gateway's token-id. */
export const completeSignupParamsSchema = z.object({
  tokenId: z
    .string({ error: INVALID_REQUEST_KEY })
    .trim()
    .regex(/^[A-Za-z0-9_.-]{1,200}$/, { error: INVALID_REQUEST_KEY }),
});

/** POST /api/participant: whose participants the event's creator asks for. */
export const participantListSchema = z.object({ eventId: requiredString() });

/** The first read of a sign-up call: which event it is for, so the event's own schema can read the rest. */
export const signupEnvelopeSchema = z.looseObject({ eventId: requiredString() });

/** A signup on its way through a payment (get_form_url, get_intent, a payment attempt): read with its event's schema at each step. */
export type SignupPaymentPayload = z.output<typeof signupEnvelopeSchema>;

/**
 * The body of POST /api/participation/add_record and /api/safesave/complete_eventsignup/{tokenId}:
 * the form's values plus how it was paid. Amounts the browser may send (baseAmount, totalAmount,
 * discount…) are not read: the server computes every figure itself.
 */
export function makeSignupRecordSchema(config: SignupEventConfig = {}) {
  return makeSignupSchema(config).extend({
    eventId: requiredString(),
    /** The provider's transaction (or payment intent) id; none for a free sign-up. */
    transactionId: optional(z.string().trim().max(200)),
    /** Which provider took the payment; the event's own provider when left out. */
    paymentMethod: optional(choiceField(PAYMENT_PROVIDERS)),
    /** Makes a repeated free sign-up harmless: the same key records once. */
    idempotencyKey: optional(requestKeyField()),
    billing: optional(signupBillingSchema),
  });
}

export type SignupBillingInput = z.output<typeof signupBillingSchema>;
export type SignupRecordInput = z.output<ReturnType<typeof makeSignupRecordSchema>>;

/** A parsed record in two parts: the signup itself (the form's values) and how it is paid. */
export function splitSignupRecord({
  eventId,
  transactionId,
  paymentMethod,
  idempotencyKey,
  billing,
  ...input
}: SignupRecordInput): {
  input: EventSignupInput;
  eventId: string;
  transactionId: string | null;
  paymentMethod: SignupRecordInput['paymentMethod'] | null;
  idempotencyKey: string | null;
  billing: SignupBillingInput | null;
} {
  return {
    input,
    eventId,
    transactionId: transactionId ?? null,
    paymentMethod: paymentMethod ?? null,
    idempotencyKey: idempotencyKey ?? null,
    billing: billing ?? null,
  };
}
