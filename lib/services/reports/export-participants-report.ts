import 'server-only';
import { PAYMENT_METHOD_LABELS } from './payment-method-labels';
import { db } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import { donationStatusLabel, csvAmount, csvBirthDate, csvDateTime, csvYesNo } from '@/lib/rules/report-cells';
import { signupSaleSelect } from '@/lib/services/signups/signup-result';
import { eventReport, type ReportRequest } from './report-event';
import { csvStreamOfFilledColumns, readPages, type CsvReport, type ReportColumn } from './csv-stream';

// GET /api/report/participants?event={id}: one line per participant of every paid (succeeded)
// sign-up of an event, with every field the sign-up form asks for and the sign-up's category,
// promo code, amounts, billing and transaction. Private data: the creator's CSV only (CONTRACT §1).

const select = {
  id: true,
  createdAt: true,
  parentParticipantId: true,
  firstName: true,
  lastName: true,
  email: true,
  phone: true,
  smsEnabled: true,
  addressSame: true,
  address: true,
  city: true,
  state: true,
  zip: true,
  gender: true,
  birthYear: true,
  birthMonth: true,
  birthDay: true,
  emergencyName: true,
  emergencyPhone: true,
  emergencyRelationship: true,
  shirtSize: true,
  baseAmountCents: true,
  discountCents: true,
  totalAmountCents: true,
  promoCode: true,
  checkedInAt: true,
  ticketToken: true,
  teamCampaign: { select: { title: true } },
  signup: {
    select: {
      id: true,
      status: true,
      amountRefundedCents: true,
      createdAt: true,
      ...signupSaleSelect,
      billingFirstName: true,
      billingLastName: true,
      billingAddress: true,
      billingCity: true,
      billingState: true,
      billingPostal: true,
      waiverAccepted: true,
      teamCampaign: { select: { title: true } },
    },
  },
} satisfies Prisma.ParticipantSelect;

type ParticipantRow = Prisma.ParticipantGetPayload<{ select: typeof select }>;

/** Columns the participants report keeps even when every row leaves them empty. */
const ALWAYS_KEPT_COLUMNS = ['Status'];

function participantColumns(event: { timeZone: string; waiver: string | null }): ReportColumn<ParticipantRow>[] {
  const hasWaiver = Boolean(event.waiver?.trim());
  return [
    ['Signup Date', (row) => csvDateTime(row.signup.createdAt, event.timeZone)],
    ['Time Zone', () => event.timeZone],
    ['Signup ID', (row) => row.signup.id],
    ['Main Participant', (row) => csvYesNo(row.parentParticipantId === null)],
    ['First Name', (row) => row.firstName],
    ['Last Name', (row) => row.lastName],
    ['Email', (row) => row.email],
    ['Phone', (row) => row.phone],
    ['SMS Enabled', (row) => csvYesNo(row.smsEnabled)],
    ['Address Same As Main', (row) => csvYesNo(row.addressSame)],
    ['Address', (row) => row.address ?? ''],
    ['City', (row) => row.city ?? ''],
    ['State', (row) => row.state ?? ''],
    ['Zip', (row) => row.zip ?? ''],
    ['Gender', (row) => row.gender ?? ''],
    ['Birth Date', (row) => csvBirthDate(row.birthYear, row.birthMonth, row.birthDay)],
    ['Emergency Name', (row) => row.emergencyName ?? ''],
    ['Emergency Phone', (row) => row.emergencyPhone ?? ''],
    ['Emergency Relationship', (row) => row.emergencyRelationship ?? ''],
    ['Shirt Size', (row) => row.shirtSize ?? ''],
    ['Team Campaign', (row) => row.teamCampaign?.title ?? row.signup.teamCampaign?.title ?? ''],
    ['Category', (row) => row.signup.categoryName],
    ['Purpose', (row) => row.signup.purpose ?? ''],
    ['Promo Code', (row) => row.promoCode ?? row.signup.promoCode ?? ''],
    ['Base Amount', (row) => csvAmount(row.baseAmountCents)],
    ['Discount', (row) => csvAmount(row.discountCents)],
    ['Total Amount', (row) => csvAmount(row.totalAmountCents)],
    ['Signup Base Amount', (row) => csvAmount(row.signup.baseAmountCents)],
    ['Signup Discount', (row) => csvAmount(row.signup.discountCents)],
    ['Signup Total Amount', (row) => csvAmount(row.signup.totalAmountCents)],
    ['Fee Covered', (row) => csvYesNo(row.signup.payFees)],
    ['Fee Percentage', (row) => String(row.signup.feePercentage)],
    ['Billing First Name', (row) => row.signup.billingFirstName ?? ''],
    ['Billing Last Name', (row) => row.signup.billingLastName ?? ''],
    ['Billing Address', (row) => row.signup.billingAddress ?? ''],
    ['Billing City', (row) => row.signup.billingCity ?? ''],
    ['Billing State', (row) => row.signup.billingState ?? ''],
    ['Billing Postal', (row) => row.signup.billingPostal ?? ''],
    // Blank where the event has no waiver: there was nothing to accept (and the column then drops).
    ['Waiver Accepted', (row) => (hasWaiver ? csvYesNo(row.signup.waiverAccepted) : '')],
    ['Transaction ID', (row) => row.signup.transactionId],
    ['Payment Method', (row) => PAYMENT_METHOD_LABELS[row.signup.method]],
    ['Refunded', (row) => csvAmount(row.signup.amountRefundedCents)],
    ['Status', (row) => donationStatusLabel(row.signup)],
    // Event day (CONTRACT §7): when the participant was checked in at the door, and their ticket.
    ['Checked in at', (row) => (row.checkedInAt ? csvDateTime(row.checkedInAt, event.timeZone) : '')],
    ['Ticket', (row) => row.ticketToken],
  ];
}

/**
 * The participants report of an event, in sign-up order (each sign-up's main participant first),
 * for its creator only: 401 without a user, 404 for an unknown event, 403 for anyone else.
 */
export function exportParticipantsReport(request: ReportRequest): Promise<CsvReport> {
  return eventReport(request, 'participants', (event, pageSize) => {
    const openPages = () =>
      readPages<ParticipantRow>(
        (page) =>
          db.participant.findMany({
            // Cancelled registrations stay on the organizer's record, marked (CONTRACT §5).
            where: { eventId: event.id, signup: { status: { in: ['succeeded', 'cancelled'] } } },
            orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
            ...page,
            select,
          }),
        pageSize,
      );
    // A column empty in every row is left out (by emptiness: whatever columns are added later);
    // Status always stays.
    return csvStreamOfFilledColumns(participantColumns(event), openPages, ALWAYS_KEPT_COLUMNS);
  });
}
