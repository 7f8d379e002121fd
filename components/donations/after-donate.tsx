'use client';

import { useEffect, useRef, useState } from 'react';
import { apiCall } from '@/lib/client/api';
import { addDonationRecordCall, completeDonationCall } from '@/lib/contracts/payments';
import { afterDonatePath } from '@/lib/shared/paths';
import { DONATION_DETAILS_MISSING, DONATION_SUCCESS, HOSTED_PROVIDER_FAILURE, WAITING } from '@/lib/rules/messages';
import { cardPaymentFailure } from '@/lib/rules/payment-failure';
import { DonationResult, type DonationOutcome } from './donation-result';
import {
  clearDonation,
  clearDonationDraft,
  loadDonation,
  markDonationDeclined,
  type SavedDonation,
} from './donation-storage';
import styles from './donation-form.module.css';

type AfterDonateProps = {
  /** The hosted gateway's token (redirect-url?token-id=…), when it sent the browser back. */
  tokenId: string | null;
  /** The card provider's PaymentIntent and its redirect status, when a bank page sent the browser back. */
  paymentIntent: string | null;
  redirectStatus: string | null;
  contactEmail: string;
};

const HOME = { title: 'the home page', href: '/' };

/**
 * /afterdonate: the return from a payment. Completes the hosted gateway's sale for the donation
 * this tab saved (complete_donation), or records a card payment a bank page confirmed
 * (add_record; the webhook records it too), once, then shows the thank-you or why it failed.
 */
export function AfterDonate({ tokenId, paymentIntent, redirectStatus, contactEmail }: AfterDonateProps) {
  const [result, setResult] = useState<{ outcome: DonationOutcome; saved: SavedDonation | null } | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const saved = loadDonation();
    const finish = (outcome: DonationOutcome) => {
      if (outcome.ok) {
        clearDonation();
        if (saved) clearDonationDraft(saved.retryHref);
      } else if (saved) markDonationDeclined(outcome);
      // A reload must not complete the token again: the address no longer carries it.
      window.history.replaceState(null, '', afterDonatePath());
      setResult({ outcome, saved });
    };
    (async () => {
      if (tokenId) {
        if (!saved || saved.provider !== 'safesave') return finish({ ok: false, message: DONATION_DETAILS_MISSING });
        const answer = await apiCall(completeDonationCall, { params: { tokenId }, body: saved.record });
        if (answer.ok && answer.data.transactionSuccess) {
          const plan = 'plan' in answer.data ? answer.data.plan : undefined;
          return finish({ ok: true, message: DONATION_SUCCESS, manageUrl: plan?.manageUrl });
        }
        if (!answer.ok) return finish({ ok: false, message: answer.error ?? HOSTED_PROVIDER_FAILURE });
        return finish({
          ok: false,
          message: HOSTED_PROVIDER_FAILURE,
          issueNumber: answer.data.issueNumber,
          reason: answer.data.reason,
        });
      }
      if (paymentIntent) {
        if (redirectStatus !== 'succeeded') {
          const failure = cardPaymentFailure(null);
          return finish({ ok: false, message: failure.message, issueNumber: failure.issueNumber, reason: null });
        }
        // Without the saved donation the card provider's webhook records it, from what get_intent kept.
        if (!saved || saved.provider !== 'stripe') return finish({ ok: true, message: DONATION_SUCCESS });
        const answer = await apiCall(addDonationRecordCall, {
          body: { ...saved.record, transactionId: paymentIntent },
        });
        if (answer.ok) return finish({ ok: true, message: DONATION_SUCCESS });
        const failure = cardPaymentFailure(
          typeof answer.data.issueNumber === 'string' ? answer.data.issueNumber : null,
          answer.error,
        );
        return finish({
          ok: false,
          message: failure.message,
          issueNumber: failure.issueNumber,
          reason: failure.reason,
        });
      }
      finish({ ok: false, message: DONATION_DETAILS_MISSING });
    })();
  }, [tokenId, paymentIntent, redirectStatus]);

  if (!result) {
    return (
      <p className={styles.waiting} role="status" data-testid="waiting">
        {WAITING}
      </p>
    );
  }
  return (
    <DonationResult
      outcome={result.outcome}
      target={result.saved?.target ?? HOME}
      givenTo={result.saved?.givenTo}
      retryHref={result.saved?.retryHref ?? '/'}
      contactEmail={contactEmail}
    />
  );
}
