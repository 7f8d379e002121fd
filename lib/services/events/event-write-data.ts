import 'server-only';
import { conflict } from '@/lib/app-error';
import type { Prisma } from '@/lib/generated/prisma/client';
import { categoryHasSignups } from '@/lib/rules/messages';
import { dollarsToCents } from '@/lib/rules/money';
import { givingChoices } from '@/lib/rules/recurring';
import type { AnyEventInput } from '@/lib/validation/event';
import { MONEY_RECORD_STATUSES } from './money-records';

// Maps the spec's event object (dollars, crm.payment, emailTemplate, activeUntilDate,
// eventCategories, promoCodes) onto our columns (cents, flat columns, child tables).
// Shared by create and update, so both write exactly the same way.

/** Leaves undefined alone (an update keeps the stored value), keeps null (clear it). */
function cents(dollars: number | null | undefined): number | null | undefined {
  return dollars === undefined || dollars === null ? dollars : dollarsToCents(dollars);
}

const blankToNull = (text: string) => (text === '' ? null : text);

/** The event's own columns; eventType and creatorId are set on create only. */
export function eventColumns(input: AnyEventInput) {
  const activeUntil = input.activeUntilDate;
  return {
    title: input.title,
    description: input.description,
    location: input.location,
    dateTime: input.dateTime,
    timeZone: input.timeZone,
    targetFundCents: dollarsToCents(input.targetFund),
    otherDescriptions: input.otherDescriptions,
    pictures: input.pictures,
    videos: input.videos,
    headerPicture: input.headerPicture,
    headerOverlay: input.headerOverlay,
    countdown: input.countdown,
    autoScrollMedia: input.autoScrollMedia,
    showTotalDonations: input.showTotalDonations,
    teamCampaignCreationEnabled: input.teamCampaignCreationEnabled,
    allowParticipantsWithoutTeam: input.allowParticipantsWithoutTeam,
    allowDonationsWithoutTeam: input.allowDonationsWithoutTeam,
    allowUnconfirmedOfflineDonations: input.allowUnconfirmedOfflineDonations,
    ...givingColumns(input),
    isHidden: input.isHidden,
    // The schema already turned 0 into null (the spec: no default team goal).
    defaultTeamCampaignAmountCents: cents(input.defaultTeamCampaignAmount),
    signupRedirectDate: input.signupRedirectDate,
    signupRedirectLink: input.signupRedirectLink,
    waiver: input.waiver,
    paymentProvider: input.crm.payment,
    emailTemplateDonation: blankToNull(input.emailTemplate.donation),
    emailTemplateParticipation: blankToNull(input.emailTemplate.participation),
    hiddenViews: input.hiddenViews,
    disabledFields: input.disabledFields,
    optionalFields: input.optionalFields,
    tshirtSizes: input.tshirtSizes ?? [],
    // null clears both overrides; a missing object leaves them as they are.
    activeUntilDonation: activeUntil === null ? null : activeUntil?.donation,
    activeUntilRegistration: activeUntil === null ? null : activeUntil?.registration,
  } satisfies Prisma.EventUncheckedUpdateInput;
}

/**
 * Replaces the categories, promo codes and sponsors of `eventId` with those of `input`, inside
 * the caller's transaction. A category keeps its row (and so its signups) when the input names
 * its id; an id that is not one of this event's categories is treated as a new category.
 * Removing a category that paid sign-ups point at is refused (409, the transaction rolls back):
 * they would lose the category they paid for. Pending and failed ones are let go (they keep
 * the category's name).
 */
export async function replaceEventChildren(tx: Prisma.TransactionClient, eventId: string, input: AnyEventInput) {
  const existing = await tx.eventCategory.findMany({ where: { eventId }, select: { id: true, name: true } });
  const existingIds = new Set(existing.map((category) => category.id));
  const keptIds = input.eventCategories.flatMap((category) =>
    category.id && existingIds.has(category.id) ? [category.id] : [],
  );
  const removedIds = existing.filter((category) => !keptIds.includes(category.id)).map((category) => category.id);
  if (removedIds.length > 0) {
    const signup = await tx.signup.findFirst({
      where: { categoryId: { in: removedIds }, status: { in: MONEY_RECORD_STATUSES } },
      select: { categoryId: true },
    });
    const category = existing.find((row) => row.id === signup?.categoryId);
    if (category) throw conflict(categoryHasSignups(category.name));
  }
  await tx.eventCategory.deleteMany({ where: { eventId, id: { notIn: keptIds } } });
  for (const [position, category] of input.eventCategories.entries()) {
    const data = {
      name: category.name,
      priceCents: dollarsToCents(category.price),
      position,
      // Missing leaves the capacity as it is; null (blank) is no limit.
      ...(category.capacity === undefined ? {} : { capacity: category.capacity }),
    };
    if (category.id && existingIds.has(category.id)) {
      await tx.eventCategory.update({ where: { id: category.id }, data });
    } else {
      await tx.eventCategory.create({ data: { ...data, eventId } });
    }
  }

  await tx.promoCode.deleteMany({ where: { eventId } });
  await tx.promoCode.createMany({
    data: input.promoCodes.map((promo) => ({
      eventId,
      code: promo.code,
      promoType: promo.promoType,
      // Hundredths: cents off each participant, or hundredths of a percent.
      value: dollarsToCents(promo.value),
      expiration: promo.expiration,
    })),
  });

  await tx.sponsor.deleteMany({ where: { eventId } });
  await tx.sponsor.createMany({
    data: input.sponsors.map((sponsor) => ({
      eventId,
      name: sponsor.name,
      link: sponsor.link ?? null,
      picture: sponsor.picture ?? null,
      priority: sponsor.priority,
    })),
  });
}

/**
 * The ways to give and the one first shown, in FREQUENCIES order; left out, unchanged. A first
 * choice the list does not offer falls back to one-time when offered, else the list's first.
 */
function givingColumns(input: AnyEventInput) {
  if (!input.givingFrequencies) {
    return input.defaultGivingFrequency ? { defaultGivingFrequency: input.defaultGivingFrequency } : {};
  }
  const { frequencies, initial } = givingChoices(input.givingFrequencies, input.defaultGivingFrequency ?? 'once');
  return { givingFrequencies: frequencies, defaultGivingFrequency: initial };
}
