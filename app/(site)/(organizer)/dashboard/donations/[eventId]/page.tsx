import type { Metadata } from 'next';
import Link from 'next/link';
import { EventSubpage, NoRows } from '@/components/dashboard/event-subpage';
import { ReportLinks } from '@/components/dashboard/report-links';
import { GiftTable } from '@/components/dashboard/refunds/gift-table';
import { Pager } from '@/components/dashboard/refunds/pager';
import { requirePageUser } from '@/lib/auth';
import { eventGiftsPath, eventPagePath } from '@/lib/shared/paths';
import type { PageSearchParams } from '@/lib/shared/redirect-path';
import { creatorList } from '../../creator-list';
import { listEventGifts } from '@/lib/services/refunds/event-money-lists';

// /dashboard/donations/{eventId}: every gift of an event (online and offline, refunded and
// disputed ones too), newest first, a page at a time, each with what was given back of it and a
// Refund button (CONTRACT §5). The event's creator and the admins; anyone else goes to the dashboard.

export const metadata: Metadata = { title: 'Donations', robots: { index: false } };

type Props = { params: Promise<{ eventId: string }>; searchParams: Promise<PageSearchParams> };

export default async function EventGiftsPage({ params, searchParams }: Props) {
  const { eventId } = await params;
  const query = await searchParams;
  const user = await requirePageUser(eventGiftsPath(eventId), query);
  const list = await creatorList(listEventGifts({ user, eventId, page: Number(query.page ?? 1) }));
  const { event, rows, total, page, pageCount } = list;
  return (
    <EventSubpage
      title="Donations"
      lead={
        <>
          Every gift to <Link href={eventPagePath(event)}>{event.title}</Link>, newest first
          {total > 0 ? ` (${total.toLocaleString('en-US')})` : ''}. Refund all or part of one: a card gift goes back to
          the card it was paid with, an offline gift is marked as returned, and the event&apos;s total drops at once.
        </>
      }
      actions={<ReportLinks eventId={event.id} title={event.title} participants={false} />}
    >
      {rows.length === 0 ? (
        <NoRows testId="no-gifts">No gifts yet.</NoRows>
      ) : (
        <>
          <GiftTable
            key={`${page}-${rows.map((row) => `${row.id}:${row.amountRefundedCents}`).join()}`}
            gifts={rows}
            timeZone={event.timeZone}
          />
          <Pager page={page} pageCount={pageCount} href={(n) => eventGiftsPath(event.id, n)} />
        </>
      )}
    </EventSubpage>
  );
}
