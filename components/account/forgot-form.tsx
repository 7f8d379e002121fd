'use client';

import { useState } from 'react';
import { useSchemaForm } from '@/components/forms/use-schema-form';
import { apiCall } from '@/lib/client/api';
import { forgotPasswordCall } from '@/lib/contracts/accounts';
import { applyFieldErrors } from '@/lib/client/form-errors';
import { forgotSchema } from '@/lib/validation/account';
import { Banner } from './banner';
import { EMAIL_INPUT, TextField } from './text-field';
import { SubmitButton } from './submit-button';
import styles from './form.module.css';

/** The server's message in a red box when its error flag is set, else in a green box (spec §8). */
export function ForgotForm() {
  const [answer, setAnswer] = useState<{ error: boolean; message: string } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useSchemaForm(forgotSchema);

  const onSubmit = handleSubmit(async (values) => {
    setAnswer(null);
    const result = await apiCall(forgotPasswordCall, { body: values, redirectOn401: false });
    if (!result.ok && applyFieldErrors(setError, result.data.fieldErrors, ['email'])) return;
    const failed = !result.ok || result.data.error;
    setAnswer({ error: failed, message: (result.ok ? result.data.message : result.error) ?? '' });
  });

  return (
    <form className={styles.form} method="post" onSubmit={onSubmit} noValidate>
      {answer ? (
        <Banner tone={answer.error ? 'error' : 'success'}>
          <p>{answer.message}</p>
        </Banner>
      ) : null}
      <TextField {...EMAIL_INPUT} error={errors.email?.message} {...register('email')} />
      <SubmitButton busy={isSubmitting} busyLabel="Sending…">
        Reset Password
      </SubmitButton>
    </form>
  );
}
