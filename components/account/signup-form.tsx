'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useSchemaForm } from '@/components/forms/use-schema-form';
import { apiCall } from '@/lib/client/api';
import { signUpCall } from '@/lib/contracts/accounts';
import { applyFieldErrors } from '@/lib/client/form-errors';
import { EMAIL_ALREADY_USED } from '@/lib/rules/messages';
import { signupSchema } from '@/lib/validation/account';
import { ErrorBanner } from './banner';
import { EMAIL_INPUT, TextField } from './text-field';
import { NewPasswordFields } from './new-password-fields';
import { SubmitButton } from './submit-button';
import styles from './form.module.css';
import { loginPath } from '@/lib/shared/paths';

const FIELDS = ['firstName', 'lastName', 'email', 'password', 'passwordConfirm'] as const;

/** `redirect`: a safe path of this site to come back to after confirming and logging in. */
export function SignupForm({ redirect = null }: { redirect?: string | null }) {
  const router = useRouter();
  const [error, setErrorBanner] = useState<string | null>(null);
  const form = useSchemaForm(signupSchema);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async (values) => {
    setErrorBanner(null);
    const result = await apiCall(signUpCall, { body: { ...values, redirect }, redirectOn401: false });
    if (result.ok) {
      router.push(loginPath({ notice: 'signup', redirect }));
      return;
    }
    if (result.status === 400 && applyFieldErrors(setError, result.data.fieldErrors, FIELDS)) return;
    // 409 is the taken email; a 429 says to wait; anything else reads as the spec's message.
    setErrorBanner(result.status === 429 && result.error ? result.error : EMAIL_ALREADY_USED);
  });

  return (
    <form className={styles.form} method="post" onSubmit={onSubmit} noValidate>
      <ErrorBanner message={error} />
      <div className={styles.row}>
        <TextField
          label="First name"
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...register('lastName')}
        />
      </div>
      <TextField {...EMAIL_INPUT} error={errors.email?.message} {...register('email')} />
      <NewPasswordFields
        form={form}
        names={{ password: 'password', confirm: 'passwordConfirm' }}
        labels={{ password: 'Password', confirm: 'Confirm password' }}
      />
      <SubmitButton busy={isSubmitting} busyLabel="Signing up…">
        Sign up
      </SubmitButton>
    </form>
  );
}
