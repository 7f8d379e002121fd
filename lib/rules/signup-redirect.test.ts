import { describe, expect, it } from 'vitest';
import { signupRedirectAt } from './signup-redirect';

const now = new Date('2026-05-01T12:00:00Z');
const before = new Date('2026-04-30T12:00:00Z');
const after = new Date('2026-05-02T12:00:00Z');
const link = 'https://elsewhere.example/register';

describe('signupRedirectAt', () => {
  it('moves sign-ups once the date has passed and there is a link (code 1)', () => {
    expect(signupRedirectAt({ signupRedirectDate: before, signupRedirectLink: link }, now)).toEqual({
      code: 1,
      redirectLink: link,
    });
    expect(signupRedirectAt({ signupRedirectDate: now, signupRedirectLink: link }, now).code).toBe(1);
  });

  it('keeps sign-ups here before the date', () => {
    expect(signupRedirectAt({ signupRedirectDate: after, signupRedirectLink: link }, now)).toEqual({
      code: 1000,
      redirectLink: '',
    });
  });

  it('calls a redirect without a link empty (code 1000), whatever its date', () => {
    for (const signupRedirectLink of [null, '', '   ']) {
      expect(signupRedirectAt({ signupRedirectDate: before, signupRedirectLink }, now)).toEqual({
        code: 1000,
        redirectLink: '',
      });
    }
  });

  it('applies a link without a date at once, as the Register button does', () => {
    expect(signupRedirectAt({ signupRedirectDate: null, signupRedirectLink: link }, now)).toEqual({
      code: 1,
      redirectLink: link,
    });
    expect(signupRedirectAt({ signupRedirectDate: null, signupRedirectLink: null }, now).code).toBe(1000);
  });
});
