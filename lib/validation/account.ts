import { z } from 'zod';
import { USER_TYPES } from '../rules/constants';
import {
  NEW_PASSWORD_CONFIRM_MISMATCH,
  PASSWORD_CONFIRM_MISMATCH,
  REQUIRED,
  RESET_PASSWORD_MISMATCH,
  tooLong,
} from '../rules/messages';
import {
  choiceField,
  emailField,
  imageField,
  optional,
  passwordField,
  requiredString,
  textField,
  whenValid,
} from './fields';
import { TEXT_LIMITS } from './limits';

/** A password as typed: never trimmed, but whitespace alone counts as empty. */
function enteredPassword() {
  return z
    .string({ error: REQUIRED })
    .max(TEXT_LIMITS.password, { error: tooLong(TEXT_LIMITS.password) })
    .refine((value) => value.trim() !== '', { error: REQUIRED });
}

export const loginSchema = z.object({
  email: emailField(),
  password: enteredPassword(),
});

export const signupSchema = z
  .object({
    firstName: requiredString(TEXT_LIMITS.name),
    lastName: requiredString(TEXT_LIMITS.name),
    email: emailField(),
    password: passwordField(),
    passwordConfirm: z.string({ error: PASSWORD_CONFIRM_MISMATCH }).max(TEXT_LIMITS.password, {
      error: PASSWORD_CONFIRM_MISMATCH,
    }),
    /** Where the new account goes after confirming and logging in; the service keeps it only when it is a path on this site. */
    redirect: z.string().max(TEXT_LIMITS.redirectPath).nullish(),
  })
  .refine((form) => form.passwordConfirm === form.password, {
    error: PASSWORD_CONFIRM_MISMATCH,
    path: ['passwordConfirm'],
    when: whenValid('passwordConfirm'),
  });

export const forgotSchema = z.object({
  email: emailField(),
});

/** A new confirmation link; `redirect` as at sign-up. */
export const resendVerificationSchema = forgotSchema.extend({
  redirect: z.string().max(TEXT_LIMITS.redirectPath).nullish(),
});

/** The reset page checks the confirmation; the API call carries only the password. */
export const resetPasswordSchema = z
  .object({
    password: passwordField(),
    passwordConfirm: z
      .string({ error: RESET_PASSWORD_MISMATCH })
      .max(TEXT_LIMITS.password, { error: RESET_PASSWORD_MISMATCH })
      .optional(),
  })
  .refine((form) => form.passwordConfirm === undefined || form.passwordConfirm === form.password, {
    error: RESET_PASSWORD_MISMATCH,
    path: ['passwordConfirm'],
    when: whenValid('passwordConfirm'),
  });

/**
 * /edit_profile. `currentPassword` proves who is there when the email changes on an account that
 * has a password (a stolen session must not become a permanent takeover); the service asks for it.
 */
export const profileUpdateSchema = z.object({
  name: requiredString(TEXT_LIMITS.name),
  firstName: requiredString(TEXT_LIMITS.name),
  lastName: requiredString(TEXT_LIMITS.name),
  email: emailField(),
  picture: optional(imageField()),
  userType: optional(choiceField(USER_TYPES)),
  organizer: optional(
    z.object({
      about: textField(TEXT_LIMITS.message),
      logo: optional(imageField()),
    }),
  ),
  currentPassword: optional(enteredPassword()),
});

export const passwordChangeSchema = z
  .object({
    currentPassword: enteredPassword(),
    newPassword: passwordField(),
    newPasswordConfirm: z
      .string({ error: NEW_PASSWORD_CONFIRM_MISMATCH })
      .max(TEXT_LIMITS.password, { error: NEW_PASSWORD_CONFIRM_MISMATCH })
      .optional(),
  })
  .refine((form) => form.newPasswordConfirm === undefined || form.newPasswordConfirm === form.newPassword, {
    error: NEW_PASSWORD_CONFIRM_MISMATCH,
    path: ['newPasswordConfirm'],
    when: whenValid('newPasswordConfirm'),
  });

/** POST /api/auth/facebook: a Facebook access token, as the spec's call sends it. */
export const facebookLoginSchema = z.object({ access_token: requiredString() });

export type LoginInput = z.output<typeof loginSchema>;
export type SignupInput = z.output<typeof signupSchema>;
export type ForgotInput = z.output<typeof forgotSchema>;
export type ResetPasswordInput = z.output<typeof resetPasswordSchema>;
export type ProfileUpdateInput = z.output<typeof profileUpdateSchema>;
export type PasswordChangeInput = z.output<typeof passwordChangeSchema>;
