// The answers of the check-in calls (CONTRACT §7). Types only: pages and components import these.

export type CheckedInParticipant = { firstName: string; lastName: string; category: string };

/** 200 of POST /api/event/{eventId}/checkin: the first scan of a ticket. */
export type CheckInOk = { status: 'ok'; participant: CheckedInParticipant };

/** The extra fields of a refused scan's answer, next to `error` (409 already/cancelled, 404 not_found). */
export type CheckInRefusal =
  { status: 'already'; checkedInAt: string } | { status: 'cancelled' } | { status: 'not_found' };

/** 200 of DELETE /api/event/{eventId}/checkin/{ticket}: the check-in was undone. */
export type CheckInUndone = { status: 'undone'; participant: CheckedInParticipant };

/** GET /api/event/{eventId}/checkin: participants of registrations not cancelled, and those checked in. */
export type CheckInCounts = { registered: number; checkedIn: number };

/** One participant found by GET /api/event/{eventId}/checkin/search. */
export type CheckInSearchRow = {
  ticket: string;
  firstName: string;
  lastName: string;
  email: string;
  category: string;
  shirtSize: string | null;
  checkedInAt: string | null;
  cancelled: boolean;
};

export type CheckInSearchResult = { participants: CheckInSearchRow[] };

export type DoorEvent = { id: string; title: string; dateTime: string | null; timeZone: string; location: string };

/** The check-in page (/event/{eventId}/checkin). */
export type CheckInDesk = { event: DoorEvent; counts: CheckInCounts };

/** The printable door list (/event/{eventId}/door_list). */
export type DoorList = {
  event: DoorEvent;
  participants: Array<{
    firstName: string;
    lastName: string;
    category: string;
    shirtSize: string | null;
    checkedInAt: string | null;
    ticket: string;
  }>;
};
