// What the account services answer, as types only: the contracts (lib/contracts/accounts.ts) and
// components read these, never the services themselves (a view file holds no code).
import type { changePassword } from './change-password';
import type { checkAuth } from './check-auth';
import type { getDonationTotal } from './get-donation-total';
import type { getUser } from './get-user';
import type { logIn } from './log-in';
import type { logOut } from './log-out';
import type { requestPasswordReset } from './request-password-reset';
import type { resendVerification } from './resend-verification';
import type { checkResetToken, resetPassword } from './reset-password';
import type { signUp } from './sign-up';
import type { updateUser } from './update-user';
import type { verifyEmail } from './verify-email';

export type { PublicUser, SelfUser } from './serialize-user';

export type LogInResult = Awaited<ReturnType<typeof logIn>>;
export type LogOutResult = Awaited<ReturnType<typeof logOut>>;
export type SignUpResult = Awaited<ReturnType<typeof signUp>>;
export type CheckAuthResult = Awaited<ReturnType<typeof checkAuth>>;
export type ChangePasswordResult = Awaited<ReturnType<typeof changePassword>>;
export type DonationTotalResult = Awaited<ReturnType<typeof getDonationTotal>>;
export type GetUserResult = Awaited<ReturnType<typeof getUser>>;
export type PasswordResetRequestResult = Awaited<ReturnType<typeof requestPasswordReset>>;
export type ResendVerificationResult = Awaited<ReturnType<typeof resendVerification>>;
export type ResetTokenCheckResult = Awaited<ReturnType<typeof checkResetToken>>;
export type ResetPasswordResult = Awaited<ReturnType<typeof resetPassword>>;
export type UpdateUserResult = Awaited<ReturnType<typeof updateUser>>;
export type VerifyEmailResult = Awaited<ReturnType<typeof verifyEmail>>;
