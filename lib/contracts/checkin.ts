// Event day (CONTRACT §7): check-in at the door, by the event's creator (and admins). See contract.ts.
// A refused scan answers its `status` next to `error`: 409 {status: "already", checkedInAt} or
// {status: "cancelled"}, 404 {status: "not_found"} (a code of no ticket of this event).
import type {
  CheckInCounts,
  CheckInOk,
  CheckInRefusal,
  CheckInSearchResult,
  CheckInUndone,
} from '@/lib/services/checkin/checkin-view';
import type { checkInSchema, checkInSearchSchema } from '@/lib/validation/checkin';
import { answer, body, defineContract, failure, query } from './contract';
import { segment } from './segment';

/** POST /api/event/{eventId}/checkin {ticket} — check a ticket in: 200 ok the first time, 409 after. */
export const checkInCall = defineContract({
  method: 'POST',
  path: ({ eventId }: { eventId: string }) => `/api/event/${segment(eventId)}/checkin`,
  body: body<typeof checkInSchema>(),
  answer: answer<CheckInOk>(),
  failure: failure<CheckInRefusal>(),
});

/** DELETE /api/event/{eventId}/checkin/{ticket} — undo a check-in. */
export const undoCheckInCall = defineContract({
  method: 'DELETE',
  path: ({ eventId, ticket }: { eventId: string; ticket: string }) =>
    `/api/event/${segment(eventId)}/checkin/${segment(ticket)}`,
  answer: answer<CheckInUndone>(),
  failure: failure<{ status: 'not_found' | 'not_checked_in' }>(),
});

/** GET /api/event/{eventId}/checkin — {registered, checkedIn}. */
export const checkInCountsCall = defineContract({
  method: 'GET',
  path: ({ eventId }: { eventId: string }) => `/api/event/${segment(eventId)}/checkin`,
  answer: answer<CheckInCounts>(),
});

/** GET /api/event/{eventId}/checkin/search?q= — participants by name, email or ticket (creator only). */
export const checkInSearchCall = defineContract({
  method: 'GET',
  path: ({ eventId }: { eventId: string }) => `/api/event/${segment(eventId)}/checkin/search`,
  query: query<typeof checkInSearchSchema>(),
  answer: answer<CheckInSearchResult>(),
});
