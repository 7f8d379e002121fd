import 'server-only';
import { conflict, notFound } from '@/lib/app-error';
import type { Db } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import { isRegistrationOpen } from '@/lib/rules/activity';
import { EVENT_NOT_FOUND, REGISTRATION_CLOSED, SIGNUP_MOVED, SIGNUP_MOVED_LINK } from '@/lib/rules/messages';
import { signupRedirectAt } from '@/lib/rules/signup-redirect';
import { isPlausibleId } from '@/lib/rules/ids';

/** What a signup needs to know about its event. */
export const signupEventSelect = {
  id: true,
  title: true,
  eventType: true,
  dateTime: true,
  activeUntilRegistration: true,
  signupRedirectDate: true,
  signupRedirectLink: true,
  waiver: true,
  disabledFields: true,
  optionalFields: true,
  tshirtSizes: true,
  allowParticipantsWithoutTeam: true,
  paymentProvider: true,
  emailTemplateParticipation: true,
  // The confirmation email's date, place, .ics link and "Start fundraising" link (signup-onward.ts).
  timeZone: true,
  location: true,
  teamCampaignCreationEnabled: true,
} satisfies Prisma.EventSelect;

export type SignupEvent = Prisma.EventGetPayload<{ select: typeof signupEventSelect }>;

type Reader = Db | Prisma.TransactionClient;

/** The event `eventId` people sign up for: 404 for an unknown id and for a fundraiser (no sign-ups there). */
export async function findSignupEvent(reader: Reader, eventId: string): Promise<SignupEvent> {
  const event = isPlausibleId(eventId)
    ? await reader.event.findUnique({ where: { id: eventId }, select: signupEventSelect })
    : null;
  if (!event || event.eventType !== 'eventDriven') throw notFound(EVENT_NOT_FOUND);
  return event;
}

/**
 * Refuses a signup at `at` when the organizer moved sign-ups elsewhere (409 with code 1 and the
 * link, spec §8) or registration is closed (the activity rule, lib/rules/activity.ts).
 */
export function assertSignupOpen(event: SignupEvent, at: Date): void {
  const redirect = signupRedirectAt(event, at);
  if (redirect.code === 1) throw conflict(SIGNUP_MOVED, { ...redirect, linkText: SIGNUP_MOVED_LINK });
  const window = { dateTime: event.dateTime, activeUntilDate: { registration: event.activeUntilRegistration } };
  if (!isRegistrationOpen(window, at)) throw conflict(REGISTRATION_CLOSED);
}
