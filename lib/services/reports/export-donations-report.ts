import 'server-only';
import { PAYMENT_METHOD_LABELS } from './payment-method-labels';
import { db } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import { DONATION_TARGET_TYPE } from '@/lib/rules/constants';
import { csvAmount, csvBirthDate, csvDateTime, csvYesNo, donationStatusLabel } from '@/lib/rules/report-cells';
import { eventReport, type ReportRequest } from './report-event';
import { csvStream, readPages, type CsvReport, type ReportColumn } from './csv-stream';

// GET /api/report/donations?event={id}: every donation of an event and everything under it that
// took money (online and offline), with the donor's contact details: the one place they leave
// the database (CONTRACT §1, private data). Refunded ones stay, with what was refunded and their
// status (CONTRACT §5); pending and failed ones took no money and are left out.

const select = {
  id: true,
  targetType: true,
  transactionDate: true,
  firstName: true,
  lastName: true,
  email: true,
  phone: true,
  address: true,
  city: true,
  state: true,
  zip: true,
  birthYear: true,
  birthMonth: true,
  birthDay: true,
  anonymous: true,
  message: true,
  baseAmountCents: true,
  totalAmountCents: true,
  payFees: true,
  method: true,
  transactionId: true,
  status: true,
  amountRefundedCents: true,
  disputeStatus: true,
  teamCampaign: { select: { title: true } },
  indieCampaign: { select: { title: true } },
  recordedBy: { select: { name: true } },
  planId: true,
} satisfies Prisma.DonationSelect;

type DonationRow = Prisma.DonationGetPayload<{ select: typeof select }>;

function targetOf(row: DonationRow, eventTitle: string): [type: string, title: string] {
  if (row.targetType === DONATION_TARGET_TYPE.indieCampaign)
    return ['Individual campaign', row.indieCampaign?.title ?? '(deleted campaign)'];
  if (row.targetType === DONATION_TARGET_TYPE.teamCampaign)
    return ['Team campaign', row.teamCampaign?.title ?? '(deleted campaign)'];
  return ['Event', eventTitle];
}

function donationColumns(event: { title: string; timeZone: string }): ReportColumn<DonationRow>[] {
  return [
    ['Date', (row) => csvDateTime(row.transactionDate, event.timeZone)],
    ['Time Zone', () => event.timeZone],
    ['First Name', (row) => row.firstName],
    ['Last Name', (row) => row.lastName],
    ['Email', (row) => row.email ?? ''],
    ['Phone', (row) => row.phone ?? ''],
    ['Address', (row) => row.address ?? ''],
    ['City', (row) => row.city ?? ''],
    ['State', (row) => row.state ?? ''],
    ['Zip', (row) => row.zip ?? ''],
    ['Birth Date', (row) => csvBirthDate(row.birthYear, row.birthMonth, row.birthDay)],
    ['Target Type', (row) => targetOf(row, event.title)[0]],
    ['Target', (row) => targetOf(row, event.title)[1]],
    ['Team Campaign', (row) => row.teamCampaign?.title ?? ''],
    ['Individual Campaign', (row) => row.indieCampaign?.title ?? ''],
    ['Base Amount', (row) => csvAmount(row.baseAmountCents)],
    ['Fee', (row) => csvAmount(row.totalAmountCents - row.baseAmountCents)],
    ['Total Amount', (row) => csvAmount(row.totalAmountCents)],
    ['Fee Covered', (row) => csvYesNo(row.payFees)],
    ['Anonymous', (row) => csvYesNo(row.anonymous)],
    ['Message', (row) => row.message ?? ''],
    ['Refunded', (row) => csvAmount(row.amountRefundedCents)],
    ['Status', (row) => donationStatusLabel(row)],
    ['Transaction ID', (row) => row.transactionId],
    ['Online/Offline', (row) => (row.method === 'offline' ? 'Offline' : 'Online')],
    ['Payment Method', (row) => PAYMENT_METHOD_LABELS[row.method]],
    // A monthly plan's gifts (its first and every installment) name their plan (CONTRACT §6).
    ['Recurring Plan', (row) => row.planId ?? ''],
    ['Recorded By', (row) => (row.method === 'offline' ? (row.recordedBy?.name ?? '') : '')],
  ];
}

/**
 * The donations report of an event or fundraiser, oldest first, for its creator only: 401
 * without a user, 404 for an unknown event, 403 for anyone else, all before the first byte.
 */
export function exportDonationsReport(request: ReportRequest): Promise<CsvReport> {
  return eventReport(request, 'donations', (event, pageSize) => {
    const pages = readPages<DonationRow>(
      (page) =>
        db.donation.findMany({
          where: { eventId: event.id, status: { in: ['succeeded', 'partially_refunded', 'refunded'] } },
          orderBy: [{ transactionDate: 'asc' }, { id: 'asc' }],
          ...page,
          select,
        }),
      pageSize,
    );
    return csvStream(donationColumns(event), pages);
  });
}
