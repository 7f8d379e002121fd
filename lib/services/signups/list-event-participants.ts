import 'server-only';
import type { CurrentUser } from '@/lib/auth';
import { db } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import { centsToDollars } from '@/lib/rules/money';
import { MONEY_RECORD_STATUSES } from '@/lib/services/events/money-records';
import { requireEventCreator } from '@/lib/services/events/require-event-creator';
import { isPlausibleId } from '@/lib/rules/ids';
import { notFound } from '@/lib/app-error';
import { EVENT_NOT_FOUND } from '@/lib/rules/messages';

const participantSelect = {
  id: true,
  signupId: true,
  eventId: true,
  teamCampaignId: true,
  parentParticipantId: true,
  firstName: true,
  lastName: true,
  email: true,
  phone: true,
  smsEnabled: true,
  address: true,
  city: true,
  state: true,
  zip: true,
  addressSame: true,
  gender: true,
  birthMonth: true,
  birthDay: true,
  birthYear: true,
  emergencyName: true,
  emergencyPhone: true,
  emergencyRelationship: true,
  shirtSize: true,
  baseAmountCents: true,
  totalAmountCents: true,
  discountCents: true,
  promoCode: true,
  createdAt: true,
  teamCampaign: { select: { title: true } },
  signup: {
    select: { categoryId: true, categoryName: true, purpose: true, transactionId: true, method: true, status: true },
  },
} satisfies Prisma.ParticipantSelect;

type ParticipantRow = Prisma.ParticipantGetPayload<{ select: typeof participantSelect }>;

/** A participant with every field, for the event's creator only (spec §3 Participant, dollars in JSON). */
function serializeParticipant(row: ParticipantRow) {
  return {
    _id: row.id,
    signupId: row.signupId,
    eventId: row.eventId,
    teamCampaignId: row.teamCampaignId,
    teamCampaign: row.teamCampaign?.title ?? null,
    parentParticipant: row.parentParticipantId,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    smsEnabled: row.smsEnabled,
    address: row.address,
    city: row.city,
    state: row.state,
    zip: row.zip,
    addressSame: row.addressSame,
    gender: row.gender,
    birthMonth: row.birthMonth,
    birthDate: row.birthDay,
    birthYear: row.birthYear,
    emergencyName: row.emergencyName,
    emergencyPhone: row.emergencyPhone,
    emergencyRelationship: row.emergencyRelationship,
    shirtSize: row.shirtSize,
    baseAmount: centsToDollars(row.baseAmountCents),
    discount: centsToDollars(row.discountCents),
    totalAmount: centsToDollars(row.totalAmountCents),
    promoCode: row.promoCode,
    eventCategory: row.signup.categoryId,
    eventCategoryName: row.signup.categoryName,
    purpose: row.signup.purpose,
    transactionId: row.signup.transactionId,
    paymentMethod: row.signup.method,
    signupStatus: row.signup.status,
    createdAt: row.createdAt.toISOString(),
  };
}

export type EventParticipant = ReturnType<typeof serializeParticipant>;

/**
 * POST /api/participant {eventId}: every participant of the event's paid or free signups
 * (refunded ones too, marked), with every field, signup by signup, the main participant first.
 * Only the event's creator may (401 logged out, 404 unknown event, 403 anyone else).
 */
export async function listEventParticipants({
  user,
  eventId,
}: {
  user: CurrentUser | null;
  eventId: string;
}): Promise<EventParticipant[]> {
  if (user && !isPlausibleId(eventId)) throw notFound(EVENT_NOT_FOUND);
  await requireEventCreator({ user, eventId });
  const rows = await db.participant.findMany({
    where: { eventId, signup: { status: { in: MONEY_RECORD_STATUSES } } },
    orderBy: [
      { createdAt: 'asc' },
      { signupId: 'asc' },
      { parentParticipantId: { sort: 'asc', nulls: 'first' } },
      { id: 'asc' },
    ],
    select: participantSelect,
  });
  return rows.map(serializeParticipant);
}
