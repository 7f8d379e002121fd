import 'server-only';
import { badRequest } from '@/lib/app-error';
import type { Db } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import { MAX_STORABLE_CENTS } from '@/lib/rules/constants';
import {
  INVALID_PROMO,
  QUERY_EVENT_CATEGORY_NOT_RIGHT,
  QUERY_TEAM_CAMPAIGN_NOT_RIGHT,
  SELECT_VALID_TEAM_CAMPAIGN,
  SIGNUP_TOO_LARGE,
} from '@/lib/rules/messages';
import { findActivePromoCode } from '@/lib/rules/promo-codes';
import { signupPrice, type SignupPrice } from '@/lib/rules/signup-price';
import { isPlausibleId } from '@/lib/rules/ids';
import type { EventSignupInput } from '@/lib/validation/signup';
import type { SignupEvent } from './find-signup-event';

type Reader = Db | Prisma.TransactionClient;

export type SignupQuote = {
  category: { id: string; name: string; priceCents: number };
  team: { id: string; title: string } | null;
  /** The applied code as stored (upper-case); null without one. */
  promoCode: string | null;
  price: SignupPrice;
};

/**
 * What a signup costs, from what the database says: the category's stored price, the event's
 * own unexpired promo code, the participants sent and the fee choice. A category or team of
 * another event ('Event category is not right', 'Team Campaign is not right'), no team where the
 * event wants one, or a promo code that is unknown, expired or another event's answer 400 with
 * every such field at once; nothing the browser computed is read.
 */
export async function priceSignup(
  reader: Reader,
  { event, input, at }: { event: SignupEvent; input: EventSignupInput; at: Date },
): Promise<SignupQuote> {
  const [category, team, promoCodes] = await Promise.all([
    isPlausibleId(input.eventCategory)
      ? reader.eventCategory.findFirst({
          where: { id: input.eventCategory, eventId: event.id },
          select: { id: true, name: true, priceCents: true },
        })
      : null,
    input.teamCampaignId && isPlausibleId(input.teamCampaignId)
      ? reader.teamCampaign.findFirst({
          where: { id: input.teamCampaignId, eventId: event.id },
          select: { id: true, title: true },
        })
      : null,
    input.promoCode ? reader.promoCode.findMany({ where: { eventId: event.id } }) : [],
  ]);
  const promo = input.promoCode ? findActivePromoCode(promoCodes, input.promoCode, at) : null;

  const fieldErrors: Record<string, string[]> = {};
  if (!category) fieldErrors.eventCategory = [QUERY_EVENT_CATEGORY_NOT_RIGHT];
  if (input.teamCampaignId && !team) fieldErrors.teamCampaignId = [QUERY_TEAM_CAMPAIGN_NOT_RIGHT];
  if (!input.teamCampaignId && !event.allowParticipantsWithoutTeam)
    fieldErrors.teamCampaignId = [SELECT_VALID_TEAM_CAMPAIGN];
  if (input.promoCode && !promo) fieldErrors.promoCode = [INVALID_PROMO];
  const first = Object.values(fieldErrors)[0];
  if (first || !category) throw badRequest(first?.[0] ?? QUERY_EVENT_CATEGORY_NOT_RIGHT, { fieldErrors });

  const price = signupPrice({
    priceCents: category.priceCents,
    participants: input.participants.length,
    promo,
    payFees: input.payFees,
  });
  // Four participants at the highest price an event takes pass what a cents column holds: refused
  // here, before any card is asked for, rather than failing when the signup is written.
  if (Math.max(price.baseCents, price.totalCents) > MAX_STORABLE_CENTS) {
    throw badRequest(SIGNUP_TOO_LARGE, { fieldErrors: { participants: [SIGNUP_TOO_LARGE] } });
  }
  return { category, team, promoCode: promo?.code ?? null, price };
}
