'use client';

import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { ErrorBanner } from '@/components/account/banner';
import { PressedButtons } from '@/components/ui/pressed-buttons';
import form from '@/components/account/form.module.css';
import { EMAIL_INPUT, TextField } from '@/components/account/text-field';
import { useHydrated } from '@/components/ui/use-hydrated';
import { useSpecForm } from '@/components/forms/use-spec-form';
import { apiCall } from '@/lib/client/api';
import { teamIndieCampaignsCall } from '@/lib/contracts/campaigns';
import { startHostedPaymentCalls } from '@/lib/contracts/payments';
import {
  afterDonatePath,
  fundraiserCampaignEmbedPath,
  fundraiserCampaignPath,
  fundraiserEmbedPath,
  indieCampaignEmbedPath,
  indieCampaignPath,
  teamCampaignEmbedPath,
  teamCampaignPath,
} from '@/lib/shared/paths';
import { isChosenCampaign } from '@/lib/rules/campaign-choice';
import { GENERAL_CAMPAIGN_ID, PRESET_DONATION_AMOUNTS, SELECT_ONE_ID } from '@/lib/rules/constants';
import { FEE_PERCENTAGE, totalWithFee } from '@/lib/rules/fees';
import { WAITING } from '@/lib/rules/messages';
import { dollars } from '@/lib/contracts/money';
import { formatDollarsAndCents, typedCents } from '@/lib/rules/money';
import {
  DEFAULT_GIVING_FREQUENCIES,
  FREQUENCY_LABEL,
  FREQUENCY_PHRASE,
  isFrequency,
  type Frequency,
} from '@/lib/rules/recurring';
import {
  CARD_DONATION_SPEC,
  HOSTED_DONATION_SPEC,
  chargeCents,
  type DonationFormValues,
  type DonationRecord,
  type HostedCard,
} from '@/lib/validation/donation-record';
import type { DonateChoice } from '@/lib/services/donations/donation-view';
import { specFormDefaults } from '@/lib/validation/spec-values';
import { CardFields } from './card-fields';
import type { DonationOutcome } from './donation-result';
import {
  loadDonation,
  loadDonationDraft,
  clearDonationDraft,
  saveDonation,
  saveDonationDraft,
  type SavedDonation,
} from './donation-storage';
import { postCardToGateway } from './post-card-to-gateway';
import styles from './donation-form.module.css';
import { SelectField } from './payment-controls';
import { usePaymentChallenge } from './use-payment-challenge';

// The donation form of /donate and /fundraiser/donate, the budgeted page: the gift (presets or
// another amount, the 5 % fee covered by default, the total shown), the team and individual
// campaign, the donor, then a confirmation step with the card (the hosted gateway's fields,
// posted straight to the gateway, or the card provider's Payment Element, loaded only for
// events that use it) and Confirm. Checked by the same schema the server parses.

const StripePayment = lazy(() => import('./stripe-payment'));
// What a finished or declined payment shows (with the decline reasons in plain words) loads only
// when there is one: a first visit to /donate downloads none of it.
const DonationResult = lazy(() => import('./donation-result').then((module) => ({ default: module.DonationResult })));
const DeclineBanner = lazy(() => import('./donation-result').then((module) => ({ default: module.DeclineBanner })));

/** The monthly gift a one-time gift may become: about a third of it, in whole dollars, $5 or more (else none). */
function suggestedMonthlyCents(baseCents: number): number | null {
  const dollarsAMonth = Math.round(baseCents / 300);
  return dollarsAMonth >= 5 ? dollarsAMonth * 100 : null;
}

/** A team or individual campaign to choose. */
type Choice = DonateChoice;

/** The donor's optional birth date, in three short boxes. */
const BIRTH_DATE_PARTS = [
  { name: 'birthMonth', label: 'Birth month', autoComplete: 'bday-month', placeholder: 'MM' },
  { name: 'birthDate', label: 'Day', autoComplete: 'bday-day', placeholder: 'DD' },
  { name: 'birthYear', label: 'Year', autoComplete: 'bday-year', placeholder: 'YYYY' },
] as const;

export type DonationFormProps = {
  eventId: string;
  eventTitle: string;
  fundraiser: boolean;
  provider: 'safesave' | 'stripe';
  publishableKey: string | null;
  teams: Choice[];
  indies: Choice[];
  initialTeam: string;
  initialIndie: string;
  allowGeneral: boolean;
  askIndie: boolean;
  target: { title: string; href: string };
  prefill: { firstName: string; lastName: string; email: string } | null;
  contactEmail: string;
  /** Who the donor authorizes to charge a monthly gift (the event's organizer). */
  organizerName?: string;
  /** How often the event lets donors give (One-time and Monthly unless it chose others), and the one first shown. */
  frequencies?: Frequency[];
  initialFrequency?: Frequency;
};

export function DonationForm(props: DonationFormProps) {
  const { provider, teams, askIndie, allowGeneral, fundraiser, target } = props;
  const hydrated = useHydrated();
  const spec = provider === 'safesave' ? HOSTED_DONATION_SPEC : CARD_DONATION_SPEC;
  const details = useSpecForm<DonationFormValues, DonationRecord>(spec, {
    ...specFormDefaults(spec, ['totalAmount']),
    eventId: props.eventId,
    baseAmount: String(PRESET_DONATION_AMOUNTS[0]),
    teamCampaignId: props.initialTeam,
    indieCampaignId: props.initialIndie,
    firstName: props.prefill?.firstName ?? '',
    lastName: props.prefill?.lastName ?? '',
    email: props.prefill?.email ?? '',
    frequency: props.initialFrequency && props.initialFrequency !== 'once' ? props.initialFrequency : '',
  });
  const { values, error: errorOf, text, checkbox, setValue, handleSubmit, setErrors } = details;
  const [step, setStep] = useState<'details' | 'pay' | 'result'>('details');
  const [record, setRecord] = useState<DonationRecord | null>(null);
  const [indies, setIndies] = useState<Choice[]>(props.indies);
  const [loadingIndies, setLoadingIndies] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setErrorBanner] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<DonationOutcome | null>(null);
  const submitting = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const challenge = usePaymentChallenge();
  const [declined, setDeclined] = useState<SavedDonation['declined'] | null>(null);
  const restored = useRef(false);

  const { baseAmount: amount, payFees, teamCampaignId: team } = values;
  const frequencies = props.frequencies ?? DEFAULT_GIVING_FREQUENCIES;
  const frequency: Frequency = isFrequency(values.frequency) ? values.frequency : 'once';
  const baseCents = typedCents(amount);
  const totalCents = baseCents === null ? null : totalWithFee(baseCents, payFees);
  const retryHref =
    typeof window === 'undefined' ? target.href : `${window.location.pathname}${window.location.search}`;

  async function chooseTeam(id: string) {
    setValue('indieCampaignId', GENERAL_CAMPAIGN_ID);
    setIndies([]);
    await loadIndies(id);
  }

  async function loadIndies(id: string) {
    if (!askIndie || !isChosenCampaign(id)) return;
    setLoadingIndies(true);
    const result = await apiCall(teamIndieCampaignsCall, { params: { id } });
    setLoadingIndies(false);
    if (result.ok)
      setIndies(result.data.indieCampaigns.map((campaign) => ({ id: campaign._id, title: campaign.title })));
  }

  const toStep = (next: 'details' | 'pay' | 'result') => {
    // The confirmation step is a history entry: the browser's Back returns to the filled form.
    if (next === 'pay' && step !== 'pay') window.history.pushState({ donateStep: 'pay' }, '');
    setStep(next);
    setErrorBanner(null);
  };
  /** The step's own Back button, the same as the browser's. */
  const backToDetails = () => {
    if (window.history.state?.donateStep === 'pay') window.history.back();
    else toStep('details');
  };

  useEffect(() => {
    const onPop = () => {
      setStep((current) => (current === 'pay' ? 'details' : current));
      setErrorBanner(null);
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  // Back from the gateway or /afterdonate, or "Try another card" after a decline (issue 21): what
  // the donor typed comes back (this tab's draft), and after a decline the card step opens again
  // with the reason, every detail kept and only the card to enter.
  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    const page = `${window.location.pathname}${window.location.search}`;
    const draft = loadDonationDraft(page);
    if (draft) {
      for (const [name, value] of Object.entries(draft)) {
        if (name in values && typeof value === typeof values[name as keyof DonationFormValues])
          setValue(name as keyof DonationFormValues, value as never);
      }
      if (typeof draft.teamCampaignId === 'string') void loadIndies(draft.teamCampaignId);
    }
    const saved = loadDonation();
    if (draft && saved?.declined && saved.retryHref === page) {
      const { totalAmount: _total, ...kept } = saved.record;
      void _total;
      // This tab's storage exists only in the browser, after hydration: read here, once.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setRecord(kept as DonationRecord);
      setDeclined(saved.declined);
      saveDonation({ ...saved, declined: undefined });
      window.history.pushState({ donateStep: 'pay' }, '');
      setStep('pay');
    }
    // Once, on the first render in the browser.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (restored.current) saveDonationDraft(`${window.location.pathname}${window.location.search}`, values);
  }, [values]);

  // A new step starts at the top, its heading read out (not on the first render). The confirm step
  // starts at its own heading, the page's title just above it: on a 375×667 phone the summary, the
  // card and Confirm then fit on one screen, whatever the title's length.
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    if (step === 'pay' && heading.current) heading.current.scrollIntoView({ block: 'start' });
    else window.scrollTo({ top: 0 });
    heading.current?.focus({ preventScroll: true });
  }, [step]);

  const onContinue = handleSubmit((checked) => {
    setRecord(checked);
    toStep('pay');
  });

  /** The page the gift goes to, for the thank-you's share panel: the person, else the team, else the target. */
  function givenTo(chosen: DonationRecord) {
    const indie = indies.find((item) => item.id === chosen.indieCampaignId);
    if (indie)
      return { title: indie.title, href: indieCampaignPath(indie.id), embedHref: indieCampaignEmbedPath(indie.id) };
    const team = teams.find((item) => item.id === chosen.teamCampaignId);
    if (team)
      return fundraiser
        ? { title: team.title, href: fundraiserCampaignPath(team.id), embedHref: fundraiserCampaignEmbedPath(team.id) }
        : { title: team.title, href: teamCampaignPath(team.id), embedHref: teamCampaignEmbedPath(team.id) };
    return { ...target, embedHref: fundraiserEmbedPath(props.eventId) };
  }

  /** The record as the payment calls carry it: the parsed values with their total. */
  const donation = useMemo(
    () => (record ? { ...record, totalAmount: dollars.encode(chargeCents(record)) } : null),
    [record],
  );

  async function payWithGateway(card: HostedCard, solution?: string) {
    if (!donation || submitting.current) return;
    submitting.current = true;
    setBusy(true);
    setErrorBanner(null);
    setDeclined(null);
    const result = await apiCall(startHostedPaymentCalls.donation, {
      body: {
        amount: donation.totalAmount,
        redirectUrl: `${window.location.origin}${afterDonatePath('safesave')}`,
        donation,
        challenge: solution,
      },
    });
    if (!result.ok) {
      submitting.current = false;
      setBusy(false);
      // Declines run high here: the check runs, then this start again with its solution.
      if (challenge.asks(result, (next) => void payWithGateway(card, next), Boolean(solution))) return;
      const fieldErrors = Object.fromEntries(
        Object.entries(result.data.fieldErrors ?? {}).map(([key, messages]) => [
          key.replace(/^donation\./, ''),
          messages,
        ]),
      );
      if (result.status === 400 && setErrors(fieldErrors)) {
        toStep('details');
        return;
      }
      setErrorBanner(result.error);
      return;
    }
    saveDonation({ provider: 'safesave', record: donation, retryHref, target, givenTo: givenTo(donation) });
    postCardToGateway(result.data.formUrl, card);
  }

  if (step === 'result' && outcome) {
    return (
      <Suspense fallback={<p className={styles.note}>{WAITING}</p>}>
        <DonationResult
          outcome={outcome}
          target={target}
          givenTo={record ? givenTo(record) : undefined}
          retryHref={retryHref}
          contactEmail={props.contactEmail}
        />
      </Suspense>
    );
  }

  if (step === 'pay' && record && donation) {
    const base = dollars.decode(record.baseAmount);
    const total = chargeCents(record);
    const chosenTeam = teams.find((item) => item.id === record.teamCampaignId);
    const chosenIndie = indies.find((item) => item.id === record.indieCampaignId);
    const goesTo = chosenIndie?.title ?? chosenTeam?.title ?? props.eventTitle;
    const repeats = isFrequency(record.frequency) && record.frequency !== 'once' ? record.frequency : null;
    return (
      <section aria-labelledby="confirm-title" className={styles.step}>
        <h2 id="confirm-title" ref={heading} tabIndex={-1} className={styles.stepTitle}>
          Confirm your donation
        </h2>
        {/* Each term on its own row with its value: the summary stays short on a phone. */}
        <dl className={styles.summary} data-testid="donation-summary">
          <div className={styles.summaryRow}>
            <dt>Donation to</dt>
            <dd>{goesTo}</dd>
          </div>
          <div className={styles.summaryRow}>
            <dt>Your gift</dt>
            <dd>
              {formatDollarsAndCents(base)}
              {repeats ? ` ${FREQUENCY_PHRASE[repeats]}` : ''}
            </dd>
          </div>
          {total > base ? (
            <div className={styles.summaryRow}>
              <dt>Processing fee ({FEE_PERCENTAGE}%)</dt>
              <dd>{formatDollarsAndCents(total - base)}</dd>
            </div>
          ) : null}
          <div className={styles.summaryRow}>
            <dt className={styles.totalTerm}>Total</dt>
            <dd className={styles.totalValue} data-testid="confirm-total">
              {formatDollarsAndCents(total)}
            </dd>
          </div>
          <div className={styles.summaryRow}>
            <dt>From</dt>
            <dd>
              {record.firstName} {record.lastName}
              {record.anonymous ? ' (shown as Anonymous)' : ''}
            </dd>
            {/* The email has the whole row's width: an address rarely needs two lines. */}
            <dd className={styles.fullRow}>{record.email}</dd>
          </div>
        </dl>
        <ErrorBanner message={error} />
        {declined ? (
          <div data-testid="declined-again" role="alert">
            <Suspense fallback={null}>
              <DeclineBanner outcome={{ ok: false, ...declined }} />
            </Suspense>
            <p className={styles.note}>Your gift and your details are kept: enter another card.</p>
          </div>
        ) : null}
        {provider === 'safesave' &&
        !repeats &&
        frequencies.includes('monthly') &&
        suggestedMonthlyCents(base) !== null ? (
          <div className={styles.consent} data-testid="make-it-monthly">
            <p>Monthly gifts go further over the year.</p>
            <button
              type="button"
              className={`${form.secondary} ${styles.offerButton}`}
              onClick={() => {
                const cents = suggestedMonthlyCents(base)!;
                // Accepting makes the monthly plan instead of this gift, never both.
                setValue('baseAmount', String(cents / 100));
                setValue('frequency', 'monthly');
                setRecord({ ...record, baseAmount: dollars.encode(cents), frequency: 'monthly' });
              }}
            >
              Make it {formatDollarsAndCents(suggestedMonthlyCents(base)!)}/month instead
            </button>
          </div>
        ) : null}
        {repeats ? (
          <p className={styles.consent} data-testid="monthly-consent">
            You authorize {props.organizerName || props.eventTitle} to charge {formatDollarsAndCents(total)}{' '}
            {FREQUENCY_PHRASE[repeats]} until you cancel, starting today; manage or cancel anytime from the link in your
            receipt.
          </p>
        ) : null}
        {provider === 'safesave' ? (
          <CardFields total={formatDollarsAndCents(total)} busy={busy} onPay={payWithGateway} onBack={backToDetails} />
        ) : (
          <Suspense fallback={<p className={styles.note}>Loading the secure card form…</p>}>
            <StripePayment
              publishableKey={props.publishableKey ?? ''}
              donation={donation}
              total={formatDollarsAndCents(total)}
              onBack={backToDetails}
              onSaved={() =>
                saveDonation({ provider: 'stripe', record: donation, retryHref, target, givenTo: givenTo(donation) })
              }
              onDone={(result) => {
                if (result.ok) clearDonationDraft(`${window.location.pathname}${window.location.search}`);
                setOutcome(result);
                toStep('result');
              }}
            />
          </Suspense>
        )}
        {challenge.widget}
        {busy ? (
          <p className={styles.waiting} role="status" data-testid="waiting">
            {WAITING}
          </p>
        ) : null}
      </section>
    );
  }

  return (
    <form className={form.form} onSubmit={onContinue} noValidate aria-label="Donation">
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Your gift</legend>
        {frequencies.length > 1 ? (
          <PressedButtons
            label="How often"
            options={frequencies}
            pressed={frequency}
            onPress={(choice) => setValue('frequency', choice === 'once' ? '' : choice)}
            labelOf={(choice) => FREQUENCY_LABEL[choice]}
            testIdOf={(choice) => `frequency-${choice}`}
            className={styles.frequency}
            buttonClassName={styles.frequencyChoice}
          />
        ) : null}
        <PressedButtons
          label="Choose an amount"
          options={PRESET_DONATION_AMOUNTS}
          pressed={PRESET_DONATION_AMOUNTS.find((preset) => String(preset) === amount)}
          onPress={(preset) => setValue('baseAmount', String(preset))}
          labelOf={(preset) => `$${preset}`}
          className={styles.presets}
          buttonClassName={styles.preset}
        />
        <TextField
          label="Amount (USD)"
          inputMode="decimal"
          autoComplete="transaction-amount"
          hint="Or type another amount, $5 or more."
          error={errorOf('baseAmount')}
          {...text('baseAmount')}
        />
        <label className={form.check}>
          <input {...checkbox('payFees')} />
          <span>
            Cover the {FEE_PERCENTAGE}% processing fee
            {baseCents !== null && totalCents !== null
              ? ` (${formatDollarsAndCents(totalWithFee(baseCents, true) - baseCents)})`
              : ''}{' '}
            so all of your gift goes to the cause
          </span>
        </label>
        <p className={styles.total} aria-live="polite" data-testid="donation-total">
          Total: <strong>{totalCents === null ? '—' : formatDollarsAndCents(totalCents)}</strong>
          {frequency !== 'once' ? ` ${FREQUENCY_PHRASE[frequency]}` : ''}
        </p>
      </fieldset>

      {teams.length > 0 ? (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{fundraiser ? 'Campaign' : 'Team and runner'}</legend>
          <SelectField
            id="donation-team"
            label={fundraiser ? 'Campaign' : 'Team campaign'}
            error={errorOf('teamCampaignId')}
            {...text('teamCampaignId')}
            onChange={(event) => {
              setValue('teamCampaignId', event.target.value);
              void chooseTeam(event.target.value);
            }}
          >
            {team === SELECT_ONE_ID ? <option value={SELECT_ONE_ID}>Select one</option> : null}
            {allowGeneral ? (
              <option value={GENERAL_CAMPAIGN_ID}>General (the whole {fundraiser ? 'fundraiser' : 'event'})</option>
            ) : null}
            {teams.map((item) => (
              <option key={item.id} value={item.id}>
                {item.title}
              </option>
            ))}
          </SelectField>
          {askIndie && isChosenCampaign(team) && (indies.length > 0 || loadingIndies) ? (
            <SelectField
              id="donation-indie"
              label="Individual campaign"
              disabled={loadingIndies}
              error={errorOf('indieCampaignId')}
              {...text('indieCampaignId')}
            >
              <option value={GENERAL_CAMPAIGN_ID}>General (the whole team)</option>
              {indies.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.title}
                </option>
              ))}
            </SelectField>
          ) : null}
        </fieldset>
      ) : null}

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Your details</legend>
        <div className={form.row}>
          <TextField label="First name" autoComplete="given-name" error={errorOf('firstName')} {...text('firstName')} />
          <TextField label="Last name" autoComplete="family-name" error={errorOf('lastName')} {...text('lastName')} />
        </div>
        <TextField
          {...EMAIL_INPUT}
          hint="Your confirmation and receipt go here."
          error={errorOf('email')}
          {...text('email')}
        />
        {provider === 'safesave' ? (
          <>
            <TextField
              label="Billing street address"
              autoComplete="street-address"
              error={errorOf('address')}
              {...text('address')}
            />
            <div className={styles.triple}>
              <TextField label="City" autoComplete="address-level2" error={errorOf('city')} {...text('city')} />
              <TextField label="State" autoComplete="address-level1" error={errorOf('state')} {...text('state')} />
              <TextField
                label="ZIP"
                autoComplete="postal-code"
                inputMode="numeric"
                error={errorOf('zip')}
                {...text('zip')}
              />
            </div>
          </>
        ) : null}
        <label className={form.check}>
          <input {...checkbox('anonymous')} />
          <span>Give anonymously (your name is not shown on the page)</span>
        </label>
        <label className={form.check}>
          <input {...checkbox('hideAmount')} />
          <span>Hide the amount on the supporter wall</span>
        </label>
        <div className={form.field}>
          <label htmlFor="donation-message" className={form.label}>
            Message <span className={styles.optional}>(optional)</span>
          </label>
          <textarea id="donation-message" className={form.textarea} rows={3} {...text('donationMessage')} />
          {errorOf('donationMessage') ? <p className={form.error}>{errorOf('donationMessage')}</p> : null}
        </div>
        <details
          className={styles.more}
          open={
            Boolean(errorOf('phone') || errorOf('birthDate') || errorOf('birthMonth') || errorOf('birthYear')) ||
            undefined
          }
        >
          <summary>Phone and birth date (optional)</summary>
          <TextField
            label="Phone"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            error={errorOf('phone')}
            {...text('phone')}
          />
          <div className={styles.triple}>
            {BIRTH_DATE_PARTS.map((part) => (
              <TextField
                key={part.name}
                label={part.label}
                inputMode="numeric"
                autoComplete={part.autoComplete}
                placeholder={part.placeholder}
                error={errorOf(part.name)}
                {...text(part.name)}
              />
            ))}
          </div>
        </details>
      </fieldset>

      <ErrorBanner message={error} />
      <button
        type="submit"
        className={`${form.button} ${form.block}`}
        disabled={!hydrated}
        data-testid="donate-continue"
      >
        Continue{totalCents !== null ? ` with ${formatDollarsAndCents(totalCents)}` : ''}
      </button>
    </form>
  );
}
