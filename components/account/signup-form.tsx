'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { apiFetch } from '@/lib/client/api';
import { applyFieldErrors } from '@/lib/client/form-errors';
import { EMAIL_ALREADY_USED } from '@/lib/rules/messages';
import { signupSchema } from '@/lib/validation/account';
import { Banner } from './banner';
import { TextField } from './text-field';
import { useHydrated } from './use-hydrated';
import styles from './form.module.css';

const FIELDS = ['firstName', 'lastName', 'email', 'password', 'passwordConfirm'] as const;

export function SignupForm() {
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
  } = useForm<z.input<typeof signupSchema>, unknown, z.output<typeof signupSchema>>({
    resolver: zodResolver(signupSchema),
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
    const result = await apiFetch('/api/signup', { body: values, redirectOn401: false });
    if (result.ok) {
      router.push('/login?notice=signup');
      return;
    }
    if (result.status === 400 && applyFieldErrors(setError, result.data.fieldErrors, FIELDS)) return;
    // 409 is the taken email; a 429 says to wait; anything else reads as the spec's message.
    setErrorBanner(result.status === 429 && result.error ? result.error : EMAIL_ALREADY_USED);
  });

  return (
    <form className={styles.form} method="post" onSubmit={onSubmit} noValidate>
      {error ? (
        <Banner tone="error">
          <p>{error}</p>
        </Banner>
      ) : null}
      <div className={styles.row}>
        <TextField label="First name" autoComplete="given-name" error={errors.firstName?.message} {...register('firstName')} />
        <TextField label="Last name" autoComplete="family-name" error={errors.lastName?.message} {...register('lastName')} />
      </div>
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
        autoComplete="new-password"
        hint="At least 7 characters, with an upper-case letter, a lower-case letter and a number."
        error={errors.password?.message}
        {...register('password', { onChange: () => recheckConfirmation() })}
      />
      <TextField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        error={errors.passwordConfirm?.message}
        {...register('passwordConfirm')}
      />
      <button type="submit" className={`${styles.button} ${styles.block}`} disabled={!hydrated || isSubmitting}>
        {isSubmitting ? 'Signing up…' : 'Sign up'}
      </button>
    </form>
  );
}
