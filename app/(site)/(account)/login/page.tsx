import type { Metadata } from 'next';
import { redirect as redirectTo } from 'next/navigation';
import { AccountCard } from '@/components/account/account-card';
import { LoginForm } from '@/components/account/login-form';
import styles from '@/components/account/account.module.css';
import form from '@/components/account/form.module.css';
import { getCurrentUser } from '@/lib/auth';
import { afterLoginPath, safeRedirectPath } from '@/lib/shared/redirect-path';
import {
  CANT_AUTHENTICATE,
  EMAIL_VERIFIED,
  FACEBOOK_EMAIL_REQUIRED,
  LOGGED_OUT,
  PASSWORD_RESET_DONE,
  SIGNUP_EMAIL_SENT,
} from '@/lib/rules/messages';
import { facebookConfigured } from '@/lib/services/accounts/log-in-with-facebook';
import { SOCIAL_LOGIN_ERROR } from '@/lib/auth/next-auth-options';
import { facebookLoginStartPath, forgotPath, homePath, signupPath } from '@/lib/shared/paths';

export const metadata: Metadata = { title: 'Log in' };

// Notices the previous screen passes by name: the URL never carries text that is shown.
const NOTICES = {
  signup: { tone: 'success', text: SIGNUP_EMAIL_SENT },
  reset: { tone: 'success', text: PASSWORD_RESET_DONE },
  verified: { tone: 'success', text: EMAIL_VERIFIED },
  logout: { tone: 'success', text: LOGGED_OUT },
} as const;

type Search = Promise<Record<string, string | string[] | undefined>>;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? null;

function noticeFor(notice: string | null, error: string | null) {
  if (error)
    return {
      tone: 'error' as const,
      text: error === SOCIAL_LOGIN_ERROR.emailMissing ? FACEBOOK_EMAIL_REQUIRED : CANT_AUTHENTICATE,
    };
  return notice && notice in NOTICES ? NOTICES[notice as keyof typeof NOTICES] : null;
}

export default async function LoginPage({ searchParams }: { searchParams: Search }) {
  const query = await searchParams;
  const redirect = safeRedirectPath(first(query.redirect));
  if (await getCurrentUser()) redirectTo(afterLoginPath(redirect));
  const notice = noticeFor(first(query.notice), first(query.error));

  return (
    <AccountCard
      titleId="login-title"
      title="Log in"
      links={[
        { href: forgotPath(), label: 'Forgot your password?' },
        { href: signupPath({ redirect }), label: 'Sign up' },
        { href: homePath(), label: 'Home' },
      ]}
    >
      <p className={styles.lead}>Welcome back. Log in to see your profile, donations and campaigns.</p>
      <LoginForm redirect={redirect} notice={notice ? { ...notice } : null} />
      {/* Whenever FACEBOOK_CLIENT_ID is set (CONTRACT §2); without the secret the link answers an error page. */}
      {facebookConfigured() ? (
        <>
          <p className={form.divider}>or</p>
          {/* A plain link: GET /api/login/facebook starts next-auth's Facebook flow. */}
          <a href={facebookLoginStartPath(redirect)} className={form.social}>
            Continue with Facebook
          </a>
        </>
      ) : null}
    </AccountCard>
  );
}
