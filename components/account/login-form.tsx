'use client';

import { useState } from 'react';
import { useSchemaForm } from '@/components/forms/use-schema-form';
import { apiCall } from '@/lib/client/api';
import { logInCall, resendVerificationCall } from '@/lib/contracts/accounts';
import { API_ERROR_CODES } from '@/lib/rules/api-error-codes';
import { applyFieldErrors } from '@/lib/client/form-errors';
import { afterLoginPath } from '@/lib/shared/redirect-path';
import { CANT_AUTHENTICATE, EMAIL_NOT_VERIFIED } from '@/lib/rules/messages';
import { loginSchema } from '@/lib/validation/account';
import { Banner } from './banner';
import { EMAIL_INPUT, TextField } from './text-field';
import { SubmitButton } from './submit-button';
import styles from './form.module.css';

type Notice = { tone: 'success' | 'error'; text: string };
type LoginFormProps = { redirect: string | null; notice: Notice | null };

export function LoginForm({ redirect, notice }: LoginFormProps) {
  const [banner, setBanner] = useState<Notice | null>(notice);
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useSchemaForm(loginSchema);

  const onSubmit = handleSubmit(async (values) => {
    setUnverifiedEmail(null);
    const result = await apiCall(logInCall, { body: values, redirectOn401: false });
    if (result.ok) {
      setBanner(null);
      window.location.assign(afterLoginPath(redirect));
      return;
    }
    if (result.status === 403 && result.data.code === API_ERROR_CODES.emailNotVerified) {
      setUnverifiedEmail(values.email);
      setBanner({ tone: 'error', text: EMAIL_NOT_VERIFIED });
    } else if (result.status === 429) {
      setBanner({ tone: 'error', text: result.error ?? CANT_AUTHENTICATE });
    } else {
      applyFieldErrors(setError, result.data.fieldErrors, ['email', 'password']);
      setBanner({ tone: 'error', text: CANT_AUTHENTICATE });
    }
  });

  async function resend() {
    if (!unverifiedEmail) return;
    setResending(true);
    const result = await apiCall(resendVerificationCall, {
      body: { email: unverifiedEmail, redirect },
      redirectOn401: false,
    });
    setResending(false);
    setUnverifiedEmail(null);
    setBanner({ tone: result.ok ? 'success' : 'error', text: result.data.message ?? result.error ?? '' });
  }

  return (
    <form className={styles.form} method="post" onSubmit={onSubmit} noValidate>
      {banner ? (
        <Banner tone={banner.tone}>
          <p>{banner.text}</p>
          {unverifiedEmail ? (
            <button type="button" className={styles.linkButton} onClick={resend} disabled={resending}>
              {resending ? 'Sending…' : 'Send the confirmation email again'}
            </button>
          ) : null}
        </Banner>
      ) : null}
      <TextField {...EMAIL_INPUT} error={errors.email?.message} {...register('email')} />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <SubmitButton busy={isSubmitting} busyLabel="Logging in…">
        Log in
      </SubmitButton>
    </form>
  );
}
