import 'server-only';
import type { CurrentUser } from '@/lib/auth';
import { db } from '@/lib/db';
import type { EventType, Prisma } from '@/lib/generated/prisma/client';
import { isHiddenView } from '@/lib/rules/constants';
import { centsToDollars } from '@/lib/rules/money';
import { givingChoices } from '@/lib/rules/recurring';
import { storedOtherDescriptions, type EventInput } from '@/lib/validation/event';

export type EditableEvent = EventInput & { id: string };

export type EventForEditing =
  | { access: 'creator'; event: EditableEvent }
  /** Someone else's event: the page sends them to its public page. */
  | { access: 'other'; eventType: EventType }
  | null;

const include = {
  categories: { orderBy: { position: 'asc' } },
  promoCodes: { orderBy: { code: 'asc' } },
  sponsors: { orderBy: [{ priority: 'asc' }, { name: 'asc' }] },
} satisfies Prisma.EventInclude;

/**
 * An event as its edit form needs it, in the shape create_event takes (dollars, crm.payment,
 * emailTemplate...) plus the ids of its categories. Only the creator gets the event; null when
 * there is no such event.
 */
export async function getEventForEditing({ user, id }: { user: CurrentUser; id: string }): Promise<EventForEditing> {
  const row = await db.event.findUnique({ where: { id }, include });
  if (!row) return null;
  if (row.creatorId !== user.id) return { access: 'other', eventType: row.eventType };
  return { access: 'creator', event: toEditableEvent(row) };
}

/**
 * The stored event in the edit form's shape, with no permission check: for services that have
 * checked it already (an upsert keeps what its payload leaves out). Null for an unknown id.
 */
export async function findEditableEvent(id: string): Promise<EditableEvent | null> {
  const row = await db.event.findUnique({ where: { id }, include });
  return row ? toEditableEvent(row) : null;
}

type EventRow = Prisma.EventGetPayload<{ include: typeof include }>;

function toEditableEvent(row: EventRow): EditableEvent {
  return {
    id: row.id,
    eventType: row.eventType,
    title: row.title,
    description: row.description,
    location: row.location,
    dateTime: row.dateTime,
    timeZone: row.timeZone,
    targetFund: centsToDollars(row.targetFundCents),
    otherDescriptions: storedOtherDescriptions.parse(row.otherDescriptions),
    pictures: row.pictures,
    videos: row.videos,
    headerPicture: row.headerPicture,
    headerOverlay: row.headerOverlay,
    countdown: row.countdown,
    autoScrollMedia: row.autoScrollMedia,
    showTotalDonations: row.showTotalDonations,
    teamCampaignCreationEnabled: row.teamCampaignCreationEnabled,
    allowParticipantsWithoutTeam: row.allowParticipantsWithoutTeam,
    allowDonationsWithoutTeam: row.allowDonationsWithoutTeam,
    allowUnconfirmedOfflineDonations: row.allowUnconfirmedOfflineDonations,
    ...givingChoicesOf(row),
    isHidden: row.isHidden,
    hiddenViews: row.hiddenViews.filter(isHiddenView),
    defaultTeamCampaignAmount:
      row.defaultTeamCampaignAmountCents === null ? null : centsToDollars(row.defaultTeamCampaignAmountCents),
    signupRedirectDate: row.signupRedirectDate,
    signupRedirectLink: row.signupRedirectLink,
    waiver: row.waiver,
    crm: { payment: row.paymentProvider },
    emailTemplate: {
      donation: row.emailTemplateDonation ?? '',
      participation: row.emailTemplateParticipation ?? '',
    },
    eventCategories: row.categories.map((category) => ({
      id: category.id,
      name: category.name,
      price: centsToDollars(category.priceCents),
      capacity: category.capacity,
    })),
    promoCodes: row.promoCodes.map((promo) => ({
      code: promo.code,
      promoType: promo.promoType,
      value: centsToDollars(promo.value),
      expiration: promo.expiration,
    })),
    sponsors: row.sponsors.map((sponsor) => ({
      id: sponsor.id,
      name: sponsor.name,
      link: sponsor.link,
      picture: sponsor.picture,
      priority: sponsor.priority,
    })),
    disabledFields: row.disabledFields as EventInput['disabledFields'],
    optionalFields: row.optionalFields as EventInput['optionalFields'],
    // No sizes reads as "not sent": the T-shirt question was never asked (signupQuestionsFor), so
    // an update that leaves sizes out is not refused for it (eventSchema's size rule).
    tshirtSizes: row.tshirtSizes.length > 0 ? row.tshirtSizes : undefined,
    activeUntilDate: { donation: row.activeUntilDonation, registration: row.activeUntilRegistration },
  };
}

/** The ways to give as the form shows them: the stored list in order, and a first choice it offers. */
function givingChoicesOf(row: { givingFrequencies: string[]; defaultGivingFrequency: string }) {
  const { frequencies, initial } = givingChoices(row.givingFrequencies, row.defaultGivingFrequency);
  return { givingFrequencies: frequencies, defaultGivingFrequency: initial };
}
