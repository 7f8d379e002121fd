import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { AccountCard } from '@/components/account/account-card';
import { SignupForm } from '@/components/account/signup-form';
import styles from '@/components/account/account.module.css';
import { getCurrentUser } from '@/lib/auth';
import { loginPath } from '@/lib/shared/paths';
import { afterLoginPath, safeRedirectPath } from '@/lib/shared/redirect-path';

export const metadata: Metadata = { title: 'Sign up' };

type Search = Promise<Record<string, string | string[] | undefined>>;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? null;

/** `?redirect=` (a path on this site) travels on: into the confirmation email's link, then to the first login. */
export default async function SignupPage({ searchParams }: { searchParams: Search }) {
  const back = safeRedirectPath(first((await searchParams).redirect));
  if (await getCurrentUser()) redirect(afterLoginPath(back));
  return (
    <AccountCard
      titleId="signup-title"
      title="Sign up"
      links={[{ lead: 'Already have an account?', href: loginPath({ redirect: back }), label: 'Log in' }]}
    >
      <p className={styles.lead}>Create an account to start campaigns, follow your donations and run events.</p>
      <SignupForm redirect={back} />
    </AccountCard>
  );
}
