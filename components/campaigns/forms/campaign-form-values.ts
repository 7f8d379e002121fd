import { fromWallTime, toWallTime } from '@/components/events/forms/zoned-time';
import type { CampaignFormKind } from '@/lib/shared/campaign-form-page';

// The campaign form's values (what its inputs hold) and the payload the calls take. A fundraiser's
// campaign ends on a date: the form shows a day, the payload carries the end of that day in the
// fundraiser's own time zone.

export type CampaignFormValues = {
  title: string;
  description: string;
  /** Dollars as typed. */
  targetFund: string;
  /** '' for none. */
  picture: string;
  /** "2031-03-01", '' for none; fundraiser campaigns only. */
  expiration: string;
};

export type CampaignPayload = {
  title: string;
  description: string;
  targetFund: number;
  picture: string | null;
  expiration?: string | null;
};

export function newCampaignFormValues(defaultGoal: number): CampaignFormValues {
  return { title: '', description: '', targetFund: String(defaultGoal), picture: '', expiration: '' };
}

export function toCampaignFormValues(
  campaign: {
    title: string;
    description: string;
    targetFund: number;
    picture: string | null;
    expiration: string | null;
  },
  timeZone: string,
): CampaignFormValues {
  return {
    title: campaign.title,
    description: campaign.description,
    targetFund: String(campaign.targetFund),
    picture: campaign.picture ?? '',
    expiration: toWallTime(campaign.expiration, timeZone).slice(0, 10),
  };
}

/** The last second of `day` ("2031-03-01") in `timeZone`, as ISO 8601; null for ''. */
export function endOfDay(day: string, timeZone: string): string | null {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? fromWallTime(`${day}T23:59:59`, timeZone) : null;
}

/** Today's date in `timeZone`, "2031-03-01": the earliest end date the form offers. */
export function today(timeZone: string, now = new Date()): string {
  return toWallTime(now, timeZone).slice(0, 10);
}

/** The payload of create and upsert. Only a fundraiser's campaign sends an expiration. */
export function toCampaignPayload(
  kind: CampaignFormKind,
  values: CampaignFormValues,
  timeZone: string,
): CampaignPayload {
  const payload: CampaignPayload = {
    title: values.title,
    description: values.description,
    targetFund: Number(values.targetFund),
    picture: values.picture || null,
  };
  if (kind === 'fundraiser') payload.expiration = endOfDay(values.expiration, timeZone);
  return payload;
}
