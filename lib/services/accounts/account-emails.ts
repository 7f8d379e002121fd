import 'server-only';
import { env } from '@/lib/env';
import type { Mail } from '@/lib/services/mail/enqueue-mail';
import { renderEmail } from '@/lib/services/mail/render-email';
import { resetPath, signupVerifyPath } from '@/lib/shared/paths';

// The emails of the account flows. Links carry the raw token; only its hash is stored.

/** The confirmation link; `redirect` must already be a safe path of this site (safeRedirectPath). */
export const verificationLink = (token: string, redirect?: string | null) =>
  `${env.appUrl}${signupVerifyPath(token, redirect)}`;
export const resetLink = (token: string) => `${env.appUrl}${resetPath(token)}`;

export function verificationEmail({
  to,
  firstName,
  token,
  redirect,
}: {
  to: string;
  firstName: string;
  token: string;
  redirect?: string | null;
}): Mail {
  return {
    to,
    subject: `Confirm your email address for ${env.siteName}`,
    ...renderEmail({
      heading: `Welcome, ${firstName}!`,
      paragraphs: [
        `Please confirm that ${to} is your email address to finish setting up your ${env.siteName} account.`,
      ],
      action: { label: 'Confirm my email', url: verificationLink(token, redirect) },
      note: 'The link works for 24 hours. If you did not sign up, you can ignore this email.',
    }),
  };
}

export function passwordResetEmail({ to, firstName, token }: { to: string; firstName: string; token: string }): Mail {
  return {
    to,
    subject: `Reset your ${env.siteName} password`,
    ...renderEmail({
      heading: `Hi ${firstName},`,
      paragraphs: ['Someone asked to reset the password of your account. If it was you, choose a new password here.'],
      action: { label: 'Reset my password', url: resetLink(token) },
      note: 'The link works for one hour and only once. If you did not ask for it, ignore this email: your password stays as it is.',
    }),
  };
}

/** To the old address when the email of an account changes, so a takeover does not go unnoticed. */
export function emailChangedNotice({
  to,
  firstName,
  newEmail,
}: {
  to: string;
  firstName: string;
  newEmail: string;
}): Mail {
  return {
    to,
    subject: `The email address of your ${env.siteName} account changed`,
    ...renderEmail({
      heading: `Hi ${firstName},`,
      paragraphs: [
        `The email address of your ${env.siteName} account was changed to ${newEmail}.`,
        `If you did not do this, please contact us at ${env.contactEmail} right away.`,
      ],
    }),
  };
}
