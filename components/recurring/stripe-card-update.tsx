'use client';

import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useEffect, useRef, useState } from 'react';
import { ErrorBanner } from '@/components/account/banner';
import form from '@/components/account/form.module.css';
import { apiCall } from '@/lib/client/api';
import { completeCardUpdateCall, startCardUpdateCall } from '@/lib/contracts/recurring';
import { CARD_FIELD_INCOMPLETE, CARD_NOT_SAVED } from '@/lib/rules/messages';
import { cardPaymentFailure } from '@/lib/rules/payment-failure';
import type { PlanView } from '@/lib/services/recurring/recurring-view';
import styles from './manage-plan.module.css';

// A Stripe plan's new card, loaded only for Stripe plans (its own chunk, and Stripe.js from
// Stripe, so the manage page carries neither otherwise): a SetupIntent for the plan's customer
// (POST /card), the Payment Element, confirmSetup (the bank's own check happens here, on a page
// of the bank when it asks for one), then POST /card/complete, which keeps the card and charges a
// missed gift at once. A bank page sends the browser back to the manage page with `setup_intent`
// in the address, where the page finishes the same way.

/** The manage page's address a bank page returns to (Stripe adds setup_intent and redirect_status). */
export const returnUrlOf = (token: string) => `${window.location.origin}/recurring/${encodeURIComponent(token)}`;

export default function StripeCardUpdate({
  token,
  publishableKey,
  confirmLabel,
  onDone,
  onBack,
}: {
  token: string;
  publishableKey: string;
  confirmLabel: string;
  onDone: (plan: PlanView) => void;
  onBack: () => void;
}) {
  const mount = useRef<HTMLDivElement>(null);
  const [stripe, setStripe] = useState<Stripe | null>(null);
  const [elements, setElements] = useState<StripeElements | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let cancelled = false;
    (async () => {
      const started = await apiCall(startCardUpdateCall, {
        params: { token },
        body: { redirectUrl: returnUrlOf(token) },
      });
      if (cancelled) return;
      if (!started.ok) return setMessage(started.error);
      if (started.data.provider !== 'stripe') return setMessage(CARD_NOT_SAVED);
      const loaded = await loadStripe(publishableKey).catch(() => null);
      if (cancelled) return;
      if (!loaded || !mount.current) return setMessage(cardPaymentFailure(null).text);
      const created = loaded.elements({ clientSecret: started.data.clientSecret });
      created.create('payment', { layout: 'tabs' }).mount(mount.current);
      setStripe(loaded);
      setElements(created);
    })();
    return () => {
      cancelled = true;
    };
  }, [token, publishableKey]);

  async function confirm() {
    if (!stripe || !elements || busy) return;
    setBusy(true);
    setMessage(null);
    const { error, setupIntent } = await stripe.confirmSetup({
      elements,
      redirect: 'if_required',
      confirmParams: { return_url: returnUrlOf(token) },
    });
    if (error || !setupIntent) {
      setBusy(false);
      if (error?.type === 'validation_error') return setMessage(error.message ?? CARD_FIELD_INCOMPLETE);
      return setMessage(error?.message ? `${error.message} ${CARD_NOT_SAVED}` : CARD_NOT_SAVED);
    }
    const done = await apiCall(completeCardUpdateCall, { params: { token }, body: { setupIntentId: setupIntent.id } });
    setBusy(false);
    if (!done.ok) return setMessage(done.error);
    onDone(done.data.plan);
  }

  return (
    <div className={form.form}>
      <div ref={mount} className={styles.paymentElement} data-testid="payment-element" />
      <ErrorBanner message={message} />
      <button
        type="button"
        className={`${form.button} ${form.block}`}
        disabled={!elements || busy}
        onClick={() => void confirm()}
        data-testid="card-confirm"
      >
        {busy ? 'Processing…' : confirmLabel}
      </button>
      <button type="button" className={`${form.secondary} ${form.block}`} disabled={busy} onClick={onBack}>
        Back
      </button>
    </div>
  );
}
