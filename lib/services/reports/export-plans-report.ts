import 'server-only';
import { db } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import { totalWithFee } from '@/lib/rules/fees';
import { declineReasonText } from '@/lib/rules/recurring-words';
import { csvAmount, csvDateTime, csvYesNo } from '@/lib/rules/report-cells';
import { eventReport, type ReportRequest } from './report-event';
import { csvStream, readPages, type CsvReport, type ReportColumn } from './csv-stream';

// GET /api/report/plans?event={id}: every monthly plan of an event (CONTRACT §6), for its creator:
// the donor, what is given how often, its status and why, the next charge, what it has given so
// far. The donations report names each gift's plan by the same id.

const select = {
  id: true,
  createdAt: true,
  firstName: true,
  lastName: true,
  email: true,
  phone: true,
  amountCents: true,
  payFees: true,
  frequency: true,
  status: true,
  nextChargeDate: true,
  lastDeclineCode: true,
  cancelledAt: true,
  cardLast4: true,
  teamCampaignId: true,
  indieCampaignId: true,
  _count: { select: { donations: { where: { status: { in: ['succeeded', 'partially_refunded'] } } } } },
} satisfies Prisma.RecurringPlanSelect;

type PlanRow = Prisma.RecurringPlanGetPayload<{ select: typeof select }>;

function planColumns(timeZone: string, titles: Map<string, string>): ReportColumn<PlanRow>[] {
  return [
    ['Plan', (row) => row.id],
    ['Started', (row) => csvDateTime(row.createdAt, timeZone)],
    ['First Name', (row) => row.firstName],
    ['Last Name', (row) => row.lastName],
    ['Email', (row) => row.email],
    ['Phone', (row) => row.phone ?? ''],
    ['Team Campaign', (row) => (row.teamCampaignId ? (titles.get(row.teamCampaignId) ?? '(deleted campaign)') : '')],
    [
      'Individual Campaign',
      (row) => (row.indieCampaignId ? (titles.get(row.indieCampaignId) ?? '(deleted campaign)') : ''),
    ],
    ['Frequency', (row) => row.frequency],
    ['Gift', (row) => csvAmount(row.amountCents)],
    ['Fee Covered', (row) => csvYesNo(row.payFees)],
    ['Charged Each Time', (row) => csvAmount(totalWithFee(row.amountCents, row.payFees))],
    ['Status', (row) => row.status],
    ['Last Decline', (row) => (row.lastDeclineCode ? declineReasonText(row.lastDeclineCode) : '')],
    ['Next Charge', (row) => (row.status === 'cancelled' ? '' : row.nextChargeDate.toISOString().slice(0, 10))],
    ['Cancelled', (row) => (row.cancelledAt ? csvDateTime(row.cancelledAt, timeZone) : '')],
    ['Gifts Paid', (row) => String(row._count.donations)],
    ['Card', (row) => (row.cardLast4 ? `**** ${row.cardLast4}` : '')],
  ];
}

/** The plans report of an event, oldest first, for its creator only (401, 404, 403 before the first byte). */
export function exportPlansReport(request: ReportRequest): Promise<CsvReport> {
  return eventReport(request, 'plans', async (event, pageSize) => {
    const [teams, indies] = await Promise.all([
      db.teamCampaign.findMany({ where: { eventId: event.id }, select: { id: true, title: true } }),
      db.indieCampaign.findMany({ where: { eventId: event.id }, select: { id: true, title: true } }),
    ]);
    const titles = new Map([...teams, ...indies].map((campaign) => [campaign.id, campaign.title]));
    const pages = readPages<PlanRow>(
      (page) =>
        db.recurringPlan.findMany({
          where: { eventId: event.id },
          orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
          ...page,
          select,
        }),
      pageSize,
    );
    return csvStream(planColumns(event.timeZone, titles), pages);
  });
}
