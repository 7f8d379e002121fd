'use client';

import { plainDeclineReason } from '@/lib/rules/payment-failure';
import { readPendingSignup, takeSignupDecline } from './pending-signup';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { FormProvider, useFieldArray, useWatch, type FieldErrors } from 'react-hook-form';
import { Banner } from '@/components/account/banner';
import { useHydrated } from '@/components/ui/use-hydrated';
import { useLazySchemaForm } from '@/components/forms/use-lazy-schema-form';
import { apiCall } from '@/lib/client/api';
import { checkPromoCodeCall } from '@/lib/contracts/events';
import { addSignupRecordCall } from '@/lib/contracts/signups';
import {
  GENERAL_CAMPAIGN_ID,
  MAX_PARTICIPANTS_PER_SIGNUP,
  SELECT_ONE_ID,
  type ParticipantFieldGroup,
} from '@/lib/rules/constants';
import { FEE_PERCENTAGE } from '@/lib/rules/fees';
import { INVALID_PROMO, PROMO_APPLIED, SIGNUP_FIX_FIELDS } from '@/lib/rules/messages';
import { formatDollarsAndCents } from '@/lib/rules/money';
import { normalizePromoCode, promoLabel, type PromoCode } from '@/lib/rules/promo-codes';
import { signupPrice } from '@/lib/rules/signup-price';
import { asksGroup, isOptionalGroup } from '@/lib/rules/signup-questions';
import { waiverPath } from '@/lib/shared/paths';
import type { EventSignupInput } from '@/lib/validation/signup';
import type { SignupFormEvent, SignupFormInitial } from '@/lib/shared/signup-page';
import { availabilityHint, categoryAvailabilityText } from './category-availability';
import { DescriptionText } from '@/components/events/description-text';
import { ParticipantFieldset } from './participant-fieldset';
import { Checkbox, SelectInput, signupFieldId, type SignupFieldName } from './signup-fields';
import {
  blankParticipant,
  formConfig,
  initialSignupValues,
  participantPayload,
  type ParticipantValues,
  type SignupFormValues,
  type SignupPayload,
} from './signup-form-values';
import { SignupPayment } from './signup-payment';
import { SignupReview } from './signup-review';
import { ProblemMessage, type Problem } from './problem-message';
import styles from './signup-form.module.css';

type SignupFormProps = {
  event: SignupFormEvent;
  initial: SignupFormInitial;
  /** "Team Campaign is not right" / "Event category is not right" from the query string. */
  queryErrors: string[];
};

/** An applied promo code: its terms in hundredths (the contract's codec reads the JSON's dollars or percent). */
type PromoInfo = Pick<PromoCode, 'code' | 'promoType' | 'value'>;
type Alert = { message: string; field: SignupFieldName };

/** The alerts of spec §5, in the form's order; the participants' own errors come after them. */
const ALERT_FIELDS = ['eventCategory', 'teamCampaignId', 'purpose', 'promoCode', 'waiverAccepted'] as const;
const PARTICIPANT_FIELDS: ReadonlyArray<keyof ParticipantValues> = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'address',
  'city',
  'state',
  'zip',
  'gender',
  'shirtSize',
  'birthMonth',
  'birthDate',
  'birthYear',
  'emergencyName',
  'emergencyPhone',
  'emergencyRelationship',
];

function alertsFor(errors: FieldErrors<SignupFormValues>): Alert[] {
  const alerts: Alert[] = [];
  for (const field of ALERT_FIELDS) {
    const message = errors[field]?.message;
    if (message) alerts.push({ message, field });
  }
  const people = errors.participants;
  if (Array.isArray(people)) {
    for (const [index, person] of people.entries()) {
      const field = PARTICIPANT_FIELDS.find((name) => person?.[name]);
      if (field) {
        // A birth date is one input, with the month's id.
        const input = field === 'birthDate' || field === 'birthYear' ? 'birthMonth' : field;
        alerts.push({ message: SIGNUP_FIX_FIELDS, field: `participants.${index}.${input}` });
        break;
      }
    }
  }
  return alerts;
}

/** A key that makes a repeated submission of this form harmless (getRandomValues works on plain http too). */
function newRequestKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * /event_signup: section 0 asks who signs up and for what, section 1 shows the price and takes
 * the payment (or, for a free total, completes the signup). One react-hook-form instance holds
 * both, so Back keeps every input. The shared schema checks each field on blur and on change;
 * the server reads the same values with the same schema and computes every figure again.
 */
export function SignupForm({ event, initial, queryErrors }: SignupFormProps) {
  const router = useRouter();
  const hydrated = useHydrated();
  const config = useMemo(() => formConfig(event), [event]);
  // The shared schema, fetched after hydration (useLazySchemaForm): zod is most of a form's JavaScript.
  const loadSchema = useCallback(
    () => import('@/lib/validation/signup').then(({ makeSignupSchema }) => makeSignupSchema(config)),
    [config],
  );
  const form = useLazySchemaForm<SignupFormValues, EventSignupInput>(loadSchema, {
    defaultValues: initialSignupValues(initial),
    // The alert summary by the Continue button takes the focus instead (see next()).
    shouldFocusError: false,
  });
  const { control, handleSubmit, register, getValues, setError, clearErrors } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'participants' });

  const [section, setSection] = useState<0 | 1>(0);
  // Once Continue found problems, the summary lists what is still wrong, live.
  const [showAlerts, setShowAlerts] = useState(false);
  const [promo, setPromo] = useState<PromoInfo | null>(null);
  const [checkingPromo, setCheckingPromo] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const requestKey = useRef<string | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const participantsHeading = useRef<HTMLHeadingElement>(null);
  const paymentHeading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  const payFees = useWatch({ control, name: 'payFees' });
  // Read from the form itself: this component renders the FormProvider the field hooks read.
  const promoError = form.formState.errors.promoCode?.message;
  const purposeError = form.formState.errors.purpose?.message;

  // A new section starts at its heading, at the top of the page (phones scroll a long way).
  useEffect(() => {
    if (!moved.current) return;
    window.scrollTo({ top: 0 });
    (section === 0 ? participantsHeading : paymentHeading).current?.focus({ preventScroll: true });
  }, [section]);

  function goTo(next: 0 | 1) {
    moved.current = true;
    setSection(next);
  }

  // Back from a declined card (issue 21): every participant and choice as it was sent, at the
  // payment step, with why the card was declined; only the card is typed again.
  const restored = useRef(false);
  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    const declined = takeSignupDecline(event.id);
    const pending = declined ? readPendingSignup(event.id) : null;
    if (!declined || !pending) return;
    const { eventId: _event, idempotencyKey: _key, ...kept } = pending;
    void [_event, _key];
    form.reset(kept);
    const plain = plainDeclineReason(declined.issueNumber);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- what this tab kept is only known here
    setProblem({
      message: `${declined.message}. ${plain ? `${plain} ` : ''}Issue Number: ${declined.issueNumber}.`,
    });
    void applyPromo().then((promoProblem) => {
      if (!promoProblem) goTo(1);
    });
    // Once, on the first render in the browser.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const asks = (group: ParticipantFieldGroup) => asksGroup(config, group);
  const optional = (group: ParticipantFieldGroup) => isOptionalGroup(config, group);

  /** Checks the typed promo code with the server (once per code): null when it applies or none is typed, else the message. */
  async function applyPromo(): Promise<string | null> {
    const code = normalizePromoCode(getValues('promoCode') ?? '');
    if (code === '') {
      setPromo(null);
      return null;
    }
    if (promo?.code === code) return null;
    setCheckingPromo(true);
    const result = await apiCall(checkPromoCodeCall, {
      body: { promoCode: code, eventId: event.id },
      redirectOn401: false,
    });
    setCheckingPromo(false);
    if (result.ok) {
      setPromo(result.data.promoInfo);
      clearErrors('promoCode');
      return null;
    }
    setPromo(null);
    const message = result.status === 404 ? INVALID_PROMO : (result.error ?? INVALID_PROMO);
    setError('promoCode', { type: 'server', message });
    return message;
  }

  const next = (submitEvent: FormEvent<HTMLFormElement>) =>
    handleSubmit(
      async () => {
        const promoProblem = await applyPromo();
        if (promoProblem) {
          setShowAlerts(true);
          requestAnimationFrame(() => summaryRef.current?.focus());
          return;
        }
        setProblem(null);
        goTo(1);
      },
      () => {
        setShowAlerts(true);
        // After React has drawn the summary.
        requestAnimationFrame(() => summaryRef.current?.focus());
      },
    )(submitEvent);

  function focusField(event: MouseEvent<HTMLAnchorElement>, field: SignupFieldName) {
    const element = document.getElementById(signupFieldId(field));
    if (!element) return;
    event.preventDefault();
    element.focus();
    element.scrollIntoView({ block: 'center' });
  }

  /** The signup as the server reads it, with this form's request key. */
  function signup(): SignupPayload {
    requestKey.current ??= newRequestKey();
    const values = getValues();
    return {
      ...values,
      participants: values.participants.map(participantPayload),
      eventId: event.id,
      idempotencyKey: requestKey.current,
    };
  }

  function recorded({ redirectLink }: { redirectLink: string }) {
    router.push(redirectLink);
  }

  /** The category sold out before anything was charged: back to it, with the server's message, and the page's places read again. */
  function soldOut(message: string) {
    setError('eventCategory', { type: 'server', message });
    setShowAlerts(true);
    goTo(0);
    router.refresh();
  }

  async function completeFree() {
    setSubmitting(true);
    setProblem(null);
    const result = await apiCall(addSignupRecordCall, { body: signup(), redirectOn401: false });
    if (result.ok) {
      recorded(result.data);
      return;
    }
    setSubmitting(false);
    // 400: fields to fix; 409 on the category: it sold out meanwhile ('Sorry, … is sold out.').
    const fieldErrors = result.status === 400 || result.status === 409 ? result.data.fieldErrors : undefined;
    if (fieldErrors && Object.keys(fieldErrors).length > 0) {
      // What the server found wrong is fixed in section 0, next to the field.
      for (const [field, messages] of Object.entries(fieldErrors)) {
        if (messages[0]) setError(field as SignupFieldName, { type: 'server', message: messages[0] });
      }
      if (fieldErrors.promoCode) setPromo(null);
      setShowAlerts(true);
      goTo(0);
      // Sold out meanwhile: the page's places are read again.
      if (result.status === 409) router.refresh();
      return;
    }
    const { redirectLink, linkText } = result.data;
    setProblem({
      message: result.error ?? '',
      link: result.data.code === 1 && redirectLink && linkText ? { href: redirectLink, text: linkText } : undefined,
    });
  }

  // Section 1 shows what section 0 holds; only the fee choice changes here.
  const values = section === 1 ? getValues() : null;
  const category = values ? event.categories.find((candidate) => candidate.id === values.eventCategory) : undefined;
  const price =
    values && category
      ? signupPrice({ priceCents: category.priceCents, participants: values.participants.length, promo, payFees })
      : null;

  const alerts = showAlerts ? alertsFor(form.formState.errors) : [];
  const promoField = register('promoCode');
  const teamOptions = [
    ...event.teams.map((team) => ({ value: team.id, label: team.title })),
    ...(event.allowParticipantsWithoutTeam ? [{ value: GENERAL_CAMPAIGN_ID, label: 'No team' }] : []),
  ];

  return (
    <FormProvider {...form}>
      {/* Section 1 sits outside the <form>: the hosted gateway's card fields are a form of their own. */}
      <div className={styles.form}>
        <form noValidate onSubmit={section === 0 ? next : (e) => e.preventDefault()} hidden={section !== 0}>
          <div className={styles.section}>
            <div className={styles.stepHeader}>
              <p className={styles.step}>Step 1 of 2</p>
              <h2 ref={participantsHeading} tabIndex={-1} className={styles.stepTitle}>
                Who is signing up
              </h2>
            </div>

            {queryErrors.length > 0 ? (
              <Banner tone="error">
                {queryErrors.map((message) => (
                  <p key={message}>{message}</p>
                ))}
              </Banner>
            ) : null}

            <div className={styles.card}>
              <SelectInput
                name="eventCategory"
                label="Event category"
                options={event.categories.map((option) => ({
                  value: option.id,
                  label: `${option.name} (${option.priceCents === 0 ? 'free' : formatDollarsAndCents(option.priceCents)})${categoryAvailabilityText(option) ? `: ${categoryAvailabilityText(option)}` : ''}`,
                  // A sold-out category cannot be chosen (the server refuses it too).
                  disabled: option.soldOut,
                }))}
                hint={availabilityHint(event.categories)}
                placeholder={{ value: SELECT_ONE_ID, label: 'Select one' }}
              />
              <SelectInput
                name="teamCampaignId"
                label="Team campaign"
                options={teamOptions}
                placeholder={{ value: SELECT_ONE_ID, label: 'Select one' }}
              />
              <fieldset
                className={styles.radios}
                aria-invalid={Boolean(purposeError)}
                aria-describedby={purposeError ? 'signup-purpose-error' : undefined}
              >
                <legend className={styles.label}>Going for a best time, or for fun?</legend>
                <div className={styles.radioRow}>
                  <label className={styles.radio}>
                    <input type="radio" value="best time" id={signupFieldId('purpose')} {...register('purpose')} />
                    <span>Best time</span>
                  </label>
                  <label className={styles.radio}>
                    <input type="radio" value="for fun" {...register('purpose')} />
                    <span>For fun</span>
                  </label>
                </div>
                {purposeError ? (
                  <p id="signup-purpose-error" className={styles.error}>
                    {purposeError}
                  </p>
                ) : null}
              </fieldset>
            </div>

            {fields.map((field, index) => (
              <ParticipantFieldset
                key={field.id}
                index={index}
                asks={asks}
                optional={optional}
                tshirtSizes={event.tshirtSizes}
                onRemove={index > 0 ? () => remove(index) : undefined}
              />
            ))}
            {fields.length < MAX_PARTICIPANTS_PER_SIGNUP ? (
              <button
                type="button"
                className={styles.secondary}
                onClick={() =>
                  // A family usually shares a last name: participant 1's is filled in, to keep or change.
                  append(
                    { ...blankParticipant(false), lastName: getValues('participants.0.lastName') ?? '' },
                    { focusName: `participants.${fields.length}.firstName` },
                  )
                }
              >
                + Add a participant
                <span className={styles.buttonNote}>
                  {' '}
                  ({fields.length} of {MAX_PARTICIPANTS_PER_SIGNUP})
                </span>
              </button>
            ) : null}

            <div className={styles.card}>
              <div className={styles.field}>
                <label htmlFor={signupFieldId('promoCode')} className={styles.label}>
                  Promo code <span className={styles.optional}>(optional)</span>
                </label>
                <div className={styles.promoRow}>
                  <input
                    {...promoField}
                    onChange={(change) => {
                      // Codes are upper-case (spec §5); the caret stays where it was.
                      const { selectionStart, selectionEnd } = change.target;
                      change.target.value = change.target.value.toUpperCase();
                      change.target.setSelectionRange(selectionStart, selectionEnd);
                      if (promo) setPromo(null);
                      return promoField.onChange(change);
                    }}
                    id={signupFieldId('promoCode')}
                    className={styles.input}
                    autoComplete="off"
                    autoCapitalize="characters"
                    aria-invalid={Boolean(promoError)}
                    aria-describedby={promoError ? 'signup-promoCode-error' : 'signup-promoCode-status'}
                  />
                  <button
                    type="button"
                    className={styles.secondary}
                    disabled={!hydrated || checkingPromo}
                    onClick={() => void applyPromo()}
                  >
                    {checkingPromo ? 'Checking…' : 'Apply'}
                  </button>
                </div>
                <p id="signup-promoCode-status" role="status" className={styles.applied}>
                  {promo && !promoError ? `${PROMO_APPLIED}: ${promoLabel(promo)}` : ''}
                </p>
                {promoError ? (
                  <p id="signup-promoCode-error" className={styles.error}>
                    {promoError}
                  </p>
                ) : null}
              </div>

              {event.hasWaiver && event.waiverText ? (
                <div className={styles.waiver}>
                  <h3 className={styles.label} id="signup-waiver-title">
                    Event waiver
                  </h3>
                  {/* Scrolls on its own; focusable so a keyboard can scroll it too. */}
                  <div
                    className={styles.waiverText}
                    tabIndex={0}
                    role="region"
                    aria-labelledby="signup-waiver-title"
                    data-testid="signup-waiver-text"
                  >
                    <DescriptionText text={event.waiverText} />
                  </div>
                </div>
              ) : null}
              {event.hasWaiver ? (
                <Checkbox name="waiverAccepted">
                  I have read and agree to the{' '}
                  <a href={waiverPath(event.id)} target="_blank" rel="noopener">
                    event waiver<span className="visually-hidden"> (opens in a new tab)</span>
                  </a>
                  .
                </Checkbox>
              ) : null}
            </div>

            <div
              ref={summaryRef}
              tabIndex={-1}
              role="alert"
              className={alerts.length > 0 ? styles.alerts : undefined}
              data-testid="signup-alerts"
            >
              {alerts.length > 0 ? (
                <ul>
                  {alerts.map((alert) => (
                    <li key={alert.field}>
                      <a href={`#${signupFieldId(alert.field)}`} onClick={(e) => focusField(e, alert.field)}>
                        {alert.message}
                      </a>
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>

            <button type="submit" className={styles.primary} disabled={!hydrated || checkingPromo}>
              Continue
            </button>
          </div>
        </form>

        {section === 1 && values ? (
          <div className={styles.section}>
            <div className={styles.stepHeader}>
              <p className={styles.step}>Step 2 of 2</p>
              <h2 ref={paymentHeading} tabIndex={-1} className={styles.stepTitle}>
                {price?.totalCents === 0 ? 'Review and complete' : 'Review and pay'}
              </h2>
            </div>
            {category && price ? (
              <div className={styles.card}>
                <SignupReview
                  eventTitle={event.title}
                  categoryName={category.name}
                  priceCents={category.priceCents}
                  teamTitle={event.teams.find((team) => team.id === values.teamCampaignId)?.title ?? 'No team'}
                  purpose={values.purpose ?? ''}
                  participants={values.participants.map((person) => `${person.firstName} ${person.lastName}`)}
                  promo={promo ? { code: promo.code, label: promoLabel(promo) } : null}
                  price={price}
                  feeChoice={
                    <label className={styles.feeChoice}>
                      <input type="checkbox" {...register('payFees')} />
                      <span>Add {FEE_PERCENTAGE}% to cover the processing cost</span>
                    </label>
                  }
                />
              </div>
            ) : null}

            {problem ? (
              <Banner tone="error">
                <ProblemMessage problem={problem} />
              </Banner>
            ) : null}

            {price && price.totalCents > 0 ? (
              <SignupPayment
                provider={event.paymentProvider}
                publishableKey={event.publishableKey}
                eventTitle={event.title}
                amountCents={price.totalCents}
                getSignup={signup}
                onRecorded={recorded}
                onSoldOut={soldOut}
              />
            ) : (
              <button
                type="button"
                className={styles.primary}
                disabled={!hydrated || submitting}
                onClick={() => void completeFree()}
              >
                {submitting ? 'Completing…' : 'Complete sign-up'}
              </button>
            )}
            <button type="button" className={styles.back} onClick={() => goTo(0)} disabled={submitting}>
              Back
            </button>
          </div>
        ) : null}
      </div>
    </FormProvider>
  );
}
