import { Banner } from '@/components/account/banner';
import { lazy, Suspense } from 'react';
import { LinkButton } from '@/components/ui/link-button';
import { ISSUE_NUMBER, POSSIBLE_REASON } from '@/lib/rules/messages';
import { plainDeclineReason } from '@/lib/rules/payment-failure';
import styles from './donation-form.module.css';

// The share panel loads only once there is a gift to share: /donate keeps its budget.
const SharePanel = lazy(() =>
  import('@/components/events/share-panel').then((module) => ({ default: module.SharePanel })),
);

export type DonationOutcome =
  | { ok: true; message: string; /** A monthly gift's manage link (also in the receipt). */ manageUrl?: string }
  /** The provider's sentence, the Issue Number and a possible reason (lib/rules/payment-failure.ts), or a plain error. */
  | { ok: false; message: string; issueNumber?: string | null; reason?: string | null };

type DonationResultProps = {
  outcome: DonationOutcome;
  target: { title: string; href: string };
  /** The page the gift went to (the person, the team, else the event), with its card. */
  givenTo?: { title: string; href: string; embedHref: string };
  retryHref: string;
  contactEmail: string;
};

/** The end of a donation: the thank-you, or why it failed with the Issue Number to quote and a way to try again. */
export function DonationResult({ outcome, target, givenTo, retryHref, contactEmail }: DonationResultProps) {
  if (outcome.ok) {
    const page = givenTo ?? target;
    return (
      <div className={styles.result} data-testid="donation-result" data-status="1">
        <h2 className={styles.resultTitle}>Thank you!</h2>
        <Banner tone="success">
          <p>{outcome.message}</p>
          {outcome.manageUrl ? (
            <p>
              Your monthly gift is set up.{' '}
              <a href={outcome.manageUrl} data-testid="manage-plan-link">
                Manage your monthly gift
              </a>{' '}
              (the link is in your receipt too).
            </p>
          ) : null}
        </Banner>
        <p className={styles.givenTo} data-testid="given-to">
          Your gift went to <strong>{page.title}</strong>.
        </p>
        {givenTo ? <ShareYourGift page={givenTo} /> : null}
        <LinkButton href={page.href} block data-testid="back-to-page">
          Back to {page.title}
        </LinkButton>
      </div>
    );
  }
  return (
    <div className={styles.result} data-testid="donation-result" data-status="0">
      <h2 className={styles.resultTitle}>The payment did not go through</h2>
      <DeclineBanner outcome={outcome} />
      <p className={styles.note}>
        Nothing was recorded. Email <a href={`mailto:${contactEmail}`}>{contactEmail}</a> with the Issue Number for
        details.
      </p>
      <LinkButton href={retryHref} block>
        Try another card
      </LinkButton>
      <p className={styles.note}>Your gift, your details and your message are kept; only the card is asked again.</p>
    </div>
  );
}

/** The spec's sentence, the decline in plain words (issue 21), the Issue Number and the table's reason. */
export function DeclineBanner({ outcome }: { outcome: Extract<DonationOutcome, { ok: false }> }) {
  const plain = plainDeclineReason(outcome.issueNumber);
  return (
    <Banner tone="error">
      <p>{outcome.message}</p>
      {plain ? (
        <p>
          <strong data-testid="plain-reason">{plain}</strong>
        </p>
      ) : null}
      {outcome.issueNumber ? (
        <p>
          {ISSUE_NUMBER}: <strong data-testid="issue-number">{outcome.issueNumber}</strong>
        </p>
      ) : null}
      {outcome.reason ? (
        <p>
          {POSSIBLE_REASON}: <span data-testid="failure-reason">{outcome.reason}</span>
        </p>
      ) : null}
    </Banner>
  );
}

/** "Tell your friends you gave": the page's own share panel, for the page the gift went to. */
function ShareYourGift({ page }: { page: { title: string; href: string; embedHref: string } }) {
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return (
    <section className={styles.share} aria-labelledby="share-gift-title" data-testid="share-gift">
      <h3 id="share-gift-title" className={styles.shareTitle}>
        Tell your friends you gave
      </h3>
      <Suspense fallback={null}>
        <SharePanel
          share={{ url: `${origin}${page.href}`, title: page.title, embedSrc: `${origin}${page.embedHref}` }}
        />
      </Suspense>
    </section>
  );
}
