import type { Metadata } from 'next';
import { CheckInDesk } from '@/components/checkin/check-in-desk';
import styles from '@/components/checkin/door-page.module.css';
import { requirePageUser } from '@/lib/auth';
import { formatEventDate } from '@/lib/rules/event-date';
import { getCheckInDesk } from '@/lib/services/checkin/get-check-in-desk';
import { checkInPath, doorListPath } from '@/lib/shared/paths';
import type { PageSearchParams } from '@/lib/shared/redirect-path';
import { CreatorOnly, doorKeeperView } from '../door-keeper';

// /event/{eventId}/checkin (CONTRACT §7): the door, for the event's creator (and admins) on a
// phone. A visitor not logged in goes to the login first; anyone else is refused.

export const metadata: Metadata = { title: 'Check-in', robots: { index: false }, referrer: 'no-referrer' };

type Props = { params: Promise<{ eventId: string }>; searchParams: Promise<PageSearchParams> };

export default async function CheckInPage({ params, searchParams }: Props) {
  const { eventId } = await params;
  const user = await requirePageUser(checkInPath(eventId), await searchParams);
  const desk = await doorKeeperView(getCheckInDesk({ user, eventId }));
  if (!desk) return <CreatorOnly className={styles.page} />;
  const { event } = desk;
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>Check-in</h1>
        <p className={styles.lead}>
          {event.title}
          {event.dateTime ? ` · ${formatEventDate(event.dateTime, event.timeZone)}` : ''}
        </p>
        <p className={styles.lead}>
          <a href={doorListPath(event.id)}>Printable door list</a>
        </p>
      </header>
      <CheckInDesk desk={desk} />
    </div>
  );
}
