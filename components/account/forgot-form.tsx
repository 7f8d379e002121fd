'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { apiFetch } from '@/lib/client/api';
import { applyFieldErrors } from '@/lib/client/form-errors';
import { forgotSchema } from '@/lib/validation/account';
import { Banner } from './banner';
import { TextField } from './text-field';
import { useHydrated } from './use-hydrated';
import styles from './form.module.css';

/** The server's message in a red box when its error flag is set, else in a green box (spec §8). */
export function ForgotForm() {
  const hydrated = useHydrated();
  const [answer, setAnswer] = useState<{ error: boolean; message: string } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof forgotSchema>, unknown, z.output<typeof forgotSchema>>({
    resolver: zodResolver(forgotSchema),
    // Validate on blur, then on every change (spec §5). 'onBlur' alone waits for the next blur, so
    // an error vanishing under the pointer would swallow the click on the submit button.
    mode: 'onTouched',
    reValidateMode: 'onChange',
  });

  const onSubmit = handleSubmit(async (values) => {
    setAnswer(null);
    const result = await apiFetch('/api/forgot', { body: values, redirectOn401: false });
    if (!result.ok && applyFieldErrors(setError, result.data.fieldErrors, ['email'])) return;
    const failed = !result.ok || (result.data as { error?: unknown }).error === true;
    setAnswer({ error: failed, message: (result.ok ? result.data.message : result.error) ?? '' });
  });

  return (
    <form className={styles.form} method="post" onSubmit={onSubmit} noValidate>
      {answer ? (
        <Banner tone={answer.error ? 'error' : 'success'}>
          <p>{answer.message}</p>
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
      <button type="submit" className={`${styles.button} ${styles.block}`} disabled={!hydrated || isSubmitting}>
        {isSubmitting ? 'Sending…' : 'Reset Password'}
      </button>
    </form>
  );
}
