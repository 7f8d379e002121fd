import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { AccountCard } from '@/components/account/account-card';
import { SignupForm } from '@/components/account/signup-form';
import styles from '@/components/account/account.module.css';
import { getCurrentUser } from '@/lib/auth';
import { loginPath, profilePath } from '@/lib/shared/paths';

export const metadata: Metadata = { title: 'Sign up' };

export default async function SignupPage() {
  if (await getCurrentUser()) redirect(profilePath());
  return (
    <AccountCard titleId="signup-title" title="Sign up">
      <p className={styles.lead}>Create an account to start campaigns, follow your donations and run events.</p>
      <SignupForm />
      <ul className={styles.links}>
        <li>
          Already have an account? <Link href={loginPath()}>Log in</Link>
        </li>
      </ul>
    </AccountCard>
  );
}
