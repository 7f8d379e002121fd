'use client';

import { lazy, Suspense, useRef, useState } from 'react';
import { Banner } from '@/components/account/banner';
import { CardFields } from '@/components/donations/card-fields';
import type { DonationOutcome } from '@/components/donations/donation-result';
import type { CardPurchase } from '@/components/donations/stripe-payment';
import { postCardToGateway } from '@/components/donations/post-card-to-gateway';
import { usePaymentChallenge } from '@/components/donations/use-payment-challenge';
import { apiCall } from '@/lib/client/api';
import { dollars } from '@/lib/contracts/money';
import { startHostedPaymentCalls } from '@/lib/contracts/payments';
import { addSignupRecordCall } from '@/lib/contracts/signups';
import type { PaymentProvider } from '@/lib/rules/constants';
import { CARD_PAYMENTS_NOT_CONFIGURED, SIGNUP_SUCCESS, WAITING } from '@/lib/rules/messages';
import { formatDollarsAndCents } from '@/lib/rules/money';
import { cardPaymentFailure } from '@/lib/rules/payment-failure';
import { signupConfirmationPath } from '@/lib/shared/paths';
import type { HostedCard } from '@/lib/validation/donation-record';
import { clearPendingSignup, storePendingSignup } from './pending-signup';
import type { SignupPayload } from './signup-form-values';
import styles from './signup-form.module.css';

// The payment of the signup page (section 1 with a total above 0), on the donation's machinery:
// - 'safesave' (hosted form): the card fields; Pay asks POST /api/safesave/get_form_url for the
//   form-url with the signup (the server prices it and refuses any other amount), keeps the
//   signup in this tab (pending-signup.ts) and posts the card straight to the gateway, which
//   sends the browser to /signup_confirmation?event&token-id (complete-hosted-signup.tsx).
// - 'stripe' (card provider): Continue to payment creates the payment intent (get_intent with
//   the signup), and section 2 (spec §2) shows the Payment Element and Confirm; once the card
//   went through, POST /api/participation/add_record records it after the server checked the
//   intent with the provider (for a category with a capacity, the card is only authorized, and
//   the server captures it once the place is claimed, or releases it: sold out). Stripe.js loads only for such events, from its own chunk.

const StripePayment = lazy(() => import('@/components/donations/stripe-payment'));

export type SignupPaymentProps = {
  provider: PaymentProvider;
  /** The card provider's key for the browser; null when this server has no card provider. */
  publishableKey: string | null;
  /** The total the browser shows; the server computes it again and the provider must charge exactly that. */
  amountCents: number;
  eventTitle: string;
  /** The signup as the server reads it (the body of add_record and complete_eventsignup), with the form's request key. */
  getSignup: () => SignupPayload;
  /** Call with the server's answer once the signup is recorded: the browser goes to its redirectLink. */
  onRecorded: (result: { transactionId: string; redirectLink: string }) => void;
  /** The category sold out before the payment was taken (nothing was charged): the server's message. */
  onSoldOut?: (message: string) => void;
};

type Problem = { message: string; issueNumber?: string | null; reason?: string | null };

function ProblemBanner({ problem }: { problem: Problem }) {
  return (
    <Banner tone="error">
      <p>{problem.message}</p>
      {problem.issueNumber ? <p>Issue Number: {problem.issueNumber}</p> : null}
      {problem.reason ? <p>Possible reason: {problem.reason}</p> : null}
    </Banner>
  );
}

export function SignupPayment(props: SignupPaymentProps) {
  const { provider, publishableKey, amountCents } = props;
  const total = formatDollarsAndCents(amountCents);
  const label = `Pay ${total}`;
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const submitting = useRef(false);
  const challenge = usePaymentChallenge();
  // The card provider's section 2: the purchase is fixed when the participant moves on to it.
  const [purchase, setPurchase] = useState<(CardPurchase & { signup: SignupPayload }) | null>(null);

  async function payWithGateway(card: HostedCard, solution?: string) {
    if (submitting.current) return;
    submitting.current = true;
    setBusy(true);
    setProblem(null);
    const signup = props.getSignup();
    const result = await apiCall(startHostedPaymentCalls.signup, {
      body: {
        amount: dollars.encode(amountCents),
        redirectUrl: `${window.location.origin}${signupConfirmationPath({ event: signup.eventId })}`,
        signup,
        challenge: solution,
      },
      redirectOn401: false,
    });
    if (!result.ok) {
      submitting.current = false;
      setBusy(false);
      // Declines run high here: the check runs, then this start again with its solution.
      if (challenge.asks(result, (next) => void payWithGateway(card, next), Boolean(solution))) return;
      // Sold out meanwhile ('Sorry, … is sold out.'): the form goes back to the category, where it says so.
      const soldOut = result.status === 409 ? result.data.fieldErrors?.eventCategory?.[0] : undefined;
      if (soldOut && props.onSoldOut) {
        props.onSoldOut(soldOut);
        return;
      }
      setProblem({ message: result.error ?? CARD_PAYMENTS_NOT_CONFIGURED });
      return;
    }
    storePendingSignup(signup);
    postCardToGateway(result.data.formUrl, card);
  }

  function startCardProvider() {
    const signup = props.getSignup();
    const people = signup.participants.length;
    setProblem(null);
    setPurchase({
      signup,
      intentRequest: {
        amount: amountCents,
        description: `Sign-up for ${props.eventTitle}, ${people} ${people === 1 ? 'person' : 'people'}`,
        signup,
      },
      confirmLabel: label,
      returnPath: signupConfirmationPath({ event: signup.eventId }),
      // Sold out before the intent was made (nothing held, nothing charged): back to the category.
      onSoldOut: props.onSoldOut
        ? (message) => {
            setPurchase(null);
            props.onSoldOut?.(message);
          }
        : undefined,
      async record(paymentIntentId: string): Promise<DonationOutcome> {
        const recorded = await apiCall(addSignupRecordCall, {
          body: { ...signup, transactionId: paymentIntentId, paymentMethod: 'stripe' },
          redirectOn401: false,
        });
        if (recorded.ok) {
          clearPendingSignup();
          props.onRecorded(recorded.data);
          return { ok: true, message: SIGNUP_SUCCESS };
        }
        // The hold ran out and the place went to another: the card was released, not charged
        // ('Sorry, … is sold out.'); the form goes back to the category, where it says so.
        const soldOut = recorded.status === 409 ? recorded.data.fieldErrors?.eventCategory?.[0] : undefined;
        if (soldOut && props.onSoldOut) {
          setPurchase(null);
          props.onSoldOut(soldOut);
          return { ok: false, message: soldOut };
        }
        const failure = cardPaymentFailure(
          typeof recorded.data.issueNumber === 'string' ? recorded.data.issueNumber : null,
          recorded.error,
        );
        return { ok: false, message: failure.message, issueNumber: failure.issueNumber, reason: failure.reason };
      },
    });
  }

  if (provider === 'stripe' && !publishableKey) {
    return (
      <div className={styles.paymentPlaceholder} role="status" data-testid="signup-payment" data-provider={provider}>
        <p>{CARD_PAYMENTS_NOT_CONFIGURED}</p>
      </div>
    );
  }

  return (
    <div className={styles.payment} data-testid="signup-payment" data-provider={provider}>
      {problem ? <ProblemBanner problem={problem} /> : null}
      {provider === 'safesave' ? (
        <>
          <h3 className={styles.paymentTitle}>Card details</h3>
          <CardFields total={total} label={label} busy={busy} onPay={(card) => void payWithGateway(card)} />
          {challenge.widget}
        </>
      ) : purchase ? (
        <section aria-labelledby="signup-confirm-title" className={styles.payment}>
          <h3 id="signup-confirm-title" className={styles.paymentTitle}>
            Confirm and pay {total}
          </h3>
          <Suspense fallback={<p>Loading the secure card form…</p>}>
            <StripePayment
              publishableKey={publishableKey ?? ''}
              total={total}
              purchase={purchase}
              onSaved={() => storePendingSignup(purchase.signup)}
              onDone={(outcome) => {
                if (!outcome.ok) setProblem(outcome);
              }}
            />
          </Suspense>
        </section>
      ) : (
        <button type="button" className={styles.primary} onClick={startCardProvider}>
          Continue to payment
        </button>
      )}
      {busy ? (
        <p role="status" data-testid="waiting">
          {WAITING}
        </p>
      ) : null}
    </div>
  );
}
