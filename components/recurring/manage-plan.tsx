'use client';

import { useEffect, useRef, useState } from 'react';
import { Banner } from '@/components/account/banner';
import form from '@/components/account/form.module.css';
import { CardFields } from '@/components/donations/card-fields';
import { postCardToGateway } from '@/components/donations/post-card-to-gateway';
import { apiCall } from '@/lib/client/api';
import { completeCardUpdateCall, startCardUpdateCall, updatePlanCall } from '@/lib/contracts/recurring';
import { totalWithFee } from '@/lib/rules/fees';
import { formatDollarsAndCents } from '@/lib/rules/money';
import { FREQUENCY_LABEL, type Frequency } from '@/lib/rules/recurring';
import { planStatementPath } from '@/lib/shared/paths';
import type { PlanView } from '@/lib/services/recurring/recurring-view';
import styles from './manage-plan.module.css';

// The manage page's island: what the plan gives, when, from which card, and its history; the
// donor changes the amount or the fee cover, pauses, resumes, cancels, or updates the card
// through the same card form as the first gift. Each change applies from the next charge.

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
  cardTokenId,
  openCard,
}: {
  token: string;
  initial: PlanView;
  cardTokenId: string | null;
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
  const completing = useRef(false);
  const cancelled = plan.status === 'cancelled';
  const needsCard = plan.status === 'needs_card' || plan.status === 'past_due';

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
    setBusy(true);
    setError(null);
    const result = await apiCall(startCardUpdateCall, {
      params: { token },
      body: { redirectUrl: `${window.location.origin}/recurring/${encodeURIComponent(token)}` },
    });
    setBusy(false);
    if (!result.ok) return setError(result.error);
    if (result.data.provider === 'safesave') setCardForm(result.data.formUrl);
    else setError('Card updates for this plan open in the card form of the event page; contact the organizer.');
  }

  // Back from the gateway's card form: keep the new card (a missed gift is charged at once).
  useEffect(() => {
    if (!cardTokenId || completing.current) return;
    completing.current = true;
    window.history.replaceState(null, '', `/recurring/${encodeURIComponent(token)}`);
    (async () => {
      setBusy(true);
      const result = await apiCall(completeCardUpdateCall, { params: { token }, body: { tokenId: cardTokenId } });
      setBusy(false);
      if (!result.ok) return setError(result.error);
      setPlan(result.data.plan);
      setNotice('Your card is updated.');
    })();
  }, [cardTokenId, token]);

  const every = plan.frequency === 'monthly' ? 'month' : plan.frequency.replace(/ly$/, '');
  return (
    <div className={styles.plan} data-testid="manage-plan" data-status={plan.status}>
      {notice ? (
        <Banner tone="success">
          <p>{notice}</p>
        </Banner>
      ) : null}
      {error ? (
        <Banner tone="error">
          <p>{error}</p>
        </Banner>
      ) : null}
      {openCard && !needsCard && !cancelled ? (
        <Banner tone="success">
          <p>Use “Update card” below to give your new card or confirm your payment.</p>
        </Banner>
      ) : null}
      {needsCard && !cancelled ? (
        <Banner tone="error">
          <p>Your last gift could not be charged. Update your card and the missed gift is charged at once.</p>
        </Banner>
      ) : null}
      <dl className={styles.summary}>
        <dt>Status</dt>
        <dd data-testid="plan-status">{STATUS_TEXT[plan.status] ?? plan.status}</dd>
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
            <button type="button" className={form.secondary} disabled={busy} onClick={() => void startCard()}>
              Update card
            </button>
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
