'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Controller, FormProvider, useWatch, type FieldPath } from 'react-hook-form';
import { useHydrated } from '@/components/ui/use-hydrated';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useSchemaForm } from '@/components/forms/use-schema-form';
import { ImageUpload } from '@/components/uploads/image-upload';
import { useUploadTracker } from '@/components/uploads/use-upload-tracker';
import { useSavePhase } from '@/components/forms/use-save-phase';
import { apiCall } from '@/lib/client/api';
import { createEventCall, deleteEventCall, updateEventCall } from '@/lib/contracts/events';
import { MAX_GALLERY_IMAGES, type EventType } from '@/lib/rules/constants';
import { FREQUENCIES, FREQUENCY_LABEL } from '@/lib/rules/recurring';
import {
  DELETE_CONFIRM_1,
  DELETE_CONFIRM_2,
  FIX_FIELDS,
  LEAVE_WITHOUT_SAVING,
  STAY_ON_PAGE,
  UNSAVED_CHANGES_QUESTION,
} from '@/lib/rules/messages';
import { FORM_ERROR_KEY } from '@/lib/validation/field-errors';
import { eventDateWarning, eventSchemaFor } from '@/lib/validation/event';
import { EVENT_LIST_PATH, eventPagePath } from '@/lib/shared/paths';
import { CategoryRows } from './category-rows';
import { EmailTemplateField } from './email-template-field';
import { ERROR_SUMMARY_ID, ErrorSummary, errorNames } from './error-summary';
import { toEventPayload, type EventFormValues } from './event-form-values';
import {
  CheckboxField,
  fieldId,
  GivingFrequencyChecks,
  HiddenViewChecks,
  NamedFieldError,
  Section,
  SelectField,
  TextField,
} from './form-fields';
import { ParticipantFields } from './participant-fields';
import { PromoCodeRows } from './promo-code-rows';
import { SponsorRows } from './sponsor-rows';
import { timeZoneOptions } from './time-zone-options';
import { useLeaveGuard } from './use-leave-guard';
import { fromWallTime } from './zoned-time';
import { HeaderPreview } from './header-preview';
import { VideoRows } from './video-rows';
import styles from './event-form.module.css';

type EventFormProps = {
  kind: EventType;
  /** Set when editing: the form updates that event instead of creating one. */
  eventId?: string;
  initialValues: EventFormValues;
};

const PAYMENT_OPTIONS = [
  { value: 'safesave', label: 'Hosted card form (default)' },
  { value: 'stripe', label: 'Stripe' },
];

/**
 * The event form (/create_event, /create_event/{id}) and the fundraiser form (/create_fundraiser,
 * /edit_fundraiser/{id}). The shared schema checks each field on blur and on change; saving waits
 * for the uploads still running, then creates or updates, then opens the public page.
 */
export function EventForm({ kind, eventId, initialValues }: EventFormProps) {
  const isEvent = kind === 'eventDriven';
  const noun = isEvent ? 'event' : 'fundraiser';
  const router = useRouter();
  const tracker = useUploadTracker();
  // The schema only checks: the form posts its own conversion of the values (toEventPayload), and
  // the server parses that again.
  const form = useSchemaForm<ReturnType<typeof eventSchemaFor>, EventFormValues>(eventSchemaFor(kind), {
    defaultValues: initialValues,
    // The error summary takes the focus instead (summarize), and lists every field to fix.
    shouldFocusError: false,
  });
  const { control, handleSubmit, getValues, setError, formState } = form;
  const { phase, setPhase, busy, progressText } = useSavePhase(tracker, 'pictures');
  const [banner, setBanner] = useState('');
  // A click before hydration would post the form as a plain page (the other forms do the same).
  const hydrated = useHydrated();
  // Nothing to lose once saved (the page is on its way) or when nothing changed.
  const guard = useLeaveGuard(formState.isDirty && phase !== 'leaving');
  // The fields that had an error at the last failed save, for the summary at the top.
  const [summaryNames, setSummaryNames] = useState<string[]>([]);

  /** Shows the summary of `names` and moves the focus to it once it is on the page. */
  function summarize(names: string[]) {
    setSummaryNames(names);
    requestAnimationFrame(() => {
      const summary = document.getElementById(ERROR_SUMMARY_ID);
      summary?.scrollIntoView({ block: 'start' });
      summary?.focus({ preventScroll: true });
    });
  }

  function showServerErrors(fieldErrors: Record<string, string[]> | undefined) {
    const names: string[] = [];
    for (const [key, messages] of Object.entries(fieldErrors ?? {})) {
      const name = key.replace(/^event\./, '');
      if (name !== FORM_ERROR_KEY && messages[0]) {
        setError(name as FieldPath<EventFormValues>, { type: 'server', message: messages[0] });
        names.push(name);
      }
    }
    if (names.length > 0) summarize(names);
  }

  const save = handleSubmit(
    async () => {
      setBanner('');
      setSummaryNames([]);
      setPhase('uploads');
      await tracker.settled();
      setPhase('saving');
      const event = toEventPayload(getValues());
      const result = eventId
        ? await apiCall(updateEventCall, { body: { id: eventId, event } })
        : await apiCall(createEventCall, { body: event });
      if (result.ok) {
        setPhase('leaving');
        router.push(eventPagePath({ id: result.data.id, eventType: kind }));
        return;
      }
      setPhase('idle');
      if (result.status === 401) return; // apiCall is taking the browser to the login page
      showServerErrors(result.data.fieldErrors);
      setBanner(result.status === 400 ? FIX_FIELDS : (result.error ?? ''));
    },
    (errors) => {
      setBanner(FIX_FIELDS);
      summarize(errorNames(errors));
    },
  );

  async function remove() {
    if (!eventId || !window.confirm(DELETE_CONFIRM_1) || !window.confirm(DELETE_CONFIRM_2)) return;
    setBanner('');
    setPhase('deleting');
    const result = await apiCall(deleteEventCall, { body: { id: eventId } });
    if (result.ok) {
      setPhase('leaving');
      router.push(EVENT_LIST_PATH);
      return;
    }
    setPhase('idle');
    if (result.status !== 401) setBanner(result.error ?? '');
  }

  const submitText = eventId ? `Update ${noun}` : `Create ${noun}`;
  const sections = [
    { id: 'section-basics', title: 'The basics' },
    { id: 'section-media', title: 'Pictures and videos' },
    { id: 'section-more', title: `More about the ${noun}` },
    ...(isEvent ? [{ id: 'section-registration', title: 'Registration' }] : []),
    { id: 'section-donations', title: isEvent ? 'Donations and teams' : 'Donations and campaigns' },
    { id: 'section-page', title: 'On the page' },
    ...(isEvent ? [{ id: 'section-sponsors', title: 'Sponsors' }] : []),
    { id: 'section-emails', title: 'Confirmation emails' },
  ];
  const titleOf = (id: string) => sections.find((section) => section.id === id)!.title;

  return (
    <FormProvider {...form}>
      <form className={styles.form} onSubmit={save} noValidate aria-busy={busy}>
        <ErrorSummary names={summaryNames} />
        <Section id="section-basics" title={titleOf('section-basics')}>
          <TextField name="title" label={isEvent ? 'Title' : 'Name'} />
          <div className={styles.grid2}>
            <TextField
              name="dateTime"
              label={isEvent ? 'Date and time' : 'Ends on'}
              type="datetime-local"
              optional={!isEvent}
              hint={isEvent ? undefined : 'Donations stay open for a month after this date.'}
            />
            <SelectField name="timeZone" label="Time zone" options={timeZoneOptions(initialValues.timeZone)} />
          </div>
          <PastDateWarning />
          {isEvent && (
            <TextField
              name="location"
              label="Location"
              autoComplete="street-address"
              placeholder="Riverside Park, New York, NY"
            />
          )}
          <TextField name="description" label={isEvent ? 'Main description' : 'Description'} multiline rows={6} />
          <div className={styles.grid2}>
            <TextField name="targetFund" label="Fundraising goal" type="number" unit="$" />
            <TextField
              name="defaultTeamCampaignAmount"
              label={isEvent ? 'Default team campaign goal' : 'Default campaign goal'}
              type="number"
              unit="$"
              optional
              hint="Suggested to people who start a campaign; 0 or blank for none."
            />
          </div>
        </Section>

        <Section id="section-media" title={titleOf('section-media')}>
          <Controller
            control={control}
            name="headerPicture"
            render={({ field }) => (
              <div className={styles.field}>
                <ImageUpload
                  kind="header"
                  label="Header picture"
                  value={field.value ? [field.value] : []}
                  onChange={(urls) => field.onChange(urls[0] ?? '')}
                  tracker={tracker}
                  id={fieldId('headerPicture')}
                />
                <NamedFieldError name="headerPicture" />
              </div>
            )}
          />
          {isEvent && (
            <Controller
              control={control}
              name="headerOverlay"
              render={({ field }) => (
                <div className={styles.field}>
                  <ImageUpload
                    kind="overlay"
                    label="Overlay picture (shown over the header, such as a logo)"
                    value={field.value ? [field.value] : []}
                    onChange={(urls) => field.onChange(urls[0] ?? '')}
                    tracker={tracker}
                    id={fieldId('headerOverlay')}
                  />
                  <NamedFieldError name="headerOverlay" />
                </div>
              )}
            />
          )}
          <HeaderPreview />
          <Controller
            control={control}
            name="pictures"
            render={({ field }) => (
              <div className={styles.field}>
                <ImageUpload
                  kind="gallery"
                  label="Gallery"
                  value={field.value}
                  onChange={field.onChange}
                  max={MAX_GALLERY_IMAGES}
                  tracker={tracker}
                  id={fieldId('pictures')}
                />
                <NamedFieldError name="pictures" />
              </div>
            )}
          />
          <VideoRows />
        </Section>

        <Section
          id="section-more"
          title={titleOf('section-more')}
          hint="Extra sections shown under the description, each with a Read More. Leave a pair blank to skip it."
        >
          {getValues('otherDescriptions').map((_, index) => (
            <div key={index} className={styles.row}>
              <TextField name={`otherDescriptions.${index}.title`} label={`Section ${index + 1} title`} optional />
              <TextField
                name={`otherDescriptions.${index}.text`}
                label={`Section ${index + 1} text`}
                multiline
                rows={4}
                optional
              />
            </div>
          ))}
        </Section>

        {isEvent && (
          <Section id="section-registration" title={titleOf('section-registration')}>
            <CategoryRows />
            <PromoCodeRows />
            <ParticipantFields />
            <TextField
              name="waiver"
              label="Waiver"
              multiline
              rows={5}
              optional
              hint="When set, people must accept it to sign up."
            />
            <div className={styles.grid2}>
              <TextField
                name="activeUntilDate.registration"
                label="Registration open until"
                type="datetime-local"
                optional
                hint="Blank: until the event starts."
              />
              <TextField
                name="signupRedirectDate"
                label="Move sign-ups elsewhere from"
                type="datetime-local"
                optional
              />
            </div>
            <TextField
              name="signupRedirectLink"
              label="Sign-up page elsewhere"
              type="url"
              optional
              placeholder="https://"
              hint="When set, people who try to register are sent there instead."
            />
          </Section>
        )}

        <Section id="section-donations" title={titleOf('section-donations')}>
          <div className={styles.grid2}>
            <SelectField name="crm.payment" label="Card payments through" options={PAYMENT_OPTIONS} />
            <TextField
              name="activeUntilDate.donation"
              label="Donations open until"
              type="datetime-local"
              optional
              hint={`Blank: a month after the ${isEvent ? 'event' : 'end date'}.`}
            />
          </div>
          <fieldset className={styles.checks}>
            <legend className="visually-hidden">Teams and donations</legend>
            <CheckboxField
              name="teamCampaignCreationEnabled"
              label={isEvent ? 'Supporters can create team campaigns' : 'Supporters can create campaigns'}
            />
            {isEvent && (
              <CheckboxField name="allowParticipantsWithoutTeam" label="People can register without joining a team" />
            )}
            <CheckboxField
              name="allowDonationsWithoutTeam"
              label={`Donors can give to the ${noun} itself, without a campaign`}
            />
            <CheckboxField
              name="allowUnconfirmedOfflineDonations"
              label="Campaign creators' offline donations (cash, checks) count without waiting for your confirmation"
            />
          </fieldset>
          <GivingFrequencyChecks />
          <SelectField
            name="defaultGivingFrequency"
            label="The donate page starts on"
            options={FREQUENCIES.map((frequency) => ({ value: frequency, label: FREQUENCY_LABEL[frequency] }))}
            hint="If it is not among the ways to give above: One-time, else the first of them."
          />
        </Section>

        <Section id="section-page" title={titleOf('section-page')}>
          <fieldset className={styles.checks}>
            <legend className="visually-hidden">Page display</legend>
            {isEvent && <CheckboxField name="countdown" label="Show a countdown to the event" />}
            {isEvent && <HiddenViewChecks />}
            <CheckboxField name="autoScrollMedia" label="Scroll the gallery automatically" />
            <CheckboxField name="showTotalDonations" label="Show the amount raised" />
            <CheckboxField name="isHidden" label={`Hide this ${noun} from the public lists`} />
          </fieldset>
        </Section>

        {isEvent && (
          <Section
            id="section-sponsors"
            title={titleOf('section-sponsors')}
            hint="Shown on the event page, by priority."
          >
            <SponsorRows tracker={tracker} />
          </Section>
        )}

        <Section
          id="section-emails"
          title={titleOf('section-emails')}
          hint={`Sent to ${isEvent ? 'donors and participants after they pay' : 'donors after they give'}. Blank: a standard message.`}
        >
          <EmailTemplateField kind="donation" eventId={eventId} />
          {isEvent && <EmailTemplateField kind="participation" eventId={eventId} />}
        </Section>

        <p className={styles.banner} role="alert">
          {banner}
        </p>

        {/* The save bar: sticks to the bottom of the screen while the form scrolls under it. */}
        <div className={styles.saveBar}>
          <nav className={styles.jumpLinks} aria-label="Form sections">
            <ul>
              {sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`}>{section.title}</a>
                </li>
              ))}
            </ul>
          </nav>
          <p className={styles.busy} role="status">
            {progressText}
          </p>
          <button type="submit" className={styles.button} disabled={busy || !hydrated}>
            {submitText}
          </button>
        </div>

        {eventId && (
          <div className={styles.deleteRow}>
            <button type="button" className={styles.dangerButton} onClick={remove} disabled={busy}>
              Delete {noun}
            </button>
          </div>
        )}

        {/* The donations and participants report links (/api/report/*) come with the reports issue. */}
      </form>
      <ConfirmDialog
        open={guard.pendingHref !== null}
        message={UNSAVED_CHANGES_QUESTION}
        confirmLabel={LEAVE_WITHOUT_SAVING}
        cancelLabel={STAY_ON_PAGE}
        danger
        onConfirm={guard.leave}
        onCancel={guard.stay}
      />
    </FormProvider>
  );
}

/** Under the date: a past date is worth knowing, but saving it is allowed (eventDateWarning). */
function PastDateWarning() {
  const [wallTime, timeZone] = useWatch<EventFormValues, ['dateTime', 'timeZone']>({ name: ['dateTime', 'timeZone'] });
  const instant = wallTime ? fromWallTime(wallTime, timeZone) : null;
  const warning = instant ? eventDateWarning(new Date(instant)) : undefined;
  return (
    <p className={styles.warning} role="status" hidden={!warning}>
      {warning}
    </p>
  );
}
