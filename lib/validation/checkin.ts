// The bodies and queries of the check-in calls (CONTRACT §7).
import { z } from 'zod';
import { TICKET_REQUIRED } from '../rules/messages';

/** A scanned or typed code: the token, or the /ticket/{token} address holding it. */
const ticketCode = z
  .string({ error: TICKET_REQUIRED })
  .trim()
  .min(1, { error: TICKET_REQUIRED })
  .max(2000, { error: TICKET_REQUIRED });

/** POST /api/event/{eventId}/checkin {ticket} */
export const checkInSchema = z.object({ ticket: ticketCode });

/** GET /api/event/{eventId}/checkin/search?q= (a name, an email or a ticket code) */
export const checkInSearchSchema = z.object({ q: z.string().trim().max(200).optional().default('') });

export type CheckInInput = z.output<typeof checkInSchema>;
