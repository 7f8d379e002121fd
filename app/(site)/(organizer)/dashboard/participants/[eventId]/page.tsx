import type { Metadata } from 'next';
import Link from 'next/link';
import { EventSubpage, NoRows } from '@/components/dashboard/event-subpage';
import { ReportLinks } from '@/components/dashboard/report-links';
import { Pager } from '@/components/dashboard/refunds/pager';
import { RegistrationTable } from '@/components/dashboard/refunds/registration-table';
import { requirePageUser } from '@/lib/auth';
import { eventPagePath, eventRegistrationsPath } from '@/lib/shared/paths';
import type { PageSearchParams } from '@/lib/shared/redirect-path';
import { creatorList } from '../../creator-list';
import { listEventRegistrations } from '@/lib/services/refunds/event-money-lists';

// /dashboard/participants/{eventId}: every registration of an event with its participants,
// newest first, a page at a time; cancel one, with or without a refund (CONTRACT §5). Cancelled
// ones stay, marked. The event's creator and the admins; anyone else goes to the dashboard.

export const metadata: Metadata = { title: 'Participants', robots: { index: false } };

type Props = { params: Promise<{ eventId: string }>; searchParams: Promise<PageSearchParams> };

export default async function EventRegistrationsPage({ params, searchParams }: Props) {
  const { eventId } = await params;
  const query = await searchParams;
  const user = await requirePageUser(eventRegistrationsPath(eventId), query);
  const list = await creatorList(listEventRegistrations({ user, eventId, page: Number(query.page ?? 1) }));
  const { event, rows, total, page, pageCount } = list;
  return (
    <EventSubpage
      title="Participants"
      lead={
        <>
          Every registration for <Link href={eventPagePath(event)}>{event.title}</Link>, newest first
          {total > 0 ? ` (${total.toLocaleString('en-US')})` : ''}. Cancelling one takes all its participants off the
          lists and frees their places; tick the refund to give back what was paid.
        </>
      }
      actions={<ReportLinks eventId={event.id} title={event.title} participants />}
    >
      {rows.length === 0 ? (
        <NoRows testId="no-registrations">No registrations yet.</NoRows>
      ) : (
        <>
          <RegistrationTable
            key={`${page}-${rows.map((row) => `${row.id}:${row.status}`).join()}`}
            registrations={rows}
            timeZone={event.timeZone}
          />
          <Pager page={page} pageCount={pageCount} href={(n) => eventRegistrationsPath(event.id, n)} />
        </>
      )}
    </EventSubpage>
  );
}
