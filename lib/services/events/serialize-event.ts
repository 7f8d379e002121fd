import 'server-only';
import type { Event, EventCategory, Sponsor } from '@/lib/generated/prisma/client';
import { centsToDollars } from '@/lib/rules/money';
import { sortSponsorsByPriority } from '@/lib/rules/ordering';
import { storedOtherDescriptions } from '@/lib/validation/event';

// An event or fundraiser as anyone may see it, in the spec's field names. Fields are picked one
// by one: promo codes and email templates are the creator's and never leave here. Pages work with
// the view (money in cents, as everywhere inside the app); only the API's JSON speaks dollars.

export type EventWithRelations = Event & { categories: EventCategory[]; sponsors: Sponsor[] };

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** What the public pages show of an event: plain JSON (it is cached as such), money in cents. */
export function toEventView(event: EventWithRelations, amountRaisedCents: number) {
  const categories = [...event.categories].sort((a, b) => a.position - b.position || a.id.localeCompare(b.id));
  return {
    _id: event.id,
    eventType: event.eventType,
    title: event.title,
    description: event.description,
    /** ISO 8601; null for a fundraiser without a date. */
    dateTime: iso(event.dateTime),
    timeZone: event.timeZone,
    location: event.location,
    targetFundCents: event.targetFundCents,
    /** Succeeded donations to the event and everything under it. */
    amountRaisedCents,
    pictures: event.pictures,
    videos: event.videos,
    headerPicture: event.headerPicture,
    headerOverlay: event.headerOverlay,
    countdown: event.countdown,
    autoScrollMedia: event.autoScrollMedia,
    showTotalDonations: event.showTotalDonations,
    otherDescriptions: storedOtherDescriptions.parse(event.otherDescriptions),
    hiddenViews: event.hiddenViews,
    teamCampaignCreationEnabled: event.teamCampaignCreationEnabled,
    allowParticipantsWithoutTeam: event.allowParticipantsWithoutTeam,
    allowDonationsWithoutTeam: event.allowDonationsWithoutTeam,
    allowUnconfirmedOfflineDonations: event.allowUnconfirmedOfflineDonations,
    isHidden: event.isHidden,
    /** Null when the organizer set none. */
    defaultTeamCampaignAmountCents: event.defaultTeamCampaignAmountCents,
    signupRedirectDate: iso(event.signupRedirectDate),
    signupRedirectLink: event.signupRedirectLink,
    waiver: event.waiver,
    crm: { payment: event.paymentProvider },
    eventCategories: categories.map((category) => ({
      id: category.id,
      name: category.name,
      priceCents: category.priceCents,
      /** Participants it takes; null: no limit (how many are left is the signup page's, read fresh). */
      capacity: category.capacity,
    })),
    sponsors: sortSponsorsByPriority(event.sponsors).map((sponsor) => ({
      id: sponsor.id,
      name: sponsor.name,
      /** The spec calls the name `title` too. */
      title: sponsor.name,
      link: sponsor.link,
      picture: sponsor.picture,
      priority: sponsor.priority,
    })),
    disabledFields: event.disabledFields,
    optionalFields: event.optionalFields,
    tshirtSizes: event.tshirtSizes,
    activeUntilDate: { donation: iso(event.activeUntilDonation), registration: iso(event.activeUntilRegistration) },
    creatorId: event.creatorId,
    createdAt: event.createdAt.toISOString(),
  };
}

export type EventView = ReturnType<typeof toEventView>;

/** The public JSON of an event (GET /api/event/{id}, /api/event/multiple): the view, money in dollars. */
export function toPublicEvent({
  targetFundCents,
  amountRaisedCents,
  defaultTeamCampaignAmountCents,
  eventCategories,
  ...view
}: EventView) {
  return {
    ...view,
    targetFund: centsToDollars(targetFundCents),
    amountRaised: centsToDollars(amountRaisedCents),
    defaultTeamCampaignAmount:
      defaultTeamCampaignAmountCents === null ? null : centsToDollars(defaultTeamCampaignAmountCents),
    eventCategories: eventCategories.map(({ priceCents, ...category }) => ({
      ...category,
      price: centsToDollars(priceCents),
    })),
  };
}

export type PublicEvent = ReturnType<typeof toPublicEvent>;
