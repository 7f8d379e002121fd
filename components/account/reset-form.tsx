'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { recheckWhenTouched, useSchemaForm } from '@/components/forms/use-schema-form';
import { apiFetch } from '@/lib/client/api';
import { applyFieldErrors } from '@/lib/client/form-errors';
import { resetPasswordSchema } from '@/lib/validation/account';
import { Banner } from './banner';
import { NEW_PASSWORD_INPUT, TextField } from './text-field';
import { useHydrated } from './use-hydrated';
import styles from './form.module.css';

/** New password and confirmation ('Get those passwords right'); success goes to /login. */
export function ResetForm({ token }: { token: string }) {
  const router = useRouter();
  const hydrated = useHydrated();
  const [error, setErrorBanner] = useState<string | null>(null);
  const form = useSchemaForm(resetPasswordSchema);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;

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
        {...NEW_PASSWORD_INPUT}
        error={errors.password?.message}
        {...register('password', { onChange: () => recheckWhenTouched(form, 'passwordConfirm') })}
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
