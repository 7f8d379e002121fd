'use client';

import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useEffect, useMemo, useRef, useState } from 'react';
import { ErrorBanner } from '@/components/account/banner';
import form from '@/components/account/form.module.css';
import { apiCall } from '@/lib/client/api';
import type { BodyOf } from '@/lib/contracts/contract';
import { dollars } from '@/lib/contracts/money';
import { addDonationRecordCall, cardIntentCalls } from '@/lib/contracts/payments';
import { afterDonatePath } from '@/lib/shared/paths';
import { CARD_FIELD_INCOMPLETE, DONATION_SUCCESS } from '@/lib/rules/messages';
import { cardPaymentFailure } from '@/lib/rules/payment-failure';
import type { DonationRecord } from '@/lib/validation/donation-record';
import type { DonationOutcome } from './donation-result';
import styles from './donation-form.module.css';
import { ConfirmButtons } from './payment-controls';
import { usePaymentChallenge } from './use-payment-challenge';

// The card provider's confirmation step, loaded only for events that use Stripe (its own chunk,
// and Stripe.js from Stripe, so the budgeted page carries neither otherwise). One payment intent
// per attempt (get_intent with this attempt's key, the donation with it, so the webhook can
// record the gift if this tab closes), the Payment Element (cards and the wallets it offers),
// then add_record, which records once the server finds the payment succeeded.

/** A purchase other than a donation (an event sign-up): get_intent's body but the attempt key, and how to record the paid intent. */
export type CardPurchase = {
  intentRequest: Omit<BodyOf<typeof cardIntentCalls.signup>, 'currency' | 'attemptKey'>;
  confirmLabel: string;
  /** Where a bank page sends the browser back to. */
  returnPath: string;
  record: (paymentIntentId: string) => Promise<DonationOutcome>;
  /** The server refused to start it because what it buys is gone (a sign-up's category sold out): its message. */
  onSoldOut?: (message: string) => void;
};

type StripePaymentProps = {
  publishableKey: string;
  total: string;
  onBack?: () => void;
  /** Called just before confirming: a bank page may take the browser away to /afterdonate. */
  onSaved: () => void;
  onDone: (outcome: DonationOutcome) => void;
} & ({ donation: DonationRecord & { totalAmount: number } } | { purchase: CardPurchase });

function newAttemptKey(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return `a${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;
}

/** The donation's side of the card provider: its intent, its record, its thank-you. */
function donationPurchase(donation: DonationRecord & { totalAmount: number }) {
  return {
    intentRequest: {
      amount: dollars.decode(donation.totalAmount),
      description: `Donation from ${donation.firstName} ${donation.lastName}`,
      donation,
    },
    confirmLabel: undefined,
    returnPath: afterDonatePath('stripe'),
    async record(paymentIntentId: string): Promise<DonationOutcome> {
      const recorded = await apiCall(addDonationRecordCall, { body: { ...donation, transactionId: paymentIntentId } });
      if (recorded.ok) return { ok: true, message: DONATION_SUCCESS };
      const failure = cardPaymentFailure(
        typeof recorded.data.issueNumber === 'string' ? recorded.data.issueNumber : null,
        recorded.error,
      );
      return { ok: false, message: failure.message, issueNumber: failure.issueNumber, reason: failure.reason };
    },
  };
}

export default function StripePayment({ publishableKey, total, onBack, onSaved, onDone, ...what }: StripePaymentProps) {
  const given = 'purchase' in what ? what.purchase : null;
  const donation = 'donation' in what ? what.donation : null;
  const purchase = useMemo(() => given ?? donationPurchase(donation!), [given, donation]);
  const mount = useRef<HTMLDivElement>(null);
  const [stripe, setStripe] = useState<Stripe | null>(null);
  const [elements, setElements] = useState<StripeElements | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [attemptKey] = useState(newAttemptKey);
  // A solved payment challenge, once the server asked for one (the intent is asked for again with it).
  const [solution, setSolution] = useState<string | undefined>(undefined);
  const challenge = usePaymentChallenge();
  const { asks: challengeAsks, done: challengeDone } = challenge;

  useEffect(() => {
    let cancelled = false;
    (async () => {
      const body = { ...purchase.intentRequest, currency: 'usd', attemptKey, challenge: solution };
      // A sign-up's intent carries the signup, a donation's the donation: one call, two bodies.
      const intent =
        'signup' in body
          ? await apiCall(cardIntentCalls.signup, { body })
          : await apiCall(cardIntentCalls.donation, { body });
      if (cancelled) return;
      if (!intent.ok) {
        if (challengeAsks(intent, setSolution, Boolean(solution))) return;
        const soldOut = intent.status === 409 ? intent.data.fieldErrors?.eventCategory?.[0] : undefined;
        if (soldOut && 'onSoldOut' in purchase && purchase.onSoldOut) return purchase.onSoldOut(soldOut);
        return setMessage(intent.error);
      }
      challengeDone();
      const loaded = await loadStripe(publishableKey).catch(() => null);
      if (cancelled) return;
      if (!loaded || !mount.current) return setMessage(cardPaymentFailure(null).text);
      const created = loaded.elements({ clientSecret: intent.data.client_secret });
      created.create('payment', { layout: 'tabs' }).mount(mount.current);
      setStripe(loaded);
      setElements(created);
    })();
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the challenge's helpers are new each render; the call depends on the solution only
  }, [attemptKey, purchase, publishableKey, solution]);

  async function confirm() {
    if (!stripe || !elements || busy) return;
    setBusy(true);
    setMessage(null);
    onSaved();
    const { error, paymentIntent } = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: `${window.location.origin}${purchase.returnPath}` },
      redirect: 'if_required',
    });
    if (error) {
      setBusy(false);
      // A card field left incomplete is the donor's to fix here; anything else is a failed payment.
      if (error.type === 'validation_error') return setMessage(error.message ?? CARD_FIELD_INCOMPLETE);
      const failure = cardPaymentFailure(error.decline_code ?? error.code, error.message);
      return onDone({ ok: false, message: failure.message, issueNumber: failure.issueNumber, reason: failure.reason });
    }
    onDone(await purchase.record(paymentIntent?.id ?? ''));
  }

  return (
    <div className={form.form}>
      <div ref={mount} className={styles.paymentElement} data-testid="payment-element" />
      {challenge.widget}
      <ErrorBanner message={message} />
      <ConfirmButtons
        total={total}
        label={purchase.confirmLabel}
        busy={busy}
        disabled={!elements}
        onConfirm={() => void confirm()}
        onBack={onBack}
      />
    </div>
  );
}
