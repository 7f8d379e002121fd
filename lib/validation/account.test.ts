import { describe, it, expect } from 'vitest';
import type { z } from 'zod';
import {
  forgotSchema,
  loginSchema,
  passwordChangeSchema,
  profileUpdateSchema,
  resetPasswordSchema,
  signupSchema,
} from './account';
import { toValidationErrorBody } from './field-errors';

function fieldErrors(schema: z.ZodType, value: unknown): Record<string, string[]> {
  const result = schema.safeParse(value);
  return result.success ? {} : toValidationErrorBody(result.error).fieldErrors;
}

const PASSWORD_RULE = 'Password must be at least 7 characters, mix of uppercase and lowercase and number';

describe('loginSchema', () => {
  it('lower-cases the email and keeps the password as typed', () => {
    expect(loginSchema.parse({ email: ' Donor@Example.org ', password: ' pw ' })).toEqual({
      email: 'donor@example.org',
      password: ' pw ',
    });
  });

  it('needs only a password, not a strong one', () => {
    expect(fieldErrors(loginSchema, { email: 'a@b.co', password: 'x' })).toEqual({});
  });

  it('requires email and password', () => {
    expect(fieldErrors(loginSchema, {})).toEqual({ email: ['required'], password: ['required'] });
    expect(fieldErrors(loginSchema, { email: ' ', password: '   ' })).toEqual({
      email: ['required'],
      password: ['required'],
    });
  });

  it('checks the email', () => {
    expect(fieldErrors(loginSchema, { email: 'nope', password: 'x' })).toEqual({
      email: ['nope is not a valid email.'],
    });
  });
});

describe('signupSchema', () => {
  const valid = {
    firstName: ' Ada ',
    lastName: 'Lovelace',
    email: 'Ada@Example.org',
    password: 'Passw0rd',
    passwordConfirm: 'Passw0rd',
  };

  it('accepts a complete form', () => {
    expect(signupSchema.parse(valid)).toEqual({ ...valid, firstName: 'Ada', email: 'ada@example.org' });
  });

  it('requires first name, last name and email', () => {
    expect(fieldErrors(signupSchema, { ...valid, firstName: '', lastName: ' ', email: '' })).toEqual({
      firstName: ['required'],
      lastName: ['required'],
      email: ['required'],
    });
  });

  it('applies the password rule', () => {
    expect(fieldErrors(signupSchema, { ...valid, password: 'weak', passwordConfirm: 'weak' })).toEqual({
      password: [PASSWORD_RULE],
    });
  });

  it('needs the confirmation to match', () => {
    expect(fieldErrors(signupSchema, { ...valid, passwordConfirm: 'Passw0rD' })).toEqual({
      passwordConfirm: ['Password confirmation must match Password'],
    });
    expect(fieldErrors(signupSchema, { ...valid, passwordConfirm: undefined })).toEqual({
      passwordConfirm: ['Password confirmation must match Password'],
    });
  });

  it('reports a mismatch together with other errors', () => {
    expect(fieldErrors(signupSchema, { ...valid, firstName: '', passwordConfirm: 'other' })).toEqual({
      firstName: ['required'],
      passwordConfirm: ['Password confirmation must match Password'],
    });
  });
});

describe('forgotSchema', () => {
  it('lower-cases the email', () => {
    expect(forgotSchema.parse({ email: 'A@B.CO' })).toEqual({ email: 'a@b.co' });
  });

  it('requires a valid email', () => {
    expect(fieldErrors(forgotSchema, {})).toEqual({ email: ['required'] });
    expect(fieldErrors(forgotSchema, { email: 'x@' })).toEqual({ email: ['x@ is not a valid email.'] });
  });
});

describe('resetPasswordSchema', () => {
  it('accepts the API body, a password alone', () => {
    expect(resetPasswordSchema.parse({ password: 'Passw0rd' })).toEqual({ password: 'Passw0rd' });
  });

  it('accepts a matching confirmation', () => {
    expect(fieldErrors(resetPasswordSchema, { password: 'Passw0rd', passwordConfirm: 'Passw0rd' })).toEqual({});
  });

  it('rejects a mismatch with its own message', () => {
    expect(fieldErrors(resetPasswordSchema, { password: 'Passw0rd', passwordConfirm: 'Passw0rdd' })).toEqual({
      passwordConfirm: ['Get those passwords right'],
    });
  });

  it('applies the password rule', () => {
    expect(fieldErrors(resetPasswordSchema, { password: 'short' })).toEqual({ password: [PASSWORD_RULE] });
  });
});

describe('profileUpdateSchema', () => {
  const valid = { name: 'Ada L', firstName: 'Ada', lastName: 'Lovelace', email: 'ADA@example.org' };

  it('accepts the required fields alone', () => {
    expect(profileUpdateSchema.parse(valid)).toEqual({ ...valid, email: 'ada@example.org' });
  });

  it('requires display name, first name, last name and email', () => {
    expect(fieldErrors(profileUpdateSchema, {})).toEqual({
      name: ['required'],
      firstName: ['required'],
      lastName: ['required'],
      email: ['required'],
    });
  });

  it('accepts a picture, the Organizer type and organizer settings', () => {
    const parsed = profileUpdateSchema.parse({
      ...valid,
      picture: '/uploads/profile/0123456789abcdef0123456789abcdef.jpg',
      userType: 'Organizer',
      organizer: { about: ' We run races ', logo: '/uploads/logo/0123456789abcdef0123456789abcdef.png' },
    });
    expect(parsed.picture).toBe('/uploads/profile/0123456789abcdef0123456789abcdef.jpg');
    expect(parsed.userType).toBe('Organizer');
    expect(parsed.organizer).toEqual({
      about: 'We run races',
      logo: '/uploads/logo/0123456789abcdef0123456789abcdef.png',
    });
  });

  it('clears a blank picture and logo', () => {
    const parsed = profileUpdateSchema.parse({ ...valid, picture: '', organizer: { logo: '' } });
    expect(parsed.picture).toBeNull();
    expect(parsed.organizer).toEqual({ about: '', logo: null });
  });

  it('rejects an unknown user type and a bad picture address', () => {
    expect(fieldErrors(profileUpdateSchema, { ...valid, userType: 'Admin', picture: 'me.jpg' })).toEqual({
      picture: ['Not a valid URL'],
      userType: ['Please choose one of the options'],
    });
  });

  it('takes only stored uploads as picture and logo: no other path of this site, no other site', () => {
    expect(
      fieldErrors(profileUpdateSchema, {
        ...valid,
        picture: '/api/logout',
        organizer: { logo: 'https://tracker.example/pixel.png' },
      }),
    ).toEqual({ picture: ['Not a valid URL'], 'organizer.logo': ['Not a valid URL'] });
  });

  it('drops fields it does not know, such as a password hash', () => {
    expect(profileUpdateSchema.parse({ ...valid, password: 'x', _id: '1' })).not.toHaveProperty('password');
  });
});

describe('passwordChangeSchema', () => {
  const valid = { currentPassword: 'old', newPassword: 'N3wPassword' };

  it('accepts the API body without a confirmation', () => {
    expect(passwordChangeSchema.parse(valid)).toEqual(valid);
  });

  it('requires the current password', () => {
    expect(fieldErrors(passwordChangeSchema, { ...valid, currentPassword: '' })).toEqual({
      currentPassword: ['required'],
    });
  });

  it('applies the password rule to the new password', () => {
    expect(fieldErrors(passwordChangeSchema, { ...valid, newPassword: 'newpassword' })).toEqual({
      newPassword: [PASSWORD_RULE],
    });
  });

  it('needs the confirmation to match the new password', () => {
    expect(fieldErrors(passwordChangeSchema, { ...valid, newPasswordConfirm: 'N3wPassword' })).toEqual({});
    expect(fieldErrors(passwordChangeSchema, { ...valid, newPasswordConfirm: 'nope' })).toEqual({
      newPasswordConfirm: ['Confirmation needs to match new password'],
    });
  });
});
