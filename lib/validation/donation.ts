import { z } from 'zod';
import { MIN_DONATION_CENTS, MIN_OFFLINE_DONATION_CENTS, PAY_FEES_BY_DEFAULT, SELECT_ONE_ID } from '../rules/constants';
import {
  DONATION_AMOUNT_TOO_LOW,
  INVALID_EXPIRATION,
  REQUIRED,
  SELECT_VALID_INDIE_CAMPAIGN,
  SELECT_VALID_TEAM_CAMPAIGN,
} from '../rules/messages';
import { centsToDollars } from '../rules/money';
import { isValidExpiration, toMMYY } from '../rules/payment-card';
import {
  amountField,
  boundedString,
  campaignIdField,
  creditCardField,
  emailField,
  integerField,
  optional,
  phoneField,
  requiredString,
  whenValid,
} from './fields';
import { TEXT_LIMITS } from './limits';
import { INVALID_REQUEST_KEY, INVALID_SECURITY_CODE, OFFLINE_TARGET_REQUIRED } from './messages';

/** In dollars with whole cents, at least 5.00 (CONTRACT §1); amountField caps it at MAX_AMOUNT_CENTS. */
const donationAmount = (minCents: number) =>
  amountField({ min: centsToDollars(minCents), message: DONATION_AMOUNT_TOO_LOW });

export const billingSchema = z.object(
  {
    firstName: requiredString(TEXT_LIMITS.name),
    lastName: requiredString(TEXT_LIMITS.name),
    address: requiredString(TEXT_LIMITS.short),
    city: requiredString(TEXT_LIMITS.name),
    state: requiredString(TEXT_LIMITS.name),
    zip: requiredString(TEXT_LIMITS.code),
  },
  { error: REQUIRED },
);

/**
 * The hosted-form gateway's card fields. Month and a two- or four-digit year come from selects;
 * `expiration` is the MMYY the gateway's form takes.
 */
export const hostedCardSchema = z
  .object({
    ccNumber: creditCardField(),
    expMonth: integerField({ min: 1, max: 12, message: INVALID_EXPIRATION }),
    expYear: integerField({ min: 0, max: 9999, message: INVALID_EXPIRATION }),
    cvv: optional(
      z
        .string()
        .trim()
        .regex(/^\d{3,4}$/, { error: INVALID_SECURITY_CODE }),
    ),
  })
  .refine((card) => isValidExpiration(toMMYY(card.expMonth, card.expYear), new Date()), {
    error: INVALID_EXPIRATION,
    path: ['expYear'],
    when: whenValid('expMonth', 'expYear'),
  })
  .transform((card) => ({ ...card, expiration: toMMYY(card.expMonth, card.expYear) }));

export interface DonationFormOptions {
  /** The donor must pick a team campaign (or General) instead of leaving "Select one". */
  requireTeamCampaign: boolean;
  /** The same for individual campaigns; off for fundraiser-driven events or when the choice is disabled. */
  requireIndieCampaign: boolean;
}

/**
 * The donation form. Campaign ids come out as null for "no campaign" (the parent gets the money).
 * Card fields are separate (`hostedCardSchema`) because only the hosted-form provider has them.
 */
export function makeDonationFormSchema({ requireTeamCampaign, requireIndieCampaign }: DonationFormOptions) {
  return z.object({
    firstName: requiredString(TEXT_LIMITS.name),
    lastName: requiredString(TEXT_LIMITS.name),
    email: emailField(),
    amount: donationAmount(MIN_DONATION_CENTS),
    payFees: z.boolean().default(PAY_FEES_BY_DEFAULT),
    teamCampaignId: campaignIdField({ required: requireTeamCampaign, message: SELECT_VALID_TEAM_CAMPAIGN }),
    indieCampaignId: campaignIdField({ required: requireIndieCampaign, message: SELECT_VALID_INDIE_CAMPAIGN }),
    phone: optional(phoneField()),
    anonymous: z.boolean().default(false),
    donationMessage: optional(boundedString(TEXT_LIMITS.message)),
    billing: billingSchema,
  });
}

/** An event-driven event's donation form, where both choices are asked for. */
export const donationFormSchema = makeDonationFormSchema({ requireTeamCampaign: true, requireIndieCampaign: true });

/**
 * A campaign chosen in an offline donation form. Left out, null or General mean the parent gets
 * the gift (API clients name only the target they mean); the select's "Select one" sent as is
 * means no choice was made, which the form requires (spec §5: Team Campaign required, Individual
 * Campaign required unless disabled).
 */
const chosenCampaign = (message: string) =>
  z.preprocess(
    (value, ctx) => {
      if (typeof value === 'string' && value.trim() === SELECT_ONE_ID) ctx.addIssue({ code: 'custom', message });
      return value;
    },
    campaignIdField({ required: false, message }),
  );

/**
 * An offline donation (check, cash), POST /api/add_offline_donation and the /add_donation form
 * alike (CONTRACT §1). The most specific id given is the target; the others, when given, must be
 * its parents. The amount follows the online minimum and whole cents; an amount with fractions
 * of a cent gets the two-decimals message. `idempotencyKey` (optional) makes a retry of the same
 * submission record it once: the form sends one per donation it adds.
 */
export const offlineDonationSchema = z
  .object({
    eventId: campaignIdField({ required: false, message: OFFLINE_TARGET_REQUIRED }),
    teamCampaignId: chosenCampaign(SELECT_VALID_TEAM_CAMPAIGN),
    indieCampaignId: chosenCampaign(SELECT_VALID_INDIE_CAMPAIGN),
    firstName: requiredString(TEXT_LIMITS.name),
    lastName: requiredString(TEXT_LIMITS.name),
    amount: donationAmount(MIN_OFFLINE_DONATION_CENTS),
    message: optional(boundedString(TEXT_LIMITS.message)),
    anonymous: z.boolean().default(false),
    idempotencyKey: optional(
      z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9_-]{8,100}$/, { error: INVALID_REQUEST_KEY }),
    ),
  })
  .refine(
    (donation) => donation.eventId !== null || donation.teamCampaignId !== null || donation.indieCampaignId !== null,
    { error: OFFLINE_TARGET_REQUIRED, when: whenValid('eventId', 'teamCampaignId', 'indieCampaignId') },
  );

export type BillingInput = z.output<typeof billingSchema>;
export type HostedCardInput = z.output<typeof hostedCardSchema>;
export type DonationFormInput = z.output<typeof donationFormSchema>;
export type OfflineDonationInput = z.output<typeof offlineDonationSchema>;
export type OfflineDonationPayload = z.input<typeof offlineDonationSchema>;
