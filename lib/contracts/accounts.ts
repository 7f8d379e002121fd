// The account calls (accounts spec §4–§8): logging in and out, registering, confirming the
// address, resetting and changing the password, the profile. See contract.ts.
import type {
  ChangePasswordResult,
  CheckAuthResult,
  DonationTotalResult,
  GetUserResult,
  LogInResult,
  LogOutResult,
  PasswordResetRequestResult,
  PublicUser,
  ResendVerificationResult,
  ResetPasswordResult,
  ResetTokenCheckResult,
  SignUpResult,
  UpdateUserResult,
  VerifyEmailResult,
} from '@/lib/services/accounts/account-view';
import type {
  facebookLoginSchema,
  forgotSchema,
  resendVerificationSchema,
  loginSchema,
  passwordChangeSchema,
  profileUpdateSchema,
  resetPasswordSchema,
  signupSchema,
} from '@/lib/validation/account';
import { SESSION_API_PATH } from '@/lib/shared/paths';
import { answer, body, defineContract, failure } from './contract';
import { segment } from './segment';

/** A logged-in user as the login calls answer them: their own fields and the session token. */
type LoggedIn = { user: LogInResult['user'] & { token: string } };

/** POST /api/login — log in with email and password; 403 with `code: 'email_not_verified'` before the email is confirmed. */
export const logInCall = defineContract({
  method: 'POST',
  path: () => '/api/login',
  body: body<typeof loginSchema>(),
  answer: answer<LoggedIn>(),
  failure: failure<{ code: string }>(),
});

/** POST /api/auth/facebook — log in with a Facebook access token. */
export const facebookLogInCall = defineContract({
  method: 'POST',
  path: () => '/api/auth/facebook',
  body: body<typeof facebookLoginSchema>(),
  answer: answer<LoggedIn>(),
});

/** POST /api/logout (GET too, as the spec has it) — end the session. */
export const logOutCall = defineContract({
  method: 'POST',
  path: () => '/api/logout',
  answer: answer<LogOutResult>(),
});

/** POST /api/check_auth — the user of a token ({token}, the Bearer header or the cookie), else 401. */
export const checkAuthCall = defineContract({
  method: 'POST',
  path: () => '/api/check_auth',
  answer: answer<CheckAuthResult>(),
});

/** GET /api/session — the visitor's public fields, or null; always 200. */
export const sessionCall = defineContract({
  method: 'GET',
  path: () => SESSION_API_PATH,
  answer: answer<{ user: PublicUser | null }>(),
});

/** POST /api/signup — register; a confirmation link is emailed. */
export const signUpCall = defineContract({
  method: 'POST',
  path: () => '/api/signup',
  body: body<typeof signupSchema>(),
  answer: answer<SignUpResult>(),
});

/** GET /api/signup_verify/{hash} — confirm an email address. */
export const verifyEmailCall = defineContract({
  method: 'GET',
  path: ({ hash }: { hash: string }) => `/api/signup_verify/${segment(hash)}`,
  answer: answer<VerifyEmailResult>(),
});

/** POST /api/signup_verify/resend — a new confirmation link (the same answer for every email). */
export const resendVerificationCall = defineContract({
  method: 'POST',
  path: () => '/api/signup_verify/resend',
  body: body<typeof resendVerificationSchema>(),
  answer: answer<ResendVerificationResult>(),
});

/** POST /api/forgot — email a reset link (the same answer for every email). */
export const forgotPasswordCall = defineContract({
  method: 'POST',
  path: () => '/api/forgot',
  body: body<typeof forgotSchema>(),
  answer: answer<PasswordResetRequestResult>(),
});

/** GET /api/reset/{token} — is the reset link good, and for whom. */
export const checkResetTokenCall = defineContract({
  method: 'GET',
  path: ({ token }: { token: string }) => `/api/reset/${segment(token)}`,
  answer: answer<ResetTokenCheckResult>(),
});

/** POST /api/reset/{token} — set the new password. */
export const resetPasswordCall = defineContract({
  method: 'POST',
  path: ({ token }: { token: string }) => `/api/reset/${segment(token)}`,
  body: body<typeof resetPasswordSchema>(),
  answer: answer<ResetPasswordResult>(),
});

/** GET /api/user/{id} — a user's public fields; the owner's own fields to the owner. */
export const getUserCall = defineContract({
  method: 'GET',
  path: ({ id }: { id: string }) => `/api/user/${segment(id)}`,
  answer: answer<GetUserResult>(),
});

/** POST /api/user/update/{id} — edit your own profile. */
export const updateUserCall = defineContract({
  method: 'POST',
  path: ({ id }: { id: string }) => `/api/user/update/${segment(id)}`,
  body: body<typeof profileUpdateSchema>(),
  answer: answer<UpdateUserResult>(),
});

/** POST /api/user/update_password/{id} — change your password; the answer carries this browser's new token. */
export const changePasswordCall = defineContract({
  method: 'POST',
  path: ({ id }: { id: string }) => `/api/user/update_password/${segment(id)}`,
  body: body<typeof passwordChangeSchema>(),
  answer: answer<ChangePasswordResult>(),
});

/** POST /api/user/donation/total — your succeeded donations' total, in dollars. */
export const donationTotalCall = defineContract({
  method: 'POST',
  path: () => '/api/user/donation/total',
  answer: answer<DonationTotalResult>(),
});
