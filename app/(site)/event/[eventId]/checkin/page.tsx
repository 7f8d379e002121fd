import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Banner } from '@/components/account/banner';
import { CheckInDesk } from '@/components/checkin/check-in-desk';
import styles from '@/components/checkin/door-page.module.css';
import { isAppError } from '@/lib/app-error';
import { requirePageUser } from '@/lib/auth';
import { formatEventDate } from '@/lib/rules/event-date';
import { CHECKIN_CREATOR_ONLY } from '@/lib/rules/messages';
import { getCheckInDesk } from '@/lib/services/checkin/get-check-in-desk';
import { checkInPath, doorListPath } from '@/lib/shared/paths';
import type { PageSearchParams } from '@/lib/shared/redirect-path';

// /event/{eventId}/checkin (CONTRACT §7): the door, for the event's creator (and admins) on a
// phone. A visitor not logged in goes to the login first; anyone else is refused.

export const metadata: Metadata = { title: 'Check-in', robots: { index: false }, referrer: 'no-referrer' };

type Props = { params: Promise<{ eventId: string }>; searchParams: Promise<PageSearchParams> };

export default async function CheckInPage({ params, searchParams }: Props) {
  const { eventId } = await params;
  const user = await requirePageUser(checkInPath(eventId), await searchParams);
  let desk;
  try {
    desk = await getCheckInDesk({ user, eventId });
  } catch (error) {
    if (isAppError(error, 'NOT_FOUND')) notFound();
    if (isAppError(error, 'FORBIDDEN'))
      return (
        <div className={styles.page}>
          <Banner tone="error">
            <p>{CHECKIN_CREATOR_ONLY}</p>
          </Banner>
        </div>
      );
    throw error;
  }
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
