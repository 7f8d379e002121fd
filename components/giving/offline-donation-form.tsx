'use client';

import Link from 'next/link';
import { useEffect, useId, useRef, useState, type Ref, type SelectHTMLAttributes } from 'react';
import { useWatch } from 'react-hook-form';
import { Banner } from '@/components/account/banner';
import { TextAreaField, TextField } from '@/components/account/text-field';
import { OFFLINE_AMOUNT_INPUT } from '@/components/giving/offline-amount-input';
import { useHydrated } from '@/components/ui/use-hydrated';
import { useSchemaForm } from '@/components/forms/use-schema-form';
import { apiCall } from '@/lib/client/api';
import { addOfflineDonationCall } from '@/lib/contracts/donations';
import type { OfflineDonationResult } from '@/lib/services/donations/donation-view';
import { applyFieldErrors } from '@/lib/client/form-errors';
import {
  GENERAL_CAMPAIGN_ID,
  MAX_AMOUNT_CENTS,
  MIN_OFFLINE_DONATION_CENTS,
  SELECT_ONE_ID,
} from '@/lib/rules/constants';
import { OFFLINE_FAILURE, OFFLINE_SUCCESS, OFFLINE_SUCCESS_POSTSCRIPT, WAITING } from '@/lib/rules/messages';
import { dollars } from '@/lib/contracts/money';
import { formatAmount } from '@/lib/rules/money';
import { offlineDonationSchema, type OfflineDonationInput } from '@/lib/validation/donation';
import { formDefaults, type SchemaFormValues } from '@/lib/validation/form-values';
import styles from './offline-donation-form.module.css';
import fields from '@/components/account/form.module.css';

type Option = { id: string; title: string };

/** What the page loads for the form (lib/services/donations/get-offline-donation-form.ts). */
export type OfflineFormModel = {
  targetType: number;
  targetTitle: string;
  targetPath: string;
  event: Option & { path: string; fundraiser: boolean };
  teamCampaign: Option | null;
  indieCampaign: Option | null;
  teams: Array<Option & { indies: Option[] }>;
  indies: Option[];
  /** The gift will wait for the event organizer's confirmation before it counts. */
  awaitsConfirmation?: boolean;
  /** The largest gift this user may enter, in cents (a campaign creator's is far below the form's own). */
  maxAmountCents?: number;
};

/** The form's values, from the schema: selects and inputs keep strings, the checkbox a boolean. */
type Values = SchemaFormValues<typeof offlineDonationSchema>;

type Result = { ok: true; answer: OfflineDonationResult } | { ok: false; detail: string | null };

const FIELDS = ['teamCampaignId', 'indieCampaignId', 'firstName', 'lastName', 'amount', 'message'] as const;

function initialValues(form: OfflineFormModel): Values {
  return {
    ...formDefaults(offlineDonationSchema),
    eventId: form.event.id,
    // "Select one" until a choice is made (spec §5: Team Campaign required), when there is one to make.
    teamCampaignId:
      form.teamCampaign?.id ?? (form.indieCampaign || form.teams.length === 0 ? GENERAL_CAMPAIGN_ID : SELECT_ONE_ID),
    indieCampaignId: form.indieCampaign?.id ?? GENERAL_CAMPAIGN_ID,
  };
}

/** The individual campaigns to choose from under the chosen team (General: those without a team). */
function indieChoices(form: OfflineFormModel, team: string): Option[] {
  if (form.indieCampaign) return [];
  if (form.teamCampaign || team === GENERAL_CAMPAIGN_ID) return form.indies;
  return form.teams.find((option) => option.id === team)?.indies ?? [];
}

/** Why the individual campaign select has nothing to offer, when it has not. */
function indieHint(form: OfflineFormModel, team: string, indies: Option[]): string | undefined {
  if (indies.length > 0) return undefined;
  if (team === SELECT_ONE_ID) return 'Choose a Team Campaign first.';
  return form.teamCampaign || team !== GENERAL_CAMPAIGN_ID
    ? 'This team campaign has no individual campaigns: the gift goes to the team.'
    : `No individual campaigns outside a team: the gift goes to the ${form.event.fundraiser ? 'fundraiser' : 'event'}.`;
}

/** 128 random bits; getRandomValues works on plain-http addresses too, where randomUUID does not. */
function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The offline donation form (spec §4): filling, then submitted (the waiting message, Add
 * disabled), then the result with Add Another, which resets the form; editing after a result
 * clears it. Each donation it adds carries one idempotency key, so a retry after a lost answer
 * records nothing twice.
 */
export function OfflineDonationForm({ form }: { form: OfflineFormModel }) {
  const hydrated = useHydrated();
  const ids = useId();
  const defaults = initialValues(form);
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    setError,
    setFocus,
    control,
    subscribe,
    formState: { errors },
  } = useSchemaForm<typeof offlineDonationSchema, Values>(offlineDonationSchema, { defaultValues: defaults });
  const [submitting, setSubmitting] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  const succeeded = useRef(false);
  const key = useRef<string | null>(null);
  const statusRef = useRef<HTMLDivElement>(null);

  function show(next: Result | null) {
    succeeded.current = next?.ok === true;
    setResult(next);
  }

  const team = useWatch({ control, name: 'teamCampaignId' });
  const indies = indieChoices(form, team);

  // Editing after a result clears it; after a success, what follows is another donation.
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ type }) => {
          if (type !== 'change') return;
          if (succeeded.current) key.current = null;
          show(null);
        },
      }),
    [subscribe],
  );

  useEffect(() => {
    if (result) statusRef.current?.focus();
  }, [result]);

  async function send(values: OfflineDonationInput) {
    show(null);
    setSubmitting(true);
    key.current ??= newIdempotencyKey();
    const response = await apiCall(addOfflineDonationCall, { body: { ...values, idempotencyKey: key.current } });
    setSubmitting(false);
    if (response.ok) {
      show({ ok: true, answer: response.data });
      return;
    }
    if (response.status === 401) return; // apiCall is on its way to /login
    applyFieldErrors(setError, response.data.fieldErrors, FIELDS);
    show({ ok: false, detail: response.error });
  }

  function addAnother() {
    key.current = null;
    show(null);
    reset(defaults);
    setFocus(form.teamCampaign || form.indieCampaign || form.teams.length === 0 ? 'firstName' : 'teamCampaignId');
  }

  const teamField = register('teamCampaignId', {
    onChange: () => setValue('indieCampaignId', GENERAL_CAMPAIGN_ID), // spec §4: a new team defaults to General
  });
  const error = (name: keyof Values) => errors[name]?.message;
  const describedBy = (name: keyof Values) => (error(name) ? `${ids}-${name}-error` : undefined);
  return (
    <form
      className={fields.form}
      onSubmit={(event) => void handleSubmit(send)(event)}
      noValidate
      data-testid="offline-donation-form"
    >
      <input type="hidden" {...register('eventId')} />

      <fieldset className={styles.section}>
        <legend className={styles.legend}>Where the gift goes</legend>
        {form.teamCampaign || form.indieCampaign ? (
          <dl className={styles.fixed}>
            <div>
              <dt>{form.event.fundraiser ? 'Fundraiser' : 'Event'}</dt>
              <dd>{form.event.title}</dd>
            </div>
            {form.teamCampaign ? (
              <div>
                <dt>Team Campaign</dt>
                <dd data-testid="fixed-team">{form.teamCampaign.title}</dd>
              </div>
            ) : null}
            {form.indieCampaign ? (
              <div>
                <dt>Individual Campaign</dt>
                <dd data-testid="fixed-indie">{form.indieCampaign.title}</dd>
              </div>
            ) : null}
          </dl>
        ) : (
          <>
            <p className={styles.hint}>
              {form.event.fundraiser ? 'Fundraiser' : 'Event'}: <strong>{form.event.title}</strong>
            </p>
            <Select
              id={`${ids}-team`}
              label="Team Campaign"
              error={error('teamCampaignId')}
              errorId={describedBy('teamCampaignId')}
              disabled={form.teams.length === 0}
              {...teamField}
            >
              {form.teams.length > 0 ? <option value={SELECT_ONE_ID}>Select one</option> : null}
              <option value={GENERAL_CAMPAIGN_ID}>General</option>
              {form.teams.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.title}
                </option>
              ))}
            </Select>
          </>
        )}
        {form.indieCampaign ? null : (
          <Select
            id={`${ids}-indie`}
            label="Individual Campaign"
            hint={indieHint(form, team, indies)}
            error={error('indieCampaignId')}
            errorId={describedBy('indieCampaignId')}
            disabled={indies.length === 0}
            {...register('indieCampaignId')}
          >
            <option value={GENERAL_CAMPAIGN_ID}>General</option>
            {indies.map((option) => (
              <option key={option.id} value={option.id}>
                {option.title}
              </option>
            ))}
          </Select>
        )}
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.legend}>The donor and the gift</legend>
        <div className={fields.row}>
          <TextField label="First Name" autoComplete="off" error={error('firstName')} {...register('firstName')} />
          <TextField label="Last Name" autoComplete="off" error={error('lastName')} {...register('lastName')} />
        </div>
        <TextField
          {...OFFLINE_AMOUNT_INPUT}
          hint={
            form.maxAmountCents !== undefined && form.maxAmountCents < MAX_AMOUNT_CENTS
              ? `From ${formatAmount(MIN_OFFLINE_DONATION_CENTS)} to ${formatAmount(form.maxAmountCents)}, in dollars and cents.`
              : `At least ${formatAmount(MIN_OFFLINE_DONATION_CENTS)}, in dollars and cents.`
          }
          error={error('amount')}
          {...register('amount')}
        />
        <TextAreaField label="Message" optional rows={3} error={error('message')} {...register('message')} />
        <label className={fields.check}>
          <input type="checkbox" {...register('anonymous')} />
          <span>
            Anonymous
            <span className={styles.checkHint}>Public pages show “Anonymous” instead of the donor’s name.</span>
          </span>
        </label>
      </fieldset>

      <div className={styles.status} ref={statusRef} tabIndex={-1} aria-live="polite">
        {submitting ? (
          <p className={styles.waiting} role="status" data-testid="offline-waiting">
            {WAITING}
          </p>
        ) : null}
        {result?.ok ? (
          <Banner tone="success">
            <p className={styles.resultTitle} data-testid="offline-result">
              {result.answer.message || OFFLINE_SUCCESS}
            </p>
            <p>
              {formatAmount(dollars.decode(result.answer.donation.amount))} from {result.answer.donation.firstName}{' '}
              {result.answer.donation.lastName}
              {result.answer.donation.anonymous ? ' (anonymous)' : ''} to {result.answer.targetTitle}.
            </p>
            <p>
              Transaction ID: <span data-testid="offline-transaction-id">{result.answer.transactionId}</span>
            </p>
            <p>{result.answer.postscript || OFFLINE_SUCCESS_POSTSCRIPT}</p>
          </Banner>
        ) : null}
        {result && !result.ok ? (
          <Banner tone="error">
            <p className={styles.resultTitle} data-testid="offline-result">
              {OFFLINE_FAILURE}
            </p>
            {result.detail ? <p>{result.detail}</p> : null}
          </Banner>
        ) : null}
      </div>

      <div className={fields.actions}>
        {result?.ok ? (
          <>
            <button type="button" className={fields.button} onClick={addAnother}>
              Add Another
            </button>
            <Link href={form.targetPath} className={fields.secondary} prefetch={false}>
              View {form.targetType === 1 ? (form.event.fundraiser ? 'the fundraiser' : 'the event') : 'the campaign'}
            </Link>
          </>
        ) : (
          <button type="submit" className={fields.button} disabled={!hydrated || submitting}>
            Add Donation
          </button>
        )}
      </div>
    </form>
  );
}

type SelectProps = SelectHTMLAttributes<HTMLSelectElement> & {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  errorId?: string;
  ref?: Ref<HTMLSelectElement>;
};

/** A labelled select with its hint and error, like TextField. */
function Select({ id, label, hint, error, errorId, children, ref, ...select }: SelectProps) {
  const describedBy = [hint ? `${id}-hint` : '', errorId ?? ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={fields.field}>
      <label htmlFor={id} className={fields.label}>
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className={fields.hint}>
          {hint}
        </p>
      ) : null}
      <select
        ref={ref}
        id={id}
        className={`${fields.input} ${styles.select}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...select}
      >
        {children}
      </select>
      {error ? (
        <p id={errorId} className={fields.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
