import type { Metadata } from 'next';
import Link from 'next/link';
import { AccountCard } from '@/components/account/account-card';
import { Banner } from '@/components/account/banner';
import styles from '@/components/account/account.module.css';
import form from '@/components/account/form.module.css';
import { AppError } from '@/lib/app-error';
import { verifyEmail } from '@/lib/services/accounts/verify-email';
import { homePath, loginPath } from '@/lib/shared/paths';
import { safeRedirectPath } from '@/lib/shared/redirect-path';

export const metadata: Metadata = { title: 'Sign Up Verification', referrer: 'no-referrer' };

/** Following the emailed link confirms the address; the page says whether it worked. */
export default async function SignupVerifyPage({
  params,
  searchParams,
}: {
  params: Promise<{ hash: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { hash } = await params;
  // The link carries where the person was going when they signed up; only a path of this site is kept.
  const query = (await searchParams).redirect;
  const redirect = safeRedirectPath(Array.isArray(query) ? query[0] : query);
  const result = await verifyEmail({ token: hash }).catch((error: unknown) => {
    if (error instanceof AppError) return { success: false as const, message: error.message };
    throw error;
  });

  return (
    <AccountCard
      titleId="verify-title"
      title="Sign Up Verification"
      links={[
        { href: loginPath({ redirect }), label: 'Log in' },
        { href: homePath(), label: 'Home' },
      ]}
    >
      <Banner tone={result.success ? 'success' : 'error'}>
        <p>{result.message}</p>
      </Banner>
      {result.success ? (
        <Link href={loginPath({ notice: 'verified', redirect })} className={`${form.button} ${form.block}`}>
          Log in
        </Link>
      ) : (
        <p className={styles.lead}>
          Try logging in: if your address still needs confirming, the login page can send you a new link.
        </p>
      )}
    </AccountCard>
  );
}
