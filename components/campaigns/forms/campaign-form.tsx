'use client';

import { useRouter } from 'next/navigation';
import { useState, type ReactNode } from 'react';
import { Controller, useWatch, type FieldPath } from 'react-hook-form';
import { useClock } from '@/components/events/use-clock';
import { useSchemaForm } from '@/components/forms/use-schema-form';
import { ImageUpload } from '@/components/uploads/image-upload';
import { useUploadTracker } from '@/components/uploads/use-upload-tracker';
import { useSavePhase } from '@/components/forms/use-save-phase';
import { apiCall } from '@/lib/client/api';
import {
  createIndieCampaignCall,
  createTeamCampaignCall,
  deleteIndieCampaignCall,
  deleteTeamCampaignCall,
  updateIndieCampaignCall,
  updateTeamCampaignCall,
} from '@/lib/contracts/campaigns';
import { CHOOSE_DATE_AFTER_TODAY } from '@/lib/rules/messages';
import type { CampaignFormKind } from '@/lib/shared/campaign-form-page';
import { fundraiserCampaignPath, indieCampaignPath, teamCampaignPath } from '@/lib/shared/paths';
import { indieCampaignSchema, teamCampaignSchemaFor } from '@/lib/validation/campaign';
import { FORM_ERROR_KEY } from '@/lib/validation/field-errors';
import { DeleteCampaignButton } from './delete-campaign-button';
import {
  endOfDay,
  today,
  toCampaignPayload,
  type CampaignFormValues,
  type CampaignPayload,
} from './campaign-form-values';
import styles from '@/components/events/forms/event-form.module.css';

/** Creates or (with an id) changes a campaign of `kind` (fundraising spec §7). */
function saveCampaign(
  kind: CampaignFormKind,
  payload: CampaignPayload,
  ids: { parentId: string; campaignId?: string },
) {
  const { parentId, campaignId: id } = ids;
  if (kind === 'indie')
    return id
      ? apiCall(updateIndieCampaignCall, { body: { id, indieCampaign: payload } })
      : apiCall(createIndieCampaignCall, { params: { parentId }, body: payload });
  return id
    ? apiCall(updateTeamCampaignCall, { body: { id, teamCampaign: payload } })
    : apiCall(createTeamCampaignCall, { params: { parentId }, body: payload });
}

/** Where each kind of campaign is deleted. */
const DELETE_CALL = {
  team: deleteTeamCampaignCall,
  fundraiser: deleteTeamCampaignCall,
  indie: deleteIndieCampaignCall,
};

/** Where saving leads (fundraising spec §4): the campaign's own page. */
const SAVED_PATH = { team: teamCampaignPath, fundraiser: fundraiserCampaignPath, indie: indieCampaignPath } as const;

const FIX_FIELDS = 'Please correct the fields marked below.';

type CampaignFormProps = {
  kind: CampaignFormKind;
  /** The event (team, fundraiser) or team campaign (indie) a new campaign goes under. */
  parentId: string;
  /** Set when editing: the form updates that campaign and offers Delete. */
  campaignId?: string;
  initialValues: CampaignFormValues;
  /** The event's time zone: a fundraiser campaign's end date is a day there. */
  timeZone: string;
  /** Where Delete leads: the event page for a team, the team page for an individual campaign. */
  afterDeletePath?: string;
  /** Shown next to the buttons when editing (the Add Offline Donation link). */
  extraActions?: ReactNode;
};

const fieldId = (name: string) => `campaign-${name}`;

/**
 * The team, fundraiser-campaign and individual-campaign form (create and edit). The shared schema
 * checks each field on blur and on change, and the server again; saving waits for the picture's
 * upload, then creates or updates and opens the campaign's page.
 */
export function CampaignForm({
  kind,
  parentId,
  campaignId,
  initialValues,
  timeZone,
  afterDeletePath,
  extraActions,
}: CampaignFormProps) {
  const router = useRouter();
  const tracker = useUploadTracker();
  const schema =
    kind === 'indie'
      ? indieCampaignSchema
      : teamCampaignSchemaFor(kind === 'fundraiser' ? 'fundraiserDriven' : 'eventDriven');
  const form = useSchemaForm<typeof schema, CampaignFormValues>(schema, { defaultValues: initialValues });
  const { register, control, handleSubmit, getValues, setError, formState } = form;
  const { setPhase, busy, progressText } = useSavePhase(tracker, 'picture');
  const [banner, setBanner] = useState('');
  const expiration = useWatch({ control, name: 'expiration' });
  const needsDate = kind === 'fundraiser';
  // The browser's clock (null until it has rendered once): the earliest date on offer, and the hint.
  const now = useClock();
  const minDate = needsDate && now !== null ? today(timeZone, new Date(now)) : undefined;
  const endsInPast =
    needsDate && now !== null && expiration !== '' && Date.parse(endOfDay(expiration, timeZone) ?? '') < now;

  function showServerErrors(fieldErrors: Record<string, string[]> | undefined) {
    for (const [key, messages] of Object.entries(fieldErrors ?? {})) {
      const name = key.replace(/^(teamCampaign|indieCampaign)\./, '');
      if (name !== FORM_ERROR_KEY && messages[0] && name in initialValues)
        setError(name as FieldPath<CampaignFormValues>, { type: 'server', message: messages[0] });
    }
  }

  const save = handleSubmit(
    async () => {
      setBanner('');
      setPhase('uploads');
      await tracker.settled();
      setPhase('saving');
      const payload = toCampaignPayload(kind, getValues(), timeZone);
      const result = await saveCampaign(kind, payload, { parentId, campaignId });
      if (result.ok) {
        setPhase('leaving');
        router.push(SAVED_PATH[kind](result.data.id));
        return;
      }
      setPhase('idle');
      if (result.status === 401) return; // apiCall is taking the browser to the login page
      showServerErrors(result.data.fieldErrors);
      setBanner(result.status === 400 ? FIX_FIELDS : (result.error ?? ''));
    },
    () => setBanner(FIX_FIELDS),
  );

  async function remove() {
    if (!campaignId) return;
    setBanner('');
    setPhase('deleting');
    const result = await apiCall(DELETE_CALL[kind], { body: { id: campaignId } });
    if (result.ok) {
      setPhase('leaving');
      router.push(afterDeletePath ?? '/');
      return;
    }
    setPhase('idle');
    if (result.status !== 401) setBanner(result.error ?? '');
  }

  const errors = formState.errors;
  const describedBy = (name: keyof CampaignFormValues, hint?: boolean) =>
    [hint ? `${fieldId(name)}-hint` : '', errors[name] ? `${fieldId(name)}-error` : ''].filter(Boolean).join(' ') ||
    undefined;
  const error = (name: keyof CampaignFormValues) =>
    errors[name]?.message ? (
      <p id={`${fieldId(name)}-error`} className={styles.error}>
        {errors[name]?.message}
      </p>
    ) : null;

  const noun = kind === 'indie' ? 'Individual Campaign' : kind === 'fundraiser' ? 'Campaign' : 'Team Campaign';
  return (
    <form className={styles.form} onSubmit={save} noValidate aria-busy={busy}>
      <fieldset className={styles.section}>
        <legend className={styles.legend}>The campaign</legend>
        <div className={styles.field}>
          <label htmlFor={fieldId('title')} className={styles.label}>
            Name
          </label>
          <input
            id={fieldId('title')}
            {...register('title')}
            className={styles.input}
            autoComplete="off"
            aria-invalid={Boolean(errors.title)}
            aria-describedby={describedBy('title')}
          />
          {error('title')}
        </div>

        <div className={styles.field}>
          <label htmlFor={fieldId('description')} className={styles.label}>
            Description <span className={styles.optionalMark}>(optional)</span>
          </label>
          <textarea
            id={fieldId('description')}
            {...register('description')}
            rows={5}
            className={styles.textarea}
            aria-invalid={Boolean(errors.description)}
            aria-describedby={describedBy('description', true)}
          />
          <p id={`${fieldId('description')}-hint`} className={styles.hint}>
            Why you are raising money, and what it will do.
          </p>
          {error('description')}
        </div>

        <div className={styles.grid2}>
          <div className={styles.field}>
            <label htmlFor={fieldId('targetFund')} className={styles.label}>
              Fundraising Goal
            </label>
            <div className={styles.money} data-unit="$">
              <input
                id={fieldId('targetFund')}
                {...register('targetFund')}
                type="number"
                inputMode="decimal"
                min="5"
                step="0.01"
                required
                className={styles.input}
                aria-invalid={Boolean(errors.targetFund)}
                aria-describedby={describedBy('targetFund')}
              />
            </div>
            {error('targetFund')}
          </div>

          {needsDate ? (
            <div className={styles.field}>
              <label htmlFor={fieldId('expiration')} className={styles.label}>
                Goal date
              </label>
              <input
                id={fieldId('expiration')}
                {...register('expiration')}
                type="date"
                min={minDate}
                required
                className={styles.input}
                aria-invalid={Boolean(errors.expiration) || endsInPast}
                aria-describedby={describedBy('expiration', endsInPast)}
              />
              {endsInPast ? (
                <p id={`${fieldId('expiration')}-hint`} className={styles.error} role="status">
                  {CHOOSE_DATE_AFTER_TODAY}
                </p>
              ) : null}
              {error('expiration')}
            </div>
          ) : null}
        </div>

        <Controller
          control={control}
          name="picture"
          render={({ field, fieldState }) => (
            <div className={styles.field}>
              <ImageUpload
                kind="campaign"
                label="Picture"
                id={fieldId('picture')}
                value={field.value ? [field.value] : []}
                onChange={(urls) => field.onChange(urls[0] ?? '')}
                tracker={tracker}
              />
              {fieldState.error?.message ? (
                <p id={`${fieldId('picture')}-error`} className={styles.error}>
                  {fieldState.error.message}
                </p>
              ) : null}
            </div>
          )}
        />
      </fieldset>

      <p className={styles.banner} role="alert">
        {banner}
      </p>

      <div className={styles.actions}>
        <button
          type="submit"
          className={styles.button}
          disabled={busy || (needsDate && !expiration)}
          aria-describedby={needsDate && !expiration ? 'campaign-needs-date' : undefined}
        >
          {campaignId ? `Update ${noun}` : `Create ${noun}`}
        </button>
        {needsDate && !expiration ? (
          <p id="campaign-needs-date" className={styles.hint}>
            Choose the goal date first.
          </p>
        ) : null}
        {extraActions}
        <p className={styles.busy} role="status">
          {progressText}
        </p>
        {campaignId ? (
          <DeleteCampaignButton className={styles.dangerButton} disabled={busy} onConfirmed={remove} />
        ) : null}
      </div>
    </form>
  );
}
