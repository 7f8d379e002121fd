import type { z } from 'zod';
import {
  DEFAULT_TIME_ZONE,
  MAX_EVENT_OTHER_DESCRIPTIONS,
  MAX_FUNDRAISER_OTHER_DESCRIPTIONS,
  type EventType,
} from '@/lib/rules/constants';
import { defaultPromoExpiry } from '@/lib/rules/promo-codes';
import { DEFAULT_GIVING_FREQUENCIES } from '@/lib/rules/recurring';
import { eventSchema, type EventInput, type newEventSchema } from '@/lib/validation/event';
import { formDefaults, type SchemaFormValues } from '@/lib/validation/form-values';
import { fromWallTime, toWallTime } from './zoned-time';

// What the event and fundraiser forms hold (strings, as inputs give them; dates as wall times in
// the event's time zone), and the conversions to and from the event object of the calls.
// The shared schema validates these raw values in the browser and the payload on the server.

/** The form's values: the event schema's input, with text where the user types (lib/validation/form-values). */
export type EventFormValues = SchemaFormValues<typeof eventSchema>;

/** The request body of create_event (and the `event` of upsert_event). */
export type EventPayload = z.input<typeof newEventSchema> & Record<string, unknown>;

const DAY = 24 * 60 * 60 * 1000;
/** A fundraiser runs three months unless the organizer says otherwise. */
const FUNDRAISER_DAYS = 90;

export const SHIRT_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;

const descriptionSlots = (kind: EventType) =>
  kind === 'fundraiserDriven' ? MAX_FUNDRAISER_OTHER_DESCRIPTIONS : MAX_EVENT_OTHER_DESCRIPTIONS;

/** Always as many title/text pairs as the kind allows, blank ones included (they are not saved). */
function padDescriptions(pairs: Array<{ title: string; text: string }>, kind: EventType) {
  const slots = descriptionSlots(kind);
  return [...pairs, ...Array.from({ length: slots }, () => ({ title: '', text: '' }))].slice(
    0,
    Math.max(slots, pairs.length),
  );
}

export const blankCategory = () => ({ id: '', name: '', price: '', capacity: '' });

/** A new code row; it expires with the event (`eventWallTime`, as the form holds its date) when that is ahead. */
export const blankPromoCode = (timeZone: string, eventWallTime = '', now = new Date()) => {
  const eventInstant = eventWallTime ? fromWallTime(eventWallTime, timeZone) : null;
  return {
    code: '',
    promoType: 'perItemPriceCut' as const,
    value: '',
    expiration: toWallTime(defaultPromoExpiry(now, eventInstant ? new Date(eventInstant) : null), timeZone),
  };
};

export const blankSponsor = (priority: number) => ({
  id: '',
  name: '',
  link: '',
  picture: '',
  priority: String(priority),
});

type ParticipantFieldGroups = EventFormValues['disabledFields'];

const withShirtSizeOff = (groups: ParticipantFieldGroups): ParticipantFieldGroups =>
  groups.includes('shirtSize') ? [...groups] : [...groups, 'shirtSize'];

/**
 * A new event or fundraiser: the schema's defaults, one empty category row for an event, and
 * the T-shirt question off (no sizes chosen yet; offering sizes is one untick away).
 */
export function newEventFormValues(kind: EventType, now = new Date()): EventFormValues {
  const defaults = formDefaults(eventSchema);
  return {
    ...defaults,
    disabledFields: withShirtSizeOff(defaults.disabledFields),
    eventType: kind,
    dateTime:
      kind === 'fundraiserDriven' ? toWallTime(new Date(now.getTime() + FUNDRAISER_DAYS * DAY), DEFAULT_TIME_ZONE) : '',
    otherDescriptions: padDescriptions([], kind),
    eventCategories: kind === 'eventDriven' ? [blankCategory()] : [],
    givingFrequencies: [...DEFAULT_GIVING_FREQUENCIES],
    defaultGivingFrequency: 'once',
  };
}

const amountText = (amount: number | null | undefined) =>
  amount === null || amount === undefined ? '' : String(amount);

/** A stored event (as getEventForEditing gives it) in the form. */
export function toEventFormValues(event: EventInput): EventFormValues {
  const zone = event.timeZone;
  return {
    ...newEventFormValues(event.eventType),
    eventType: event.eventType,
    title: event.title,
    location: event.location,
    description: event.description,
    targetFund: amountText(event.targetFund),
    dateTime: toWallTime(event.dateTime, zone),
    timeZone: zone,
    otherDescriptions: padDescriptions(event.otherDescriptions, event.eventType),
    pictures: event.pictures,
    videos: event.videos,
    headerPicture: event.headerPicture ?? '',
    headerOverlay: event.headerOverlay ?? '',
    // A countdown hidden through hiddenViews (an API client's way) shows as its own box, unticked:
    // the form has no hiddenViews box for it, and saving writes the same page either way.
    countdown: event.countdown && !event.hiddenViews.includes('countdown'),
    autoScrollMedia: event.autoScrollMedia,
    showTotalDonations: event.showTotalDonations,
    teamCampaignCreationEnabled: event.teamCampaignCreationEnabled,
    allowParticipantsWithoutTeam: event.allowParticipantsWithoutTeam,
    allowDonationsWithoutTeam: event.allowDonationsWithoutTeam,
    allowUnconfirmedOfflineDonations: event.allowUnconfirmedOfflineDonations,
    givingFrequencies: event.givingFrequencies ?? [...DEFAULT_GIVING_FREQUENCIES],
    defaultGivingFrequency: event.defaultGivingFrequency ?? 'once',
    isHidden: event.isHidden,
    defaultTeamCampaignAmount: amountText(event.defaultTeamCampaignAmount),
    signupRedirectDate: toWallTime(event.signupRedirectDate, zone),
    signupRedirectLink: event.signupRedirectLink ?? '',
    waiver: event.waiver ?? '',
    crm: { payment: event.crm.payment },
    emailTemplate: { ...event.emailTemplate },
    eventCategories: event.eventCategories.map((category) => ({
      id: category.id ?? '',
      name: category.name,
      price: amountText(category.price),
      capacity: amountText(category.capacity),
    })),
    promoCodes: event.promoCodes.map((promo) => ({
      code: promo.code,
      promoType: promo.promoType,
      value: amountText(promo.value),
      expiration: toWallTime(promo.expiration, zone),
    })),
    sponsors: event.sponsors.map((sponsor) => ({
      id: sponsor.id ?? '',
      name: sponsor.name,
      link: sponsor.link ?? '',
      picture: sponsor.picture ?? '',
      priority: String(sponsor.priority),
    })),
    hiddenViews: event.hiddenViews.filter((view) => view !== 'countdown'),
    // An event with no sizes never asked the T-shirt question (signupQuestionsFor): the form says so.
    disabledFields: event.tshirtSizes?.length ? event.disabledFields : withShirtSizeOff(event.disabledFields),
    optionalFields: event.optionalFields,
    tshirtSizes: event.tshirtSizes ?? [],
    activeUntilDate: {
      donation: toWallTime(event.activeUntilDate?.donation, zone),
      registration: toWallTime(event.activeUntilDate?.registration, zone),
    },
  };
}

/** '' stays '' (the schema says 'required' or treats it as none); anything else is a number. */
const amount = (text: string): number | string => (text.trim() === '' ? '' : Number(text));

/** The form's values as the event object of the calls: numbers, and instants for the wall times. */
export function toEventPayload(values: EventFormValues): EventPayload {
  const zone = values.timeZone;
  // An unreadable wall time is sent as typed, so the server answers with the field's error.
  const instant = (wall: string) => (wall.trim() === '' ? null : (fromWallTime(wall, zone) ?? wall));
  return {
    ...values,
    targetFund: amount(values.targetFund),
    dateTime: instant(values.dateTime),
    defaultTeamCampaignAmount: amount(values.defaultTeamCampaignAmount),
    signupRedirectDate: instant(values.signupRedirectDate),
    eventCategories: values.eventCategories.map(({ id, ...category }) => ({
      ...(id ? { id } : {}),
      ...category,
      price: amount(category.price),
      // Empty is no limit (null clears a capacity set before).
      capacity: category.capacity.trim() === '' ? null : Number(category.capacity),
    })),
    promoCodes: values.promoCodes.map((promo) => ({
      ...promo,
      value: amount(promo.value),
      expiration: instant(promo.expiration),
    })),
    sponsors: values.sponsors.map(({ id, ...sponsor }) => ({
      ...(id ? { id } : {}),
      ...sponsor,
      priority: amount(sponsor.priority),
    })),
    activeUntilDate: {
      donation: instant(values.activeUntilDate.donation),
      registration: instant(values.activeUntilDate.registration),
    },
  };
}
