import { Banner } from '@/components/account/banner';
import { LinkButton } from '@/components/ui/link-button';
import { ISSUE_NUMBER, POSSIBLE_REASON } from '@/lib/rules/messages';
import styles from './donation-form.module.css';

export type DonationOutcome =
  | { ok: true; message: string; /** A monthly gift's manage link (also in the receipt). */ manageUrl?: string }
  /** The provider's sentence, the Issue Number and a possible reason (lib/rules/payment-failure.ts), or a plain error. */
  | { ok: false; message: string; issueNumber?: string | null; reason?: string | null };

type DonationResultProps = {
  outcome: DonationOutcome;
  target: { title: string; href: string };
  retryHref: string;
  contactEmail: string;
};

/** The end of a donation: the thank-you, or why it failed with the Issue Number to quote and a way to try again. */
export function DonationResult({ outcome, target, retryHref, contactEmail }: DonationResultProps) {
  if (outcome.ok) {
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
        <LinkButton href={target.href} block>
          Back to {target.title}
        </LinkButton>
      </div>
    );
  }
  return (
    <div className={styles.result} data-testid="donation-result" data-status="0">
      <h2 className={styles.resultTitle}>The payment did not go through</h2>
      <Banner tone="error">
        <p>{outcome.message}</p>
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
      <p className={styles.note}>
        Nothing was recorded. Email <a href={`mailto:${contactEmail}`}>{contactEmail}</a> with the Issue Number for
        details.
      </p>
      <LinkButton href={retryHref} block>
        Try again
      </LinkButton>
    </div>
  );
}
