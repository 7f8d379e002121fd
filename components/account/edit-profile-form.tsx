'use client';

import { useId, useState, type FormEvent } from 'react';
import { Controller, useWatch, type Control } from 'react-hook-form';
import type { z } from 'zod';
import { useSchemaForm } from '@/components/forms/use-schema-form';
import { ImageUpload } from '@/components/uploads/image-upload';
import { useUploadTracker, type UploadTracker } from '@/components/uploads/use-upload-tracker';
import { apiCall } from '@/lib/client/api';
import { changePasswordCall, updateUserCall } from '@/lib/contracts/accounts';
import type { SelfUser } from '@/lib/services/accounts/account-view';
import { applyFieldErrors } from '@/lib/client/form-errors';
import { COULD_NOT_VALIDATE_PASSWORD, FIX_FIELDS, USER_UPDATED } from '@/lib/rules/messages';
import type { UploadKind } from '@/lib/rules/uploads';
import { passwordChangeSchema, profileUpdateSchema } from '@/lib/validation/account';
import { TEXT_LIMITS } from '@/lib/validation/limits';
import { Banner } from './banner';
import { EMAIL_INPUT, TextField } from './text-field';
import { NewPasswordFields } from './new-password-fields';
import { useHydrated } from '@/components/ui/use-hydrated';
import styles from './form.module.css';
import sections from './edit-profile-form.module.css';

/** What the page hands over: the owner's own serialized account (lib/services/accounts/serialize-user). */
/** What the form edits of the owner's own fields (GET /api/user/{id} to its owner). */
export type EditableUser = Pick<
  SelfUser,
  '_id' | 'name' | 'firstName' | 'lastName' | 'email' | 'picture' | 'userType' | 'organizer' | 'hasPassword'
>;

/** The form's own shape; profileUpdateSchema reads it (its optional fields take unknown input). */
type ProfileInput = {
  name: string;
  firstName: string;
  lastName: string;
  email: string;
  picture: string | null;
  userType: 'General' | 'Organizer';
  organizer: { about: string; logo: string | null };
  /** Asked for when the email changes on an account with a password. */
  currentPassword: string;
};
type ProfileOutput = z.output<typeof profileUpdateSchema>;
type Status = { tone: 'success' | 'error'; lines: string[] };

const PROFILE_FIELDS = [
  'name',
  'firstName',
  'lastName',
  'email',
  'picture',
  'organizer.about',
  'organizer.logo',
  'currentPassword',
] as const;
const PASSWORD_FIELDS = ['currentPassword', 'newPassword', 'newPasswordConfirm'] as const;

function profileValues(user: EditableUser): ProfileInput {
  return {
    name: user.name,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    picture: user.picture,
    userType: user.userType,
    organizer: { about: user.organizer.about ?? '', logo: user.organizer.logo },
    currentPassword: '',
  };
}

type SingleImageProps = {
  control: Control<ProfileInput, unknown, ProfileOutput>;
  name: 'picture' | 'organizer.logo';
  kind: UploadKind;
  label: string;
  tracker: UploadTracker;
};

/** One picture, kept as its URL or null (ImageUpload works on lists). */
function SingleImage({ control, name, kind, label, tracker }: SingleImageProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <ImageUpload
          kind={kind}
          label={label}
          value={field.value ? [field.value] : []}
          onChange={(urls) => field.onChange(urls[0] ?? null)}
          max={1}
          tracker={tracker}
        />
      )}
    />
  );
}

/**
 * /edit_profile. Saving waits for picture uploads, then changes the password first (when asked
 * to) and the user record second (spec §4). Results show as status messages by the button.
 */
export function EditProfileForm({ user: initialUser }: { user: EditableUser }) {
  const hydrated = useHydrated();
  const [user, setUser] = useState(initialUser);
  const [changingPassword, setChangingPassword] = useState(false);
  const [status, setStatus] = useState<Status | null>(null);
  const [saving, setSaving] = useState(false);
  const tracker = useUploadTracker();
  const ids = useId();

  const profile = useSchemaForm<typeof profileUpdateSchema, ProfileInput>(profileUpdateSchema, {
    defaultValues: profileValues(initialUser),
  });
  const password = useSchemaForm(passwordChangeSchema, {
    defaultValues: { currentPassword: '', newPassword: '', newPasswordConfirm: '' },
  });
  const profileErrors = profile.formState.errors;
  const passwordErrors = password.formState.errors;
  const organizer = useWatch({ control: profile.control, name: 'userType' }) === 'Organizer';
  const typedEmail = useWatch({ control: profile.control, name: 'email' });
  // A new address takes the current password (the server asks for it too); social-login accounts have none.
  const emailChanging = user.hasPassword && typedEmail.trim().toLowerCase() !== user.email;
  const alreadyOrganizer = user.userType === 'Organizer';

  async function save(event: FormEvent) {
    event.preventDefault();
    setStatus(null);
    setSaving(true);
    try {
      await tracker.settled();
      const profileOk = await profile.trigger();
      const passwordOk = changingPassword ? await password.trigger() : true;
      if (!profileOk || !passwordOk) {
        setStatus({ tone: 'error', lines: [FIX_FIELDS] });
        return;
      }
      const values = profileUpdateSchema.parse(profile.getValues());
      if (!emailChanging) delete values.currentPassword;

      if (changingPassword) {
        const change = passwordChangeSchema.parse(password.getValues());
        // Changed first, the new password is the current one by the time the profile is saved.
        if (emailChanging) values.currentPassword = change.newPassword;
        const result = await apiCall(changePasswordCall, { params: { id: user._id }, body: change });
        if (!result.ok) {
          if (result.status === 401) return; // apiCall is on its way to /login
          applyFieldErrors(password.setError, result.data.fieldErrors, PASSWORD_FIELDS);
          setStatus({
            tone: 'error',
            lines: [result.status === 429 && result.error ? result.error : COULD_NOT_VALIDATE_PASSWORD],
          });
          return;
        }
        password.reset();
        setChangingPassword(false);
      }

      const result = await apiCall(updateUserCall, { params: { id: user._id }, body: values });
      if (!result.ok) {
        if (result.status === 401) return;
        applyFieldErrors(profile.setError, result.data.fieldErrors, PROFILE_FIELDS);
        setStatus({ tone: 'error', lines: [result.error ?? ''] });
        return;
      }
      setUser(result.data.user);
      profile.reset(profileValues(result.data.user));
      password.reset();
      setChangingPassword(false);
      setStatus({ tone: 'success', lines: [USER_UPDATED, ...(result.data.notice ? [result.data.notice] : [])] });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className={sections.form} method="post" onSubmit={save} noValidate>
      <section className={sections.section} aria-label="Profile picture">
        <SingleImage
          control={profile.control}
          name="picture"
          kind="profile"
          label="Profile picture"
          tracker={tracker}
        />
      </section>

      <section className={sections.section} aria-labelledby={`${ids}-details`}>
        <h2 id={`${ids}-details`} className={sections.heading}>
          Your details
        </h2>
        <div className={styles.form}>
          <TextField
            label="Display name"
            autoComplete="nickname"
            maxLength={TEXT_LIMITS.name}
            error={profileErrors.name?.message}
            {...profile.register('name')}
          />
          <div className={styles.row}>
            <TextField
              label="First name"
              autoComplete="given-name"
              maxLength={TEXT_LIMITS.name}
              error={profileErrors.firstName?.message}
              {...profile.register('firstName')}
            />
            <TextField
              label="Last name"
              autoComplete="family-name"
              maxLength={TEXT_LIMITS.name}
              error={profileErrors.lastName?.message}
              {...profile.register('lastName')}
            />
          </div>
          <TextField {...EMAIL_INPUT} error={profileErrors.email?.message} {...profile.register('email')} />
          {emailChanging && !changingPassword ? (
            <div className={sections.revealed}>
              <TextField
                label="Current password"
                type="password"
                autoComplete="current-password"
                maxLength={TEXT_LIMITS.password}
                hint="Your password confirms that the new address is your choice."
                error={profileErrors.currentPassword?.message}
                // The server's message goes as the password is typed: left until the blur, it would
                // vanish as Save is pressed, moving the button from under the pointer.
                {...profile.register('currentPassword', { onChange: () => profile.clearErrors('currentPassword') })}
              />
            </div>
          ) : null}
        </div>
      </section>

      {user.hasPassword ? (
        <section className={sections.section} aria-labelledby={`${ids}-password`}>
          <h2 id={`${ids}-password`} className={sections.heading}>
            Change password
          </h2>
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={changingPassword}
              onChange={(event) => {
                setChangingPassword(event.target.checked);
                if (!event.target.checked) password.reset();
              }}
            />
            I want to change my password
          </label>
          {changingPassword ? (
            <div className={`${styles.form} ${sections.revealed}`}>
              <TextField
                label="Current password"
                type="password"
                autoComplete="current-password"
                error={passwordErrors.currentPassword?.message}
                {...password.register('currentPassword')}
              />
              <NewPasswordFields
                form={password}
                names={{ password: 'newPassword', confirm: 'newPasswordConfirm' }}
                labels={{ password: 'New password', confirm: 'Confirm new password' }}
              />
            </div>
          ) : null}
        </section>
      ) : null}

      <section className={sections.section} aria-labelledby={`${ids}-organizer`}>
        <h2 id={`${ids}-organizer`} className={sections.heading}>
          {alreadyOrganizer ? 'Organizer settings' : 'Become an Organizer'}
        </h2>
        {alreadyOrganizer ? null : (
          <>
            <p className={styles.hint}>Organizers create events and fundraisers and show their logo on them.</p>
            <Controller
              control={profile.control}
              name="userType"
              render={({ field }) => (
                <label className={styles.check}>
                  <input
                    type="checkbox"
                    checked={field.value === 'Organizer'}
                    onChange={(event) => field.onChange(event.target.checked ? 'Organizer' : 'General')}
                    onBlur={field.onBlur}
                  />
                  Make me an Organizer
                </label>
              )}
            />
          </>
        )}
        {organizer ? (
          <div className={`${styles.form} ${alreadyOrganizer ? '' : sections.revealed}`}>
            <SingleImage
              control={profile.control}
              name="organizer.logo"
              kind="logo"
              label="Organizer logo"
              tracker={tracker}
            />
            <div className={styles.field}>
              <label htmlFor={`${ids}-about`} className={styles.label}>
                About the organizer
              </label>
              <textarea
                id={`${ids}-about`}
                className={styles.textarea}
                rows={5}
                maxLength={TEXT_LIMITS.message}
                aria-invalid={profileErrors.organizer?.about ? true : undefined}
                {...profile.register('organizer.about')}
              />
              {profileErrors.organizer?.about?.message ? (
                <p className={styles.error}>{profileErrors.organizer.about.message}</p>
              ) : null}
            </div>
          </div>
        ) : null}
      </section>

      <div className={sections.footer}>
        {status ? (
          <Banner tone={status.tone}>
            {status.lines.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </Banner>
        ) : null}
        <button type="submit" className={styles.button} disabled={!hydrated || saving}>
          {saving ? (tracker.busy ? 'Waiting for uploads…' : 'Saving…') : 'Save'}
        </button>
      </div>
    </form>
  );
}
