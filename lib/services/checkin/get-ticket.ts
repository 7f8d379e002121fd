import 'server-only';
import { db } from '@/lib/db';
import { isPlausibleTicket } from '@/lib/rules/tickets';
import type { TicketPage } from './ticket-view';
import { ticketQrSvg } from './ticket-qr';

/** The ticket page's facts, by its token (public: the token is the key); null when none. */
export async function getTicket({ token }: { token: string }): Promise<TicketPage | null> {
  if (!isPlausibleTicket(token)) return null;
  const row = await db.participant.findUnique({
    where: { ticketToken: token },
    select: {
      ticketToken: true,
      firstName: true,
      lastName: true,
      shirtSize: true,
      checkedInAt: true,
      signup: { select: { categoryName: true, status: true } },
      event: { select: { id: true, title: true, dateTime: true, timeZone: true, location: true } },
    },
  });
  if (!row) return null;
  const cancelled = row.signup.status === 'cancelled';
  return {
    token: row.ticketToken,
    firstName: row.firstName,
    lastName: row.lastName,
    category: row.signup.categoryName,
    shirtSize: row.shirtSize,
    checkedInAt: row.checkedInAt?.toISOString() ?? null,
    cancelled,
    event: {
      id: row.event.id,
      title: row.event.title,
      dateTime: row.event.dateTime?.toISOString() ?? null,
      timeZone: row.event.timeZone,
      location: row.event.location,
    },
    // A cancelled ticket shows no code to scan.
    qrSvg: cancelled ? null : await ticketQrSvg(row.ticketToken),
  };
}

/** Whether a token names a ticket that may show its code (not cancelled). */
export async function ticketShowsCode(token: string): Promise<boolean> {
  if (!isPlausibleTicket(token)) return false;
  const row = await db.participant.findUnique({
    where: { ticketToken: token },
    select: { signup: { select: { status: true } } },
  });
  return !!row && row.signup.status !== 'cancelled';
}
