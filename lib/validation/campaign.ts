import { z } from 'zod';
import { MIN_CAMPAIGN_GOAL_CENTS } from '../rules/constants';
import { CAMPAIGN_GOAL_TOO_LOW, REQUIRED } from '../rules/messages';
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

/**
 * Team campaigns of a fundraiser must have an expiration. A past one is accepted: a campaign that
 * has run out must still be editable, so the form only hints 'Choose a date after today'.
 */
export const fundraiserCampaignSchema = z.object({
  ...campaignFields,
  expiration: dateField(),
});

/** The schema of a team campaign under an event of `kind`: a fundraiser's campaigns end on a date. */
export function teamCampaignSchemaFor(kind: 'eventDriven' | 'fundraiserDriven') {
  return kind === 'fundraiserDriven' ? fundraiserCampaignSchema : teamCampaignSchema;
}

/**
 * POST /api/upsert_teamcampaign {id, teamCampaign} and /api/upsert_indiecampaign {id, indieCampaign}.
 * The campaign is checked by the service with its own schema once it knows the campaign exists and
 * the caller created it, laid over the stored campaign first, so fields it leaves out keep their values.
 */
export const upsertTeamCampaignSchema = z.object({
  id: requiredString(),
  teamCampaign: z.record(z.string(), z.unknown(), { error: REQUIRED }),
});

export const upsertIndieCampaignSchema = z.object({
  id: requiredString(),
  indieCampaign: z.record(z.string(), z.unknown(), { error: REQUIRED }),
});

/** POST /api/delete_teamcampaign {id} and /api/delete_indiecampaign {id}. */
export const deleteCampaignSchema = z.object({ id: requiredString() });

export type TeamCampaignInput = z.output<typeof teamCampaignSchema>;
export type IndieCampaignInput = z.output<typeof indieCampaignSchema>;
export type FundraiserCampaignInput = z.output<typeof fundraiserCampaignSchema>;
