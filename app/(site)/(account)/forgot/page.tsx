import type { Metadata } from 'next';
import { AccountCard } from '@/components/account/account-card';
import { ForgotForm } from '@/components/account/forgot-form';
import styles from '@/components/account/account.module.css';
import { loginPath } from '@/lib/shared/paths';

export const metadata: Metadata = { title: 'Forgot password' };

export default function ForgotPage() {
  return (
    <AccountCard
      titleId="forgot-title"
      title="Forgot your password?"
      links={[{ href: loginPath(), label: 'Back to log in' }]}
    >
      <p className={styles.lead}>
        Enter the email address of your account and we will send you a link to set a new password.
      </p>
      <ForgotForm />
    </AccountCard>
  );
}
