import type { Metadata } from 'next';
import { DashboardEventCard } from '@/components/dashboard/dashboard-event-card';
import { OrganizersOnly } from '@/components/dashboard/organizers-only';
import { UnconfirmedGifts } from '@/components/dashboard/offline-gifts/unconfirmed-gifts';
import styles from '@/components/dashboard/dashboard.module.css';
import { LinkButton } from '@/components/ui/link-button';
import { requirePageUser } from '@/lib/auth';
import { formatWholeDollars } from '@/lib/rules/money';
import { DASHBOARD_PATH, createEventPath, createFundraiserPath } from '@/lib/shared/paths';
import type { PageSearchParams } from '@/lib/shared/redirect-path';
import { getOrganizerDashboard } from '@/lib/services/dashboard/get-organizer-dashboard';
import { listUnconfirmedOfflineDonations } from '@/lib/services/donations/list-offline-donations';
import { RecurringSummary } from '@/components/recurring/recurring-summary';
import { getRecurringSummary } from '@/lib/services/recurring/recurring-summaries';

// /dashboard: the organizer's home (Organizers; middleware.ts sends a logged-out visitor to the
// login first). Renders per visit from the database: it is one person's figures, never cached.

export const metadata: Metadata = { title: 'Dashboard', robots: { index: false } };

export default async function DashboardPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const user = await requirePageUser(DASHBOARD_PATH, await searchParams);
  // Offline gifts campaign creators entered that wait for this organizer (every event's, for an admin).
  const unconfirmed = await listUnconfirmedOfflineDonations({ user });
  if (user.userType !== 'Organizer')
    return (
      <>
        {unconfirmed.total > 0 ? (
          <div className={styles.page}>
            <UnconfirmedGifts gifts={unconfirmed.gifts} total={unconfirmed.total} />
          </div>
        ) : null}
        <OrganizersOnly />
      </>
    );
  const [{ events, totals }, recurring] = await Promise.all([
    getOrganizerDashboard({ user }),
    getRecurringSummary({ user }),
  ]);

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>Dashboard</h1>
          <p className={styles.lead}>
            {events.length > 0
              ? 'How each of your events and fundraisers is doing, and everything to do with them.'
              : 'Your events and fundraisers will live here.'}
          </p>
        </div>
        <div className={styles.create}>
          <LinkButton href={createEventPath()}>Create event</LinkButton>
          <LinkButton href={createFundraiserPath()} variant="secondary">
            Create fundraiser
          </LinkButton>
        </div>
      </header>

      {events.length === 0 ? (
        <section className={styles.emptyState} aria-labelledby="empty-title" data-testid="dashboard-empty">
          <h2 id="empty-title">Create your first event</h2>
          <p>
            An <strong>event</strong> is a run, a walk, a swim or a gala people sign up for and raise money around. A{' '}
            <strong>fundraiser</strong> is a cause people give to, with campaigns their friends can start. Either takes
            a few minutes, and nothing is public until you say so.
          </p>
          <div className={styles.create}>
            <LinkButton href={createEventPath()}>Create your first event</LinkButton>
            <LinkButton href={createFundraiserPath()} variant="secondary">
              Start a fundraiser
            </LinkButton>
          </div>
        </section>
      ) : (
        <>
          <dl className={styles.summary} aria-label="All your events together">
            <div>
              <dt>Raised</dt>
              <dd>{formatWholeDollars(totals.raisedCents)}</dd>
            </div>
            {totals.refundedCents > 0 ? (
              <div>
                <dt>Refunded</dt>
                <dd data-testid="total-refunded">{formatWholeDollars(totals.refundedCents)}</dd>
              </div>
            ) : null}
            {totals.disputedCents > 0 ? (
              <div>
                <dt>Disputed</dt>
                <dd data-testid="total-disputed">{formatWholeDollars(totals.disputedCents)}</dd>
              </div>
            ) : null}
            <div>
              <dt>Donations</dt>
              <dd>{totals.donationCount.toLocaleString('en-US')}</dd>
            </div>
            <div>
              <dt>Participants</dt>
              <dd>{totals.participantCount.toLocaleString('en-US')}</dd>
            </div>
            <div>
              <dt>Events and fundraisers</dt>
              <dd>{events.length.toLocaleString('en-US')}</dd>
            </div>
          </dl>
          {unconfirmed.total > 0 ? <UnconfirmedGifts gifts={unconfirmed.gifts} total={unconfirmed.total} /> : null}
          <RecurringSummary events={recurring} />
          <div className={styles.list}>
            {events.map((event) => (
              <DashboardEventCard key={event.id} event={event} awaitingCount={unconfirmed.byEvent.get(event.id) ?? 0} />
            ))}
          </div>
        </>
      )}
    </div>
  );
}
