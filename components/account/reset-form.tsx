'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useSchemaForm } from '@/components/forms/use-schema-form';
import { apiCall } from '@/lib/client/api';
import { resetPasswordCall } from '@/lib/contracts/accounts';
import { applyFieldErrors } from '@/lib/client/form-errors';
import { resetPasswordSchema } from '@/lib/validation/account';
import { ErrorBanner } from './banner';
import { NewPasswordFields } from './new-password-fields';
import { SubmitButton } from './submit-button';
import styles from './form.module.css';
import { loginPath } from '@/lib/shared/paths';

/** New password and confirmation ('Get those passwords right'); success goes to /login. */
export function ResetForm({ token }: { token: string }) {
  const router = useRouter();
  const [error, setErrorBanner] = useState<string | null>(null);
  const form = useSchemaForm(resetPasswordSchema);
  const {
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async (values) => {
    setErrorBanner(null);
    const result = await apiCall(resetPasswordCall, { params: { token }, body: values, redirectOn401: false });
    if (result.ok) {
      router.push(loginPath({ notice: 'reset' }));
      return;
    }
    if (applyFieldErrors(setError, result.data.fieldErrors, ['password', 'passwordConfirm'])) return;
    setErrorBanner(result.data.message ?? result.error);
  });

  return (
    <form className={styles.form} method="post" onSubmit={onSubmit} noValidate>
      <ErrorBanner message={error} />
      <NewPasswordFields
        form={form}
        names={{ password: 'password', confirm: 'passwordConfirm' }}
        labels={{ password: 'New password', confirm: 'Confirm new password' }}
      />
      <SubmitButton busy={isSubmitting} busyLabel="Saving…">
        Set new password
      </SubmitButton>
    </form>
  );
}
