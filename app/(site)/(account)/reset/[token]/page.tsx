import type { Metadata } from 'next';
import { AccountCard } from '@/components/account/account-card';
import { Banner } from '@/components/account/banner';
import { ResetForm } from '@/components/account/reset-form';
import styles from '@/components/account/account.module.css';
import { AppError } from '@/lib/app-error';
import { checkResetToken } from '@/lib/services/accounts/reset-password';
import { forgotPath, loginPath } from '@/lib/shared/paths';

export const metadata: Metadata = { title: 'Reset password', referrer: 'no-referrer' };

/** The token is checked on load: a good one shows the form, a bad one the server's message. */
export default async function ResetPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const check = await checkResetToken({ token }).catch((error: unknown) => {
    if (error instanceof AppError) return { success: false as const, message: error.message };
    throw error;
  });

  return (
    <AccountCard
      titleId="reset-title"
      title="Reset password"
      links={[
        { href: forgotPath(), label: 'Ask for a new link' },
        { href: loginPath(), label: 'Log in' },
      ]}
    >
      {check.success ? (
        <>
          <p className={styles.lead}>{check.message}</p>
          <ResetForm token={token} />
        </>
      ) : (
        <Banner tone="error">
          <p>{check.message}</p>
        </Banner>
      )}
    </AccountCard>
  );
}
