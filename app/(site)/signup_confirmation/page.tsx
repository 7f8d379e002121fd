import type { Metadata } from 'next';
import Link from 'next/link';
import { Banner } from '@/components/account/banner';
import { CompleteHostedSignup } from '@/components/signups/complete-hosted-signup';
import { LinkButton } from '@/components/ui/link-button';
import {
  GO_BACK_TO_EVENT,
  NO_QUERY_STRING,
  SIGNUP_CONFIRMATION_TITLE,
  SIGNUP_NOT_FOUND,
  SIGNUP_SUCCESS,
} from '@/lib/rules/messages';
import { formatDollarsAndCents, dollarsToCents } from '@/lib/rules/money';
import { getSignupConfirmationPage } from '@/lib/services/signups/get-signup-confirmation';
import { eventListPath, eventPath } from '@/lib/shared/paths';
import type { PageSearchParams } from '@/lib/shared/redirect-path';
import formStyles from '@/components/signups/signup-form.module.css';
import styles from '../event_signup/page.module.css';

// /signup_confirmation?event&transaction_id: the recorded signup, found by its transaction id.
// With token-id instead (back from the hosted card form) the page completes the payment first.
// The query carries ids only, never the registrants' details.

export const metadata: Metadata = {
  title: SIGNUP_CONFIRMATION_TITLE,
  robots: { index: false },
  referrer: 'no-referrer',
};

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim() || null;

export default async function SignupConfirmationPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const query = await searchParams;
  const eventId = first(query.event);
  const transactionId = first(query.transaction_id);
  const tokenId = first(query['token-id']);

  let body;
  if (!eventId || (!transactionId && !tokenId)) {
    body = (
      <Banner tone="error">
        <p>{NO_QUERY_STRING}</p>
      </Banner>
    );
  } else if (transactionId) {
    const found = await getSignupConfirmationPage({ eventId, transactionId });
    const signup = found?.signup;
    const onward = found?.onward;
    body = signup ? (
      <div className={styles.notice} data-testid="signup-confirmation">
        <Banner tone="success">
          <p>{SIGNUP_SUCCESS}</p>
        </Banner>
        <dl className={formStyles.facts}>
          <div>
            <dt>Transaction ID</dt>
            <dd className={styles.transaction} data-testid="transaction-id">
              {signup.transactionId}
            </dd>
          </div>
          <div>
            <dt>Event</dt>
            <dd>{signup.event}</dd>
          </div>
          {onward?.date ? (
            <div>
              <dt>Date</dt>
              <dd data-testid="signup-event-date">{onward.date}</dd>
            </div>
          ) : null}
          {onward?.time ? (
            <div>
              <dt>Time</dt>
              <dd data-testid="signup-event-time">{onward.time}</dd>
            </div>
          ) : null}
          {onward?.location ? (
            <div>
              <dt>Location</dt>
              <dd data-testid="signup-event-location">{onward.location}</dd>
            </div>
          ) : null}
          <div>
            <dt>Category</dt>
            <dd>{signup.eventCategoryName}</dd>
          </div>
          {signup.teamCampaign ? (
            <div>
              <dt>Team</dt>
              <dd>{signup.teamCampaign}</dd>
            </div>
          ) : null}
          <div>
            <dt>Participants</dt>
            <dd>{signup.participantCount}</dd>
          </div>
          <div>
            <dt>Total</dt>
            <dd>{formatDollarsAndCents(dollarsToCents(signup.totalAmount))}</dd>
          </div>
        </dl>
        {onward?.calendarPath || onward?.fundraisePath ? (
          <div className={styles.onward} data-testid="signup-onward">
            {onward.fundraisePath ? (
              <LinkButton href={onward.fundraisePath} prefetch={false}>
                Start fundraising for this event
              </LinkButton>
            ) : null}
            {onward.calendarPath ? (
              <a href={onward.calendarPath} download className={styles.calendarLink}>
                Add to calendar (.ics)
              </a>
            ) : null}
          </div>
        ) : null}
      </div>
    ) : (
      <Banner tone="error">
        <p>{SIGNUP_NOT_FOUND}</p>
      </Banner>
    );
  } else {
    body = <CompleteHostedSignup eventId={eventId} tokenId={tokenId!} />;
  }

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{SIGNUP_CONFIRMATION_TITLE}</h1>
      </header>
      {body}
      <p style={{ marginTop: 24 }}>
        {eventId ? (
          <LinkButton href={eventPath(eventId)} variant="secondary" prefetch={false}>
            {GO_BACK_TO_EVENT}
          </LinkButton>
        ) : (
          <Link href={eventListPath()}>Find an event</Link>
        )}
      </p>
    </div>
  );
}
