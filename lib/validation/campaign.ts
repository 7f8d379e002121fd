import { z } from 'zod';
import { MIN_CAMPAIGN_GOAL_CENTS } from '../rules/constants';
import { CAMPAIGN_GOAL_TOO_LOW } from '../rules/messages';
import { centsToDollars } from '../rules/money';
import { amountField, dateField, imageField, optional, requiredString, textField } from './fields';
import { TEXT_LIMITS } from './limits';

// Team and individual campaigns share the form: name, description, goal (at least 5.00), picture.
const campaignFields = {
  title: requiredString(TEXT_LIMITS.short),
  description: textField(TEXT_LIMITS.campaignDescription),
  targetFund: amountField({ min: centsToDollars(MIN_CAMPAIGN_GOAL_CENTS), message: CAMPAIGN_GOAL_TOO_LOW }),
  picture: optional(imageField()),
};

export const teamCampaignSchema = z.object({
  ...campaignFields,
  expiration: optional(dateField()),
});

export const indieCampaignSchema = z.object(campaignFields);

/** Team campaigns of a fundraiser must have an expiration. */
export const fundraiserCampaignSchema = z.object({
  ...campaignFields,
  expiration: dateField(),
});

/**
 * Drives the hint 'Choose a date after today'. Only a hint: a campaign that has run out must
 * still be editable, so the schemas accept past dates.
 */
export function isExpirationInPast(expiration: Date, now: Date): boolean {
  return expiration.getTime() < now.getTime();
}

export type TeamCampaignInput = z.output<typeof teamCampaignSchema>;
export type IndieCampaignInput = z.output<typeof indieCampaignSchema>;
export type FundraiserCampaignInput = z.output<typeof fundraiserCampaignSchema>;
