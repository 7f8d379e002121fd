// The event and fundraiser calls (fundraising spec §1–§2, CONTRACT §4): creating, changing and
// deleting them, their public JSON and lists, promo codes and test emails. See contract.ts.
import type {
  CreateEventResult,
  DeleteEventResult,
  EventTotalsResult,
  PromoCheckResult,
  PromoCodesResult,
  PublicDonation,
  PublicEvent,
  PublicTeamCampaign,
  RefreshEventCacheResult,
  TestEmailResult,
  UpdateEventResult,
} from '@/lib/services/events/event-view';
import type { donationListQuerySchema, eventListQuerySchema } from '@/lib/validation/event-list-query';
import type {
  deleteEventSchema,
  newEventSchema,
  promoCheckSchema,
  testEmailSchema,
  upsertEventSchema,
} from '@/lib/validation/event';
import { answer, answerThrough, body, bodyCheckedByService, defineContract, query, type Codec } from './contract';
import { promoTerms } from './money';
import { segment } from './segment';

/**
 * POST /api/create_event — create an event or fundraiser (Organizers). The service picks the
 * schema by the body's eventType once it knows the caller may create (403 before 400).
 */
export const createEventCall = defineContract({
  method: 'POST',
  path: () => '/api/create_event',
  body: bodyCheckedByService<typeof newEventSchema, Record<string, unknown>>(),
  answer: answer<CreateEventResult>(),
});

/** POST /api/upsert_event — change an event {id, event}; what the event leaves out keeps its value. */
export const updateEventCall = defineContract({
  method: 'POST',
  path: () => '/api/upsert_event',
  body: body<typeof upsertEventSchema>(),
  answer: answer<UpdateEventResult>(),
});

/** POST /api/delete_event — delete an event {id} that took no money. */
export const deleteEventCall = defineContract({
  method: 'POST',
  path: () => '/api/delete_event',
  body: body<typeof deleteEventSchema>(),
  answer: answer<DeleteEventResult>(),
});

/** GET /api/event/{id} — an event's public JSON. */
export const getEventCall = defineContract({
  method: 'GET',
  path: ({ id }: { id: string }) => `/api/event/${segment(id)}`,
  answer: answer<{ event: PublicEvent }>(),
});

/** GET /api/event/can_edit/{id} — is the visitor the event's creator? */
export const canEditEventCall = defineContract({
  method: 'GET',
  path: ({ id }: { id: string }) => `/api/event/can_edit/${segment(id)}`,
  answer: answer<{ canEdit: boolean }>(),
});

/** The promo check's answer: its terms in hundredths here, dollars or percent in the JSON. */
const promoCheckCodec: Codec<PromoCheckResult, PromoCheckResult> = {
  encode: (result) => ({ ...result, promoInfo: promoTerms.encode(result.promoInfo) }),
  decode: (result) => ({ ...result, promoInfo: promoTerms.decode(result.promoInfo) }),
};

/** POST /api/event/checkpromocode — an event's unexpired promo code {promoCode, eventId}; 404 'Invalid Promo Code' otherwise. */
export const checkPromoCodeCall = defineContract({
  method: 'POST',
  path: () => '/api/event/checkpromocode',
  body: body<typeof promoCheckSchema>(),
  answer: answerThrough(promoCheckCodec),
});

const promoCodesCodec: Codec<PromoCodesResult, PromoCodesResult> = {
  encode: (result) => ({ ...result, promoCodes: result.promoCodes.map(promoTerms.encode) }),
  decode: (result) => ({ ...result, promoCodes: result.promoCodes.map(promoTerms.decode) }),
};

/** GET /api/event/get_promo_code/{eventId} — every promo code of an event (its creator). */
export const getPromoCodesCall = defineContract({
  method: 'GET',
  path: ({ eventId }: { eventId: string }) => `/api/event/get_promo_code/${segment(eventId)}`,
  answer: answerThrough(promoCodesCodec),
});

/** GET /api/event/get_donations/{id}?count — an event's latest donations, public fields only. */
export const eventDonationsCall = defineContract({
  method: 'GET',
  path: ({ id }: { id: string }) => `/api/event/get_donations/${segment(id)}`,
  query: query<typeof donationListQuerySchema>(),
  answer: answer<{ donations: PublicDonation[] }>(),
});

/** GET /api/event/get_teamcampaigns/{eventId} — its team campaigns, biggest first. */
export const eventTeamCampaignsCall = defineContract({
  method: 'GET',
  path: ({ eventId }: { eventId: string }) => `/api/event/get_teamcampaigns/${segment(eventId)}`,
  answer: answer<{ teamCampaigns: PublicTeamCampaign[] }>(),
});

/** GET /api/event/get_total/{id} — dollars raised by an event and everything under it. */
export const eventTotalCall = defineContract({
  method: 'GET',
  path: ({ id }: { id: string }) => `/api/event/get_total/${segment(id)}`,
  answer: answer<EventTotalsResult>(),
});

/** GET /api/event/multiple?eventType&isHidden&count — listed events, newest first. */
export const listEventsCall = defineContract({
  method: 'GET',
  path: () => '/api/event/multiple',
  query: query<typeof eventListQuerySchema>(),
  answer: answer<{ events: PublicEvent[] }>(),
});

/** POST /api/event/revalidate/{id} — expire an event's cached pages now. */
export const refreshEventCacheCall = defineContract({
  method: 'POST',
  path: ({ id }: { id: string }) => `/api/event/revalidate/${segment(id)}`,
  answer: answer<RefreshEventCacheResult>(),
});

/**
 * PUT /api/send_test_email_donation and /api/send_test_email_signup — mail a test of a template
 * to the sender's own address. The service reads the body once it knows who may send.
 */
export const sendTestEmailCalls = {
  donation: defineContract({
    method: 'PUT',
    path: () => '/api/send_test_email_donation',
    body: bodyCheckedByService<typeof testEmailSchema>(),
    answer: answer<TestEmailResult>(),
  }),
  participation: defineContract({
    method: 'PUT',
    path: () => '/api/send_test_email_signup',
    body: bodyCheckedByService<typeof testEmailSchema>(),
    answer: answer<TestEmailResult>(),
  }),
};
