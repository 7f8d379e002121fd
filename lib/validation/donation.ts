import { z } from 'zod';
import { MIN_OFFLINE_DONATION_CENTS, SELECT_ONE_ID } from '../rules/constants';
import {
  DONATION_AMOUNT_TOO_LOW,
  CHOOSE_A_CAMPAIGN_OF_THIS_EVENT,
  INVALID_REQUEST_KEY,
  OFFLINE_TARGET_REQUIRED,
  REQUIRED,
  YES_OR_NO,
  SELECT_VALID_INDIE_CAMPAIGN,
  SELECT_VALID_TEAM_CAMPAIGN,
} from '../rules/messages';
import { centsToDollars } from '../rules/money';
import { amountField, boundedString, campaignIdField, optional, requiredString, whenValid } from './fields';
import { TEXT_LIMITS } from './limits';

// The online donation's inputs (the record, the hosted card fields, the payment calls) are in
// ./donation-record and ./donation-payment, written as specs the /donate page checks without zod.

/** In dollars with whole cents, at least 5.00 (CONTRACT §1); amountField caps it at MAX_AMOUNT_CENTS. */
const donationAmount = (minCents: number) =>
  amountField({ min: centsToDollars(minCents), message: DONATION_AMOUNT_TOO_LOW });

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

export type OfflineDonationInput = z.output<typeof offlineDonationSchema>;
export type OfflineDonationPayload = z.input<typeof offlineDonationSchema>;

/**
 * POST /api/offline_donation/update/{donationId}: an offline gift as the organizer's edit form
 * shows it, all of it (a field left out is not "unchanged": the message is cleared, and the
 * campaign must be named). `campaignId` is a team or individual campaign of the gift's own
 * event, or '---General---' (or null) for the event itself; the server checks it is the event's.
 */
export const offlineDonationUpdateSchema = z.object({
  campaignId: z.preprocess(
    (value, ctx) => {
      if (value === undefined) ctx.addIssue({ code: 'custom', message: REQUIRED });
      return value;
    },
    campaignIdField({ required: false, message: CHOOSE_A_CAMPAIGN_OF_THIS_EVENT }),
  ),
  firstName: offlineDonationSchema.shape.firstName,
  lastName: offlineDonationSchema.shape.lastName,
  amount: offlineDonationSchema.shape.amount,
  message: offlineDonationSchema.shape.message,
  anonymous: z.boolean({ error: (issue) => (issue.input === undefined ? REQUIRED : YES_OR_NO) }),
});

export type OfflineDonationUpdateInput = z.output<typeof offlineDonationUpdateSchema>;
export type OfflineDonationUpdatePayload = z.input<typeof offlineDonationUpdateSchema>;

/**
 * POST /api/offline_donation/{confirm,reject,void}/{donationId}: an optional reason, kept in the
 * audit trail (the body may be `{}`, but must be JSON: a form of another site cannot send it).
 */
export const offlineDonationDecisionSchema = z.object({
  reason: optional(boundedString(TEXT_LIMITS.short)),
});

export type OfflineDonationDecisionInput = z.output<typeof offlineDonationDecisionSchema>;
