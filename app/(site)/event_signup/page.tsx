import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { Banner } from '@/components/account/banner';
import { SignupForm } from '@/components/signups/signup-form';
import { LinkButton } from '@/components/ui/link-button';
import { NO_QUERY_STRING, REGISTRATION_CLOSED, SIGNUP_MOVED, SIGNUP_MOVED_LINK } from '@/lib/rules/messages';
import { getSignupPage } from '@/lib/services/signups/get-signup-page';
import { eventListPath, eventPath } from '@/lib/shared/paths';
import type { PageSearchParams } from '@/lib/shared/redirect-path';
import styles from './page.module.css';

// /event_signup?event&team_campaign&event_category: who signs up (section 0), then the price and
// the payment (section 1), in one client island. Rendered per visit (it reads the query); the
// event's data comes from the cached event page. The signup is checked again when it is recorded.

export const metadata: Metadata = { title: 'Sign up', robots: { index: false } };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim() || null;

export default async function EventSignupPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const query = await searchParams;
  const eventId = first(query.event);
  if (!eventId) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>Sign up</h1>
        <Banner tone="error">
          <p>{NO_QUERY_STRING}</p>
        </Banner>
        <p>
          <Link href={eventListPath()}>Find an event</Link>
        </p>
      </div>
    );
  }
  const page = await getSignupPage({
    eventId,
    teamCampaignId: first(query.team_campaign),
    categoryId: first(query.event_category),
  });
  if (!page) notFound();

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <p className="eyebrow">Registration</p>
        <h1 className={styles.title}>Sign up for {page.event.title}</h1>
        {page.state === 'open' ? (
          <p className={styles.lead}>Up to four people can sign up together: a family, a team, friends.</p>
        ) : null}
      </header>
      {page.state === 'moved' ? (
        <div className={styles.notice} data-testid="signup-moved">
          <p>
            {SIGNUP_MOVED}{' '}
            <a href={page.redirectLink} rel="noopener">
              {SIGNUP_MOVED_LINK}
            </a>
          </p>
        </div>
      ) : page.state === 'closed' ? (
        <div className={styles.notice} data-testid="signup-closed">
          <p>{REGISTRATION_CLOSED}</p>
          <LinkButton href={eventPath(page.event.id)} variant="secondary">
            Back to the event
          </LinkButton>
        </div>
      ) : (
        <SignupForm event={page.event} initial={page.initial} queryErrors={page.queryErrors} />
      )}
    </div>
  );
}
