import 'server-only';
import { z } from 'zod';
import type { Prisma } from '@/lib/generated/prisma/client';
import { centsToDollars, dollarsToCents } from '@/lib/rules/money';
import type { IndieCampaignInput, TeamCampaignInput } from '@/lib/validation/campaign';

// Maps the spec's campaign object (dollars, picture, expiration) onto our columns (cents), and lays
// an upsert payload over the stored campaign. Shared by create and update, so both write alike.

/** The columns of a campaign from its checked input. */
export function campaignColumns(input: TeamCampaignInput | IndieCampaignInput) {
  return {
    title: input.title,
    description: input.description,
    targetFundCents: dollarsToCents(input.targetFund),
    picture: input.picture ?? null,
    ...('expiration' in input ? { expiration: input.expiration ?? null } : {}),
  } satisfies Prisma.TeamCampaignUncheckedUpdateInput;
}

type StoredCampaign = {
  title: string;
  description: string;
  targetFundCents: number;
  picture: string | null;
  expiration?: Date | null;
};

/**
 * An upsert payload over the stored campaign: a field it leaves out (or sends as undefined) keeps
 * its stored value; a field it sends wins, null included (null clears the picture).
 */
export function mergeCampaignOverStored(stored: StoredCampaign, payload: Record<string, unknown>) {
  const merged: Record<string, unknown> = {
    title: stored.title,
    description: stored.description,
    targetFund: centsToDollars(stored.targetFundCents),
    picture: stored.picture,
    ...('expiration' in stored ? { expiration: stored.expiration } : {}),
  };
  for (const [key, value] of Object.entries(payload)) if (value !== undefined) merged[key] = value;
  return merged;
}

/** Parses `value` under `key`, so field errors name the payload's paths (`teamCampaign.title`). */
export function parseUnder<T extends z.ZodType>(key: string, schema: T, value: unknown): z.output<T> {
  return z.object({ [key]: schema }).parse({ [key]: value })[key] as z.output<T>;
}
