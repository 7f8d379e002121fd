import { z } from 'zod';
import { MIN_OFFLINE_DONATION_CENTS } from '../rules/constants';
import { DONATION_AMOUNT_TOO_LOW } from '../rules/messages';
import { centsToDollars } from '../rules/money';
import { amountField, campaignIdField, optional, requiredString, whenValid } from './fields';
import { OFFLINE_TARGET_REQUIRED } from './messages';

// The online donation's inputs (the record, the hosted card fields, the payment calls) are in
// ./donation-payment, written with zod/mini for the budgeted /donate page.

/** In dollars with whole cents, at least 5.00 (CONTRACT §1). */
const donationAmount = (minCents: number) =>
  amountField({ min: centsToDollars(minCents), message: DONATION_AMOUNT_TOO_LOW });

/**
 * An organizer's offline donation (check, cash). The amount follows the online minimum and
 * whole cents; an amount with fractions of a cent gets the two-decimals message.
 */
export const offlineDonationSchema = z
  .object({
    eventId: campaignIdField({ required: false, message: OFFLINE_TARGET_REQUIRED }),
    teamCampaignId: campaignIdField({ required: false, message: OFFLINE_TARGET_REQUIRED }),
    indieCampaignId: campaignIdField({ required: false, message: OFFLINE_TARGET_REQUIRED }),
    firstName: requiredString(),
    lastName: requiredString(),
    amount: donationAmount(MIN_OFFLINE_DONATION_CENTS),
    message: optional(z.string().trim()),
    anonymous: z.boolean().default(false),
  })
  .refine(
    (donation) => donation.eventId !== null || donation.teamCampaignId !== null || donation.indieCampaignId !== null,
    { error: OFFLINE_TARGET_REQUIRED, when: whenValid('eventId', 'teamCampaignId', 'indieCampaignId') },
  );

export type OfflineDonationInput = z.output<typeof offlineDonationSchema>;
