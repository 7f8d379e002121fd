import type { Metadata } from 'next';
import Link from 'next/link';
import { BatchEntry } from '@/components/dashboard/batch/batch-entry';
import { EventSubpage } from '@/components/dashboard/event-subpage';
import { BatchList } from '@/components/dashboard/batch/batch-list';
import batchStyles from '@/components/dashboard/batch/batch.module.css';
import styles from '@/components/dashboard/dashboard.module.css';
import { requirePageUser } from '@/lib/auth';
import { batchEntryPath, eventPagePath, offlineGiftsPath } from '@/lib/shared/paths';
import type { PageSearchParams } from '@/lib/shared/redirect-path';
import { getBatchEntryPage } from '@/lib/services/donations/get-batch-entry-page';
import { offlineGiftsPage } from '../../creator-list';

// /dashboard/batch/{eventId}: offline gifts (cash, checks) typed or imported many at a time, and
// the batches saved so far with their undo. The event's creator only: anyone else is sent to
// the event's public page, like the single offline gift page (fundraising spec §6).

export const metadata: Metadata = { title: 'Batch entry of offline gifts', robots: { index: false } };

type Props = { params: Promise<{ eventId: string }>; searchParams: Promise<PageSearchParams> };

export default async function BatchEntryPage({ params, searchParams }: Props) {
  const { eventId } = await params;
  const user = await requirePageUser(batchEntryPath(eventId), await searchParams);
  const page = await offlineGiftsPage(getBatchEntryPage({ user, eventId }));

  return (
    <EventSubpage
      title="Offline gifts, many at once"
      lead={
        <>
          For{' '}
          <Link href={eventPagePath(page.event)} prefetch={false}>
            {page.event.title}
          </Link>
          : type the cash and check gifts from your sheet, or paste them as CSV. Check them, then save them all
          together.
        </>
      }
    >
      <BatchEntry
        eventId={page.event.id}
        eventTitle={page.event.title}
        teams={page.teams.map(({ id, title }) => ({ id, title }))}
        indies={page.indies.map(({ id, title }) => ({ id, title }))}
      />
      <section className={batchStyles.saved} aria-labelledby="batches-title">
        <h2 id="batches-title">Saved batches</h2>
        <p className={styles.lead}>
          Undoing a batch takes its gifts out of every total and report; the batch stays listed with who undid it. To
          edit or void a single gift, see <Link href={offlineGiftsPath(page.event.id)}>every offline gift</Link>.
        </p>
        <BatchList batches={page.batches} timeZone={page.event.timeZone} />
      </section>
    </EventSubpage>
  );
}
