'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { apiFetch } from '@/lib/client/api';
import { applyFieldErrors } from '@/lib/client/form-errors';
import { resetPasswordSchema } from '@/lib/validation/account';
import { Banner } from './banner';
import { TextField } from './text-field';
import { useHydrated } from './use-hydrated';
import styles from './form.module.css';

/** New password and confirmation ('Get those passwords right'); success goes to /login. */
export function ResetForm({ token }: { token: string }) {
  const router = useRouter();
  const hydrated = useHydrated();
  const [error, setErrorBanner] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    trigger,
    getFieldState,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof resetPasswordSchema>, unknown, z.output<typeof resetPasswordSchema>>({
    resolver: zodResolver(resetPasswordSchema),
    // Validate on blur, then on every change (spec §5). 'onBlur' alone waits for the next blur, so
    // an error vanishing under the pointer would swallow the click on the submit button.
    mode: 'onTouched',
    reValidateMode: 'onChange',
  });

  // Once the confirmation has been checked, a new password re-checks it (not before: no error
  // under a field nobody has reached yet).
  const recheckConfirmation = () => {
    if (getFieldState('passwordConfirm').isTouched) void trigger('passwordConfirm');
  };

  const onSubmit = handleSubmit(async (values) => {
    setErrorBanner(null);
    const result = await apiFetch(`/api/reset/${encodeURIComponent(token)}`, { body: values, redirectOn401: false });
    if (result.ok) {
      router.push('/login?notice=reset');
      return;
    }
    if (applyFieldErrors(setError, result.data.fieldErrors, ['password', 'passwordConfirm'])) return;
    setErrorBanner(result.data.message ?? result.error);
  });

  return (
    <form className={styles.form} method="post" onSubmit={onSubmit} noValidate>
      {error ? (
        <Banner tone="error">
          <p>{error}</p>
        </Banner>
      ) : null}
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="At least 7 characters, with an upper-case letter, a lower-case letter and a number."
        error={errors.password?.message}
        {...register('password', { onChange: () => recheckConfirmation() })}
      />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        error={errors.passwordConfirm?.message}
        {...register('passwordConfirm')}
      />
      <button type="submit" className={`${styles.button} ${styles.block}`} disabled={!hydrated || isSubmitting}>
        {isSubmitting ? 'Saving…' : 'Set new password'}
      </button>
    </form>
  );
}
