import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { env } from '@/lib/env';
import { formatEventDate, formatEventTime } from '@/lib/rules/event-date';
import { TICKET_PAGE_CANCELLED } from '@/lib/rules/messages';
import { getTicket } from '@/lib/services/checkin/get-ticket';
import { eventPath, ticketManifestPath } from '@/lib/shared/paths';
import styles from './ticket.module.css';

// /ticket/{token} (CONTRACT §7): one participant's ticket, public to whoever holds the token
// (the email's link), never indexed. Bare, without the site's chrome, so it reads like a ticket
// and can be added to the phone's home screen (its own manifest starts here). The QR code is drawn
// on the server, large and black on white; a cancelled registration's ticket says so, with no code.

// Read at each visit: a cancellation shows at once; the answer is private (Next.js marks it no-store).
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ token: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { token } = await params;
  const ticket = await getTicket({ token });
  return {
    title: ticket ? `Ticket: ${ticket.event.title}` : 'Ticket',
    robots: { index: false, follow: false },
    referrer: 'no-referrer',
    manifest: ticket ? ticketManifestPath(ticket.token) : undefined,
    appleWebApp: { capable: true, title: 'Ticket', statusBarStyle: 'default' },
  };
}

export const viewport: Viewport = { themeColor: '#0b6464', width: 'device-width', initialScale: 1 };

export default async function TicketPage({ params }: Props) {
  const { token } = await params;
  const ticket = await getTicket({ token });
  if (!ticket) notFound();
  const { event } = ticket;
  const name = `${ticket.firstName} ${ticket.lastName}`;
  return (
    <main className={styles.page}>
      <article
        className={ticket.cancelled ? `${styles.ticket} ${styles.cancelled}` : styles.ticket}
        data-testid="ticket"
      >
        <p className={styles.site}>{env.siteName}</p>
        <h1 className={styles.event}>{event.title}</h1>
        {event.dateTime ? (
          <p className={styles.when}>
            {formatEventDate(event.dateTime, event.timeZone)} · {formatEventTime(event.dateTime, event.timeZone)}
          </p>
        ) : null}
        {event.location ? <p className={styles.where}>{event.location}</p> : null}
        {ticket.cancelled ? (
          <p className={styles.cancelledNote} role="status" data-testid="ticket-cancelled">
            {TICKET_PAGE_CANCELLED}
          </p>
        ) : (
          <div
            className={styles.code}
            role="img"
            aria-label={`QR code of ${name}'s ticket`}
            data-testid="ticket-qr"
            dangerouslySetInnerHTML={{ __html: ticket.qrSvg ?? '' }}
          />
        )}
        <dl className={styles.facts}>
          <div>
            <dt>Name</dt>
            <dd data-testid="ticket-name">{name}</dd>
          </div>
          <div>
            <dt>Category</dt>
            <dd>{ticket.category}</dd>
          </div>
          {ticket.shirtSize ? (
            <div>
              <dt>Shirt</dt>
              <dd>{ticket.shirtSize}</dd>
            </div>
          ) : null}
        </dl>
        <p className={styles.token}>
          Code <code>{ticket.token}</code>
        </p>
        <p className={styles.hint}>
          Show this code at the door. Add this page to your home screen to have it at hand on the day.
        </p>
        <p className={styles.link}>
          <a href={eventPath(event.id)}>About the event</a>
        </p>
      </article>
    </main>
  );
}
