import 'server-only';
import { randomUUID } from 'node:crypto';
import { conflict, forbidden, notFound, unauthorized } from '@/lib/app-error';
import type { CurrentUser } from '@/lib/auth';
import { db } from '@/lib/db';
import { isPlausibleId } from '@/lib/rules/ids';
import { isPlausibleTicket } from '@/lib/rules/tickets';
import {
  CHECKIN_CREATOR_ONLY,
  EVENT_NOT_FOUND,
  TICKET_CANCELLED,
  TICKET_NOT_CHECKED_IN,
  TICKET_NOT_FOUND,
  alreadyCheckedIn,
} from '@/lib/rules/messages';
import { isAdmin } from '@/lib/services/accounts/is-admin';
import type {
  CheckInCounts,
  CheckInOk,
  CheckInSearchResult,
  CheckInUndone,
  CheckedInParticipant,
} from './checkin-view';

// Check-in at the door (CONTRACT §7). A scan is ONE conditional UPDATE: it sets checkedInAt only
// where the ticket is of this event, not checked in yet and its registration not cancelled, and
// logs the scan in the same statement; so twenty scans of one ticket at once give exactly one
// `ok` (Hi.Events read then wrote, and two scans could both pass). Only when it changed nothing
// is the ticket read, to say why (already, cancelled, not of this event), and that scan logged.

type ScanResult = 'ok' | 'already' | 'cancelled' | 'not_found' | 'undone';

/** The token of a scanned code: the code itself, or the last part of a /ticket/{token} address. */
export function ticketOfCode(code: string): string {
  const text = code.trim();
  const match = /\/ticket\/([A-Za-z0-9_-]+)/.exec(text);
  return match ? match[1] : text;
}

export function mayCheckIn(user: CurrentUser, creatorId: string): boolean {
  return user.id === creatorId || isAdmin(user);
}

/** The event, for its creator or an admin: 401, 404, 403 otherwise. */
async function assertDoorKeeper(user: CurrentUser | null, eventId: string) {
  if (!user) throw unauthorized();
  const event = isPlausibleId(eventId)
    ? await db.event.findUnique({ where: { id: eventId }, select: { creatorId: true } })
    : null;
  if (!event) throw notFound(EVENT_NOT_FOUND);
  if (!mayCheckIn(user, event.creatorId)) throw forbidden(CHECKIN_CREATOR_ONLY);
}

const logScan = (eventId: string, participantId: string | null, ticket: string, result: ScanResult, userId: string) =>
  db.checkInScan.create({
    data: { eventId, participantId, ticket: ticket.slice(0, 128), result, scannedById: userId },
    select: { id: true },
  });

type Hit = { id: string; firstName: string; lastName: string; category: string };

const participantOf = (hit: Hit): CheckedInParticipant => ({
  firstName: hit.firstName,
  lastName: hit.lastName,
  category: hit.category,
});

/** 8:42 AM in the event's time zone. */
function clockTime(at: Date, timeZone: string): string {
  try {
    return at.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', timeZone });
  } catch {
    return at.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
  }
}

/**
 * The one write of a first scan, with its log row, for the event's creator (or an admin): the
 * event's creator, and the participant when the ticket was checked in now. No row: no such event.
 */
async function markCheckedIn(
  eventId: string,
  ticket: string,
  user: CurrentUser,
  now: Date,
): Promise<{ creatorId: string; hit: Hit | null } | null> {
  const rows = await db.$queryRaw<Array<{ creatorId: string } & { [K in keyof Hit]: Hit[K] | null }>>`
    WITH ev AS (
      SELECT "id", "creatorId" FROM "Event" WHERE "id" = ${eventId}
    ), hit AS (
      UPDATE "Participant" AS p
         SET "checkedInAt" = ${now}, "checkedInById" = ${user.id}
        FROM "Signup" AS s, ev
       WHERE p."ticketToken" = ${ticket}
         AND p."eventId" = ev."id"
         AND p."checkedInAt" IS NULL
         AND s."id" = p."signupId"
         AND s."status" <> 'cancelled'
         AND (ev."creatorId" = ${user.id} OR ${isAdmin(user)}::boolean)
   RETURNING p."id", p."firstName", p."lastName", s."categoryName" AS "category"
    ), logged AS (
      INSERT INTO "CheckInScan" ("id", "eventId", "participantId", "ticket", "result", "scannedById", "createdAt")
      SELECT ${randomUUID()}, ${eventId}, hit."id", ${ticket}, 'ok'::"CheckInResult", ${user.id}, ${now} FROM hit
    )
    SELECT ev."creatorId", hit."id", hit."firstName", hit."lastName", hit."category"
      FROM ev LEFT JOIN hit ON true`;
  const row = rows[0];
  if (!row) return null;
  return {
    creatorId: row.creatorId,
    hit: row.id ? { id: row.id, firstName: row.firstName!, lastName: row.lastName!, category: row.category! } : null,
  };
}

export async function checkIn({
  user,
  eventId,
  code,
  now = new Date(),
}: {
  user: CurrentUser | null;
  eventId: string;
  /** The scanned or typed code. */
  code: string;
  now?: Date;
}): Promise<CheckInOk> {
  if (!user) throw unauthorized();
  const ticket = ticketOfCode(code);
  if (!isPlausibleId(eventId) || !isPlausibleTicket(ticket)) {
    // Who may scan is known before a refusal is logged.
    await assertDoorKeeper(user, eventId);
    await logScan(eventId, null, ticket, 'not_found', user.id);
    throw notFound(TICKET_NOT_FOUND, { status: 'not_found' });
  }
  const userId = user.id;

  // An undo between the write and the read below is the only way round this loop twice.
  for (let round = 0; round < 3; round += 1) {
    // One statement: the event, who may scan it, and the check-in.
    const marked = await markCheckedIn(eventId, ticket, user, now);
    if (!marked) throw notFound(EVENT_NOT_FOUND);
    if (!mayCheckIn(user, marked.creatorId)) throw forbidden(CHECKIN_CREATOR_ONLY);
    if (marked.hit) return { status: 'ok', participant: participantOf(marked.hit) };

    const found = await db.participant.findUnique({
      where: { ticketToken: ticket },
      select: {
        id: true,
        eventId: true,
        checkedInAt: true,
        signup: { select: { status: true } },
        event: { select: { timeZone: true } },
      },
    });
    if (!found || found.eventId !== eventId) {
      await logScan(eventId, null, ticket, 'not_found', userId);
      throw notFound(TICKET_NOT_FOUND, { status: 'not_found' });
    }
    if (found.signup.status === 'cancelled') {
      await logScan(eventId, found.id, ticket, 'cancelled', userId);
      throw conflict(TICKET_CANCELLED, { status: 'cancelled' });
    }
    if (found.checkedInAt) {
      await logScan(eventId, found.id, ticket, 'already', userId);
      throw conflict(alreadyCheckedIn(clockTime(found.checkedInAt, found.event.timeZone)), {
        status: 'already',
        checkedInAt: found.checkedInAt.toISOString(),
      });
    }
  }
  throw conflict(TICKET_NOT_CHECKED_IN, { status: 'not_found' });
}

/** DELETE /api/event/{eventId}/checkin/{ticket}: a mistaken scan undone (logged as `undone`). */
export async function undoCheckIn({
  user,
  eventId,
  code,
}: {
  user: CurrentUser | null;
  eventId: string;
  code: string;
}): Promise<CheckInUndone> {
  await assertDoorKeeper(user, eventId);
  const userId = user!.id;
  const ticket = ticketOfCode(code);
  const rows = isPlausibleTicket(ticket)
    ? await db.$queryRaw<Hit[]>`
        WITH hit AS (
          UPDATE "Participant" AS p
             SET "checkedInAt" = NULL, "checkedInById" = NULL
            FROM "Signup" AS s
           WHERE p."ticketToken" = ${ticket}
             AND p."eventId" = ${eventId}
             AND p."checkedInAt" IS NOT NULL
             AND s."id" = p."signupId"
       RETURNING p."id", p."firstName", p."lastName", s."categoryName" AS "category"
        ), logged AS (
          INSERT INTO "CheckInScan" ("id", "eventId", "participantId", "ticket", "result", "scannedById", "createdAt")
          SELECT ${randomUUID()}, ${eventId}, hit."id", ${ticket}, 'undone'::"CheckInResult", ${userId}, ${new Date()} FROM hit
        )
        SELECT "id", "firstName", "lastName", "category" FROM hit`
    : [];
  if (rows[0]) return { status: 'undone', participant: participantOf(rows[0]) };
  const found = isPlausibleTicket(ticket)
    ? await db.participant.findUnique({ where: { ticketToken: ticket }, select: { eventId: true } })
    : null;
  if (!found || found.eventId !== eventId) throw notFound(TICKET_NOT_FOUND, { status: 'not_found' });
  throw conflict(TICKET_NOT_CHECKED_IN, { status: 'not_checked_in' });
}

/** GET /api/event/{eventId}/checkin: participants of registrations not cancelled, and how many are in. */
export async function checkInCounts({
  user,
  eventId,
}: {
  user: CurrentUser | null;
  eventId: string;
}): Promise<CheckInCounts> {
  await assertDoorKeeper(user, eventId);
  return countCheckIns(eventId);
}

export async function countCheckIns(eventId: string): Promise<CheckInCounts> {
  const [row] = await db.$queryRaw<{ registered: bigint; checkedIn: bigint }[]>`
    SELECT count(*) AS "registered", count(p."checkedInAt") AS "checkedIn"
      FROM "Participant" AS p
      JOIN "Signup" AS s ON s."id" = p."signupId"
     WHERE p."eventId" = ${eventId} AND s."status" <> 'cancelled'`;
  return { registered: Number(row?.registered ?? 0), checkedIn: Number(row?.checkedIn ?? 0) };
}

const SEARCH_LIMIT = 20;

/** GET /api/event/{eventId}/checkin/search?q=: participants by name, email or ticket, for the door. */
export async function searchCheckIn({
  user,
  eventId,
  q,
}: {
  user: CurrentUser | null;
  eventId: string;
  q: string;
}): Promise<CheckInSearchResult> {
  await assertDoorKeeper(user, eventId);
  const text = q.trim();
  if (!text) return { participants: [] };
  const words = text.split(/\s+/).slice(0, 4);
  const ticket = ticketOfCode(text);
  const rows = await db.participant.findMany({
    where: {
      eventId,
      OR: [
        ...(isPlausibleTicket(ticket) ? [{ ticketToken: ticket }] : []),
        { email: { contains: text, mode: 'insensitive' as const } },
        {
          AND: words.map((word) => ({
            OR: [
              { firstName: { contains: word, mode: 'insensitive' as const } },
              { lastName: { contains: word, mode: 'insensitive' as const } },
            ],
          })),
        },
      ],
    },
    orderBy: [{ lastName: 'asc' }, { firstName: 'asc' }, { createdAt: 'asc' }],
    take: SEARCH_LIMIT,
    select: {
      ticketToken: true,
      firstName: true,
      lastName: true,
      email: true,
      shirtSize: true,
      checkedInAt: true,
      signup: { select: { categoryName: true, status: true } },
    },
  });
  return {
    participants: rows.map((row) => ({
      ticket: row.ticketToken,
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      category: row.signup.categoryName,
      shirtSize: row.shirtSize,
      checkedInAt: row.checkedInAt?.toISOString() ?? null,
      cancelled: row.signup.status === 'cancelled',
    })),
  };
}
