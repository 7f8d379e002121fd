'use client';

import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Banner, ErrorBanner } from '@/components/account/banner';
import form from '@/components/account/form.module.css';
import { CardFields } from '@/components/donations/card-fields';
import { postCardToGateway } from '@/components/donations/post-card-to-gateway';
import { apiCall } from '@/lib/client/api';
import { completeCardUpdateCall, startCardUpdateCall, updatePlanCall } from '@/lib/contracts/recurring';
import { totalWithFee } from '@/lib/rules/fees';
import { CARD_PAYMENTS_NOT_CONFIGURED } from '@/lib/rules/messages';
import { formatDollarsAndCents } from '@/lib/rules/money';
import { FREQUENCY_LABEL, type Frequency } from '@/lib/rules/recurring';
import { planStatementPath } from '@/lib/shared/paths';
import type { PlanView } from '@/lib/services/recurring/recurring-view';
import styles from './manage-plan.module.css';

// The manage page's island: what the plan gives, when, from which card, and its history; the
// donor changes the amount or the fee cover, pauses, resumes, cancels, or updates the card
// through the same card form as the first gift (the hosted gateway's, or Stripe's Payment Element
// for a Stripe plan, loaded only then). Each change applies from the next charge. A Stripe plan
// whose bank asked to confirm an installment offers "Confirm your payment": a card confirmed on
// this page (the bank's check included), and the missed gift charged at once.

const StripeCardUpdate = lazy(() => import('./stripe-card-update'));

const STATUS_TEXT: Record<string, string> = {
  active: 'Active',
  paused: 'Paused',
  past_due: 'Past due: update your card',
  needs_card: 'Needs a new card',
  cancelled: 'Cancelled',
};

const formatDate = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));

export function ManagePlan({
  token,
  initial,
  publishableKey,
  cardTokenId,
  setupIntentId,
  openCard,
}: {
  token: string;
  initial: PlanView;
  /** Stripe's browser key, for a Stripe plan on a server that has one. */
  publishableKey: string | null;
  /** Back from the hosted gateway's card form. */
  cardTokenId: string | null;
  /** Back from a bank's page after Stripe's confirmSetup. */
  setupIntentId: string | null;
  openCard: boolean;
}) {
  const [plan, setPlan] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [amount, setAmount] = useState(String(initial.amount / 100));
  const [amountError, setAmountError] = useState<string | null>(null);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [cardForm, setCardForm] = useState<string | null>(null);
  const [stripeForm, setStripeForm] = useState(false);
  const completing = useRef(false);
  const cardHeading = useRef<HTMLHeadingElement>(null);
  const cancelled = plan.status === 'cancelled';
  const needsCard = plan.status === 'needs_card' || plan.status === 'past_due';
  const confirmPayment = plan.confirmPayment;
  const total = formatDollarsAndCents(totalWithFee(plan.amount, plan.payFees));

  // The card form opens below the buttons: bring it into view (and the reader's focus to it).
  useEffect(() => {
    if (stripeForm) cardHeading.current?.focus();
  }, [stripeForm]);

  async function act(body: Parameters<typeof apiCall<typeof updatePlanCall>>[1]['body'], done: string) {
    setBusy(true);
    setError(null);
    setNotice(null);
    setAmountError(null);
    const result = await apiCall(updatePlanCall, { params: { token }, body });
    setBusy(false);
    if (!result.ok) {
      const field = result.data.fieldErrors?.amount?.[0];
      if (field) setAmountError(field);
      else setError(result.error);
      return;
    }
    setPlan(result.data.plan);
    setAmount(String(result.data.plan.amount / 100));
    setNotice(done);
  }

  async function startCard() {
    setError(null);
    setNotice(null);
    if (plan.provider === 'stripe') {
      if (!publishableKey) return setError(CARD_PAYMENTS_NOT_CONFIGURED);
      return setStripeForm(true);
    }
    setBusy(true);
    const result = await apiCall(startCardUpdateCall, {
      params: { token },
      body: { redirectUrl: `${window.location.origin}/recurring/${encodeURIComponent(token)}` },
    });
    setBusy(false);
    if (!result.ok) return setError(result.error);
    if (result.data.provider === 'safesave') setCardForm(result.data.formUrl);
  }

  /** The new card is kept: say what happened, in words that fit what the donor did. */
  function cardDone(before: PlanView, after: PlanView) {
    setPlan(after);
    setStripeForm(false);
    setCardForm(null);
    const charged = (before.status === 'needs_card' || before.status === 'past_due') && after.status === 'active';
    setNotice(
      before.confirmPayment && charged
        ? `Thank you: your payment is confirmed and your ${formatDollarsAndCents(totalWithFee(after.amount, after.payFees))} gift is charged.`
        : charged
          ? 'Your card is updated and the missed gift is charged.'
          : 'Your card is updated.',
    );
  }

  // Back from the gateway's card form, or from a bank's page that checked a Stripe card: keep the
  // new card (a missed gift is charged at once).
  useEffect(() => {
    const body = cardTokenId ? { tokenId: cardTokenId } : setupIntentId ? { setupIntentId } : null;
    if (!body || completing.current) return;
    completing.current = true;
    window.history.replaceState(null, '', `/recurring/${encodeURIComponent(token)}`);
    (async () => {
      setBusy(true);
      const result = await apiCall(completeCardUpdateCall, { params: { token }, body });
      setBusy(false);
      if (!result.ok) return setError(result.error);
      cardDone(initial, result.data.plan);
    })();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the address the page was opened with
  }, [cardTokenId, setupIntentId, token]);

  const every = plan.frequency === 'monthly' ? 'month' : plan.frequency.replace(/ly$/, '');
  return (
    <div className={styles.plan} data-testid="manage-plan" data-status={plan.status}>
      {notice ? (
        <Banner tone="success">
          <p>{notice}</p>
        </Banner>
      ) : null}
      <ErrorBanner message={error} />
      {openCard && !needsCard && !cancelled && !notice ? (
        <Banner tone="success">
          <p>Use “Update card” below to give your new card or confirm your payment.</p>
        </Banner>
      ) : null}
      {confirmPayment ? (
        <Banner tone="error">
          <p>
            Your bank asks you to confirm your {total} gift before it can be charged. Choose “Confirm your payment” and
            enter your card: your bank may show its own check, and the gift is charged at once.
          </p>
        </Banner>
      ) : needsCard && !cancelled ? (
        <Banner tone="error">
          <p>Your last gift could not be charged. Update your card and the missed gift is charged at once.</p>
        </Banner>
      ) : null}
      <dl className={styles.summary}>
        <dt>Status</dt>
        <dd data-testid="plan-status">
          {confirmPayment ? 'Waiting for you to confirm a payment' : (STATUS_TEXT[plan.status] ?? plan.status)}
        </dd>
        <dt>Gift</dt>
        <dd data-testid="plan-amount">
          {formatDollarsAndCents(plan.amount)} {FREQUENCY_LABEL[plan.frequency as Frequency]?.toLowerCase()}
        </dd>
        <dt>Charged</dt>
        <dd>
          {formatDollarsAndCents(totalWithFee(plan.amount, plan.payFees))}
          {plan.payFees ? ' (you cover the processing fee)' : ''}
        </dd>
        <dt>To</dt>
        <dd>
          {plan.target.title}
          {plan.target.title === plan.target.eventTitle ? '' : ` (${plan.target.eventTitle})`}
        </dd>
        <dt>Next charge</dt>
        <dd data-testid="plan-next">
          {cancelled ? 'None' : plan.status === 'paused' ? 'Paused' : formatDate(plan.nextChargeDate!)}
        </dd>
        <dt>Card</dt>
        <dd>
          {plan.card.last4 ? `•••• ${plan.card.last4}` : 'On file'}
          {plan.card.exp ? `, expires ${plan.card.exp.slice(0, 2)}/${plan.card.exp.slice(2)}` : ''}
        </dd>
      </dl>

      {!cancelled ? (
        <>
          <form
            className={styles.change}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void act({ action: 'update', amount: Number(amount) }, 'Your gift is changed from the next charge.');
            }}
          >
            <div className={form.field}>
              <label htmlFor="plan-amount" className={form.label}>
                Amount each {every} (USD)
              </label>
              <input
                id="plan-amount"
                className={form.input}
                inputMode="decimal"
                value={amount}
                aria-invalid={amountError ? true : undefined}
                aria-describedby={amountError ? 'plan-amount-error' : undefined}
                onChange={(event) => setAmount(event.target.value)}
              />
              {amountError ? (
                <p id="plan-amount-error" className={form.error}>
                  {amountError}
                </p>
              ) : null}
            </div>
            <label className={form.check}>
              <input
                type="checkbox"
                checked={plan.payFees}
                disabled={busy}
                onChange={(event) =>
                  void act(
                    { action: 'update', payFees: event.target.checked },
                    event.target.checked ? 'You now cover the processing fee.' : 'You no longer cover the fee.',
                  )
                }
              />
              <span>Cover the processing fee</span>
            </label>
            <button type="submit" className={form.button} disabled={busy} data-testid="plan-save-amount">
              Save the new amount
            </button>
          </form>

          <div className={styles.actions}>
            {confirmPayment ? (
              <button
                type="button"
                className={form.button}
                disabled={busy || stripeForm}
                data-testid="plan-confirm-payment"
                onClick={() => void startCard()}
              >
                Confirm your payment
              </button>
            ) : null}
            {plan.status === 'paused' ? (
              <button
                type="button"
                className={form.button}
                disabled={busy}
                onClick={() => void act({ action: 'resume' }, 'Your gift is resumed.')}
              >
                Resume
              </button>
            ) : (
              <button
                type="button"
                className={form.secondary}
                disabled={busy}
                onClick={() =>
                  void act({ action: 'pause' }, 'Your gift is paused: nothing is charged until you resume.')
                }
              >
                Pause
              </button>
            )}
            {confirmPayment ? null : (
              <button
                type="button"
                className={form.secondary}
                disabled={busy || stripeForm}
                data-testid="plan-update-card"
                onClick={() => void startCard()}
              >
                Update card
              </button>
            )}
            {confirmCancel ? (
              <button
                type="button"
                className={styles.danger}
                disabled={busy}
                data-testid="plan-cancel-confirm"
                onClick={() => void act({ action: 'cancel' }, 'Your gift is cancelled. Thank you for your support.')}
              >
                Yes, cancel my gift
              </button>
            ) : (
              <button
                type="button"
                className={styles.danger}
                disabled={busy}
                data-testid="plan-cancel"
                onClick={() => setConfirmCancel(true)}
              >
                Cancel the gift
              </button>
            )}
          </div>
          {cardForm ? (
            <section aria-label="New card" className={styles.card}>
              <h2 className={styles.heading}>New card</h2>
              <CardFields
                total=""
                label="Save this card"
                busy={busy}
                onPay={(card) => postCardToGateway(cardForm, card)}
                onBack={() => setCardForm(null)}
              />
            </section>
          ) : null}
          {stripeForm && publishableKey ? (
            <section aria-labelledby="plan-card-heading" className={styles.card}>
              <h2 id="plan-card-heading" className={styles.heading} ref={cardHeading} tabIndex={-1}>
                {confirmPayment ? 'Confirm your payment' : 'New card'}
              </h2>
              <p>
                {confirmPayment
                  ? `This card is kept for your next gifts, and your ${total} gift is charged as soon as your bank confirms it.`
                  : needsCard
                    ? `This card is kept for your next gifts, and the missed ${total} gift is charged at once.`
                    : 'This card is kept for your next gifts; nothing is charged now.'}
              </p>
              <Suspense fallback={<p role="status">Loading the card form…</p>}>
                <StripeCardUpdate
                  token={token}
                  publishableKey={publishableKey}
                  confirmLabel={confirmPayment ? `Confirm and give ${total}` : 'Save this card'}
                  onDone={(after) => cardDone(plan, after)}
                  onBack={() => setStripeForm(false)}
                />
              </Suspense>
            </section>
          ) : null}
        </>
      ) : null}

      <section aria-labelledby="plan-history" className={styles.history}>
        <h2 id="plan-history" className={styles.heading}>
          History
        </h2>
        {plan.history.length === 0 ? (
          <p>No gifts yet.</p>
        ) : (
          <ul data-testid="plan-history">
            {plan.history.map((entry, index) => (
              <li key={`${entry.date}-${index}`}>
                <span>{formatDate(entry.date)}</span>
                <span>{formatDollarsAndCents(entry.amount)}</span>
                <span className={entry.status === 'failed' ? styles.failed : undefined}>
                  {entry.status === 'succeeded' ? 'Paid' : entry.status === 'failed' ? 'Declined' : entry.status}
                </span>
              </li>
            ))}
          </ul>
        )}
        {statementYears(plan.history).length > 0 ? (
          <p data-testid="plan-statements">
            Year-end statements:{' '}
            {statementYears(plan.history).map((year, index) => (
              <span key={year}>
                {index > 0 ? ', ' : null}
                <a href={planStatementPath(token, year)}>{year} statement PDF</a>
              </span>
            ))}
          </p>
        ) : null}
      </section>
    </div>
  );
}

/** The years this plan gave in, newest first: each has a statement (its other gifts of that year too). */
function statementYears(history: PlanView['history']): number[] {
  const years = history
    .filter((entry) => entry.status === 'succeeded')
    .map((entry) => new Date(entry.date).getUTCFullYear());
  return [...new Set(years)].sort((a, b) => b - a);
}
