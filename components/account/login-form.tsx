'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { API_ERROR_CODES, apiFetch } from '@/lib/client/api';
import { applyFieldErrors } from '@/lib/client/form-errors';
import { afterLoginPath } from '@/lib/client/redirect-path';
import { CANT_AUTHENTICATE, EMAIL_NOT_VERIFIED } from '@/lib/rules/messages';
import { loginSchema } from '@/lib/validation/account';
import { Banner } from './banner';
import { TextField } from './text-field';
import { useHydrated } from './use-hydrated';
import styles from './form.module.css';

type Notice = { tone: 'success' | 'error'; text: string };
type LoginFormProps = { redirect: string | null; notice: Notice | null };

export function LoginForm({ redirect, notice }: LoginFormProps) {
  const hydrated = useHydrated();
  const [banner, setBanner] = useState<Notice | null>(notice);
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof loginSchema>, unknown, z.output<typeof loginSchema>>({
    resolver: zodResolver(loginSchema),
    // Validate on blur, then on every change (spec §5). 'onBlur' alone waits for the next blur, so
    // an error vanishing under the pointer would swallow the click on the submit button.
    mode: 'onTouched',
    reValidateMode: 'onChange',
  });

  const onSubmit = handleSubmit(async (values) => {
    setUnverifiedEmail(null);
    const result = await apiFetch<{ code?: string }>('/api/login', { body: values, redirectOn401: false });
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
    const result = await apiFetch('/api/signup_verify/resend', { body: { email: unverifiedEmail }, redirectOn401: false });
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
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <button type="submit" className={`${styles.button} ${styles.block}`} disabled={!hydrated || isSubmitting}>
        {isSubmitting ? 'Logging in…' : 'Log in'}
      </button>
    </form>
  );
}
