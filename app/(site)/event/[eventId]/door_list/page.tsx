import type { Metadata } from 'next';
import { PrintButton } from '@/components/checkin/print-button';
import styles from '@/components/checkin/door-list.module.css';
import { requirePageUser } from '@/lib/auth';
import { formatEventDate, formatEventTime } from '@/lib/rules/event-date';
import { getDoorList } from '@/lib/services/checkin/get-check-in-desk';
import { checkInPath, doorListPath } from '@/lib/shared/paths';
import type { PageSearchParams } from '@/lib/shared/redirect-path';
import { CreatorOnly, doorKeeperView } from '../door-keeper';

// /event/{eventId}/door_list: the participants on paper, for a table without signal: name,
// category, shirt size and a box to tick, by last name (the event's creator, admins). Its print
// style drops the site's chrome.

export const metadata: Metadata = { title: 'Door list', robots: { index: false }, referrer: 'no-referrer' };

type Props = { params: Promise<{ eventId: string }>; searchParams: Promise<PageSearchParams> };

export default async function DoorListPage({ params, searchParams }: Props) {
  const { eventId } = await params;
  const user = await requirePageUser(doorListPath(eventId), await searchParams);
  const list = await doorKeeperView(getDoorList({ user, eventId }));
  if (!list) return <CreatorOnly className={styles.page} />;
  const { event, participants } = list;
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>{event.title}: door list</h1>
          <p className={styles.lead}>
            {event.dateTime
              ? `${formatEventDate(event.dateTime, event.timeZone)} · ${formatEventTime(event.dateTime, event.timeZone)} · `
              : ''}
            {participants.length} participants
          </p>
        </div>
        <div className={styles.actions}>
          <PrintButton />
          <a href={checkInPath(event.id)}>Check-in page</a>
        </div>
      </header>
      <table className={styles.table} data-testid="door-list" data-door-list="">
        <thead>
          <tr>
            <th scope="col" className={styles.box}>
              In
            </th>
            <th scope="col">Name</th>
            <th scope="col">Category</th>
            <th scope="col">Shirt</th>
          </tr>
        </thead>
        <tbody>
          {participants.map((person) => (
            <tr key={person.ticket}>
              <td className={styles.box}>
                <span className={styles.tick} aria-label={person.checkedInAt ? 'Checked in' : 'Not checked in'}>
                  {person.checkedInAt ? '✓' : ''}
                </span>
              </td>
              <td>
                {person.lastName}, {person.firstName}
              </td>
              <td>{person.category}</td>
              <td>{person.shirtSize ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
