import 'server-only';
import type { Event, EventCategory, Sponsor } from '@/lib/generated/prisma/client';
import { centsToDollars } from '@/lib/rules/money';
import { sortSponsorsByPriority } from '@/lib/rules/ordering';

// The public JSON of an event or fundraiser, in the spec's field names. Fields are picked
// one by one: promo codes and email templates are the creator's and never leave here.

export type EventWithRelations = Event & { categories: EventCategory[]; sponsors: Sponsor[] };

export type PublicSponsor = {
  id: string;
  name: string;
  /** The spec calls the name `title` too. */
  title: string;
  link: string | null;
  picture: string | null;
  priority: number;
};

export type PublicEventCategory = { id: string; name: string; price: number };

export type OtherDescription = { title: string; text: string };

export type PublicEvent = {
  _id: string;
  eventType: Event['eventType'];
  title: string;
  description: string;
  /** ISO 8601; null for a fundraiser without a date. */
  dateTime: string | null;
  timeZone: string;
  location: string;
  /** Dollars. */
  targetFund: number;
  /** Dollars: succeeded donations to the event and everything under it. */
  amountRaised: number;
  pictures: string[];
  videos: string[];
  headerPicture: string | null;
  headerOverlay: string | null;
  countdown: boolean;
  autoScrollMedia: boolean;
  showTotalDonations: boolean;
  otherDescriptions: OtherDescription[];
  hiddenViews: string[];
  teamCampaignCreationEnabled: boolean;
  allowParticipantsWithoutTeam: boolean;
  allowDonationsWithoutTeam: boolean;
  allowUnconfirmedOfflineDonations: boolean;
  isHidden: boolean;
  /** Dollars; null when the organizer set none. */
  defaultTeamCampaignAmount: number | null;
  signupRedirectDate: string | null;
  signupRedirectLink: string | null;
  waiver: string | null;
  crm: { payment: Event['paymentProvider'] };
  eventCategories: PublicEventCategory[];
  sponsors: PublicSponsor[];
  disabledFields: string[];
  optionalFields: string[];
  tshirtSizes: string[];
  activeUntilDate: { donation: string | null; registration: string | null };
  creatorId: string;
  createdAt: string;
};

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Stored JSON written by the event form; anything that is not a {title, text} pair is dropped. */
function readOtherDescriptions(value: unknown): OtherDescription[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    if (typeof item !== 'object' || item === null) return [];
    const { title, text } = item as Record<string, unknown>;
    if (typeof title !== 'string' || typeof text !== 'string') return [];
    if (title.trim() === '' && text.trim() === '') return [];
    return [{ title, text }];
  });
}

export function serializeEvent(event: EventWithRelations, amountRaisedCents: number): PublicEvent {
  const categories = [...event.categories].sort((a, b) => a.position - b.position || a.id.localeCompare(b.id));
  return {
    _id: event.id,
    eventType: event.eventType,
    title: event.title,
    description: event.description,
    dateTime: iso(event.dateTime),
    timeZone: event.timeZone,
    location: event.location,
    targetFund: centsToDollars(event.targetFundCents),
    amountRaised: centsToDollars(amountRaisedCents),
    pictures: event.pictures,
    videos: event.videos,
    headerPicture: event.headerPicture,
    headerOverlay: event.headerOverlay,
    countdown: event.countdown,
    autoScrollMedia: event.autoScrollMedia,
    showTotalDonations: event.showTotalDonations,
    otherDescriptions: readOtherDescriptions(event.otherDescriptions),
    hiddenViews: event.hiddenViews,
    teamCampaignCreationEnabled: event.teamCampaignCreationEnabled,
    allowParticipantsWithoutTeam: event.allowParticipantsWithoutTeam,
    allowDonationsWithoutTeam: event.allowDonationsWithoutTeam,
    allowUnconfirmedOfflineDonations: event.allowUnconfirmedOfflineDonations,
    isHidden: event.isHidden,
    defaultTeamCampaignAmount:
      event.defaultTeamCampaignAmountCents === null ? null : centsToDollars(event.defaultTeamCampaignAmountCents),
    signupRedirectDate: iso(event.signupRedirectDate),
    signupRedirectLink: event.signupRedirectLink,
    waiver: event.waiver,
    crm: { payment: event.paymentProvider },
    eventCategories: categories.map((category) => ({
      id: category.id,
      name: category.name,
      price: centsToDollars(category.priceCents),
    })),
    sponsors: sortSponsorsByPriority(event.sponsors).map((sponsor) => ({
      id: sponsor.id,
      name: sponsor.name,
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
