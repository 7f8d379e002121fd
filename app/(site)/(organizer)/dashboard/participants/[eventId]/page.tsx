import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import batchStyles from '@/components/dashboard/batch/batch.module.css';
import styles from '@/components/dashboard/dashboard.module.css';
import { ReportLinks } from '@/components/dashboard/report-links';
import { Pager } from '@/components/dashboard/refunds/pager';
import { RegistrationTable } from '@/components/dashboard/refunds/registration-table';
import { isAppError } from '@/lib/app-error';
import { requirePageUser } from '@/lib/auth';
import { DASHBOARD_PATH, eventPagePath, eventRegistrationsPath } from '@/lib/shared/paths';
import type { PageSearchParams } from '@/lib/shared/redirect-path';
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
  const list = await listEventRegistrations({ user, eventId, page: Number(query.page ?? 1) }).catch(
    (error: unknown) => {
      if (isAppError(error, 'NOT_FOUND')) notFound();
      if (isAppError(error, 'FORBIDDEN')) redirect(DASHBOARD_PATH);
      throw error;
    },
  );
  const { event, rows, total, page, pageCount } = list;
  return (
    <div className={styles.page}>
      <p className={batchStyles.back}>
        <Link href={DASHBOARD_PATH}>← Dashboard</Link>
      </p>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>Participants</h1>
          <p className={styles.lead}>
            Every registration for <Link href={eventPagePath(event)}>{event.title}</Link>, newest first
            {total > 0 ? ` (${total.toLocaleString('en-US')})` : ''}. Cancelling one takes all its participants off the
            lists and frees their places; tick the refund to give back what was paid.
          </p>
        </div>
        <ReportLinks eventId={event.id} title={event.title} participants />
      </header>
      {rows.length === 0 ? (
        <p className={styles.lead} data-testid="no-registrations">
          No registrations yet.
        </p>
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
    </div>
  );
}
