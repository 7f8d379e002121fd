import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { POST as checkAuthRoute } from '@/app/api/check_auth/route';
import { POST as loginRoute } from '@/app/api/login/route';
import { GET as logoutRoute, POST as logoutPostRoute } from '@/app/api/logout/route';
import { POST as signupRoute } from '@/app/api/signup/route';
import { GET as verify } from '@/app/api/signup_verify/[hash]/route';
import { POST as resendRoute } from '@/app/api/signup_verify/resend/route';
import { GET as devEmailsRoute } from '@/app/api/dev/emails/route';
import { POST as facebookLoginRoute } from '@/app/api/auth/facebook/route';
import { GET as startFacebookLoginRoute } from '@/app/api/login/facebook/route';
import { encode } from 'next-auth/jwt';
import { issueSessionToken, sessionSecret } from '@/lib/auth';
import { clientAddressOf } from '@/lib/client-address';
import { parseTrustedProxies } from '@/lib/rules/client-address';
import { db } from '@/lib/db';
import { createUser } from '@/prisma/seed/factories';
import { apiRequest, params, setCookie, tokenFromLink, withoutContext } from '@/lib/testing/api-test-helpers';

const checkAuth = withoutContext(checkAuthRoute);
const login = withoutContext(loginRoute);
const logout = withoutContext(logoutRoute);
const logoutPost = withoutContext(logoutPostRoute);
const signup = withoutContext(signupRoute);
const resend = withoutContext(resendRoute);
const devEmails = withoutContext(devEmailsRoute);
const facebookLogin = withoutContext(facebookLoginRoute);
const startFacebookLogin = withoutContext(startFacebookLoginRoute);

const PASSWORD_RULE = 'Password must be at least 7 characters, mix of uppercase and lowercase and number';
let n = 0;
const uniqueEmail = () => `signup-${Date.now().toString(36)}-${n++}@example.test`;

const form = (email: string) => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email,
  password: 'Analytical1',
  passwordConfirm: 'Analytical1',
});

async function latestMailTo(email: string) {
  return db.emailOutbox.findFirstOrThrow({ where: { to: email }, orderBy: { createdAt: 'desc' } });
}

async function signUpAndVerify(email = uniqueEmail()) {
  expect((await signup(apiRequest('/api/signup', { body: form(email) }))).status).toBe(200);
  const token = tokenFromLink((await latestMailTo(email)).text, 'signup_verify');
  expect((await verify(apiRequest(`/api/signup_verify/${token}`), params({ hash: token }))).status).toBe(200);
  return email;
}

describe('POST /api/signup', () => {
  it('creates an unconfirmed General account and, with it, the confirmation email', async () => {
    const email = uniqueEmail();
    const response = await signup(apiRequest('/api/signup', { body: { ...form(email.toUpperCase()) } }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      success: true,
      message: 'An email has been sent to you. Please follow the instructions there',
    });

    const user = await db.user.findUniqueOrThrow({ where: { email }, omit: { passwordHash: false } });
    expect(user).toMatchObject({ name: 'Ada Lovelace', firstName: 'Ada', lastName: 'Lovelace', userType: 'General' });
    expect(user.emailVerifiedAt).toBeNull();
    // argon2id with OWASP's parameters (19 MiB, t=2, p=1); never the password itself.
    expect(user.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(user.passwordHash).not.toContain('Analytical1');

    const mail = await latestMailTo(email);
    expect(mail.status).toBe('pending');
    expect(mail.subject).toMatch(/confirm/i);
    const token = tokenFromLink(mail.text, 'signup_verify');
    expect(mail.html).toContain(`http://localhost:3000/signup_verify/${token}`);
    // 32 random bytes, stored only as their SHA-256, valid 24 hours.
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const stored = await db.authToken.findFirstOrThrow({ where: { userId: user.id } });
    expect(stored.kind).toBe('emailVerification');
    expect(stored.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(stored.tokenHash).not.toContain(token);
    const hours = (stored.expiresAt.getTime() - stored.createdAt.getTime()) / 3_600_000;
    expect(hours).toBeCloseTo(24, 1);
  });

  it('escapes what the user typed in the email', async () => {
    const email = uniqueEmail();
    await signup(apiRequest('/api/signup', { body: { ...form(email), firstName: '<img src=x onerror=alert(1)>' } }));
    const mail = await latestMailTo(email);
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('refuses a used email with the spec message, case-insensitively', async () => {
    const email = uniqueEmail();
    await signup(apiRequest('/api/signup', { body: form(email) }));
    const again = await signup(apiRequest('/api/signup', { body: form(` ${email.toUpperCase()} `) }));
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: 'Email is already used. Enter another email.' });
    expect(await db.user.count({ where: { email } })).toBe(1);
    expect(await db.emailOutbox.count({ where: { to: email } })).toBe(1);
  });

  it('answers 400 with every field message and writes nothing on bad input', async () => {
    const email = uniqueEmail();
    const before = {
      users: await db.user.count(),
      mail: await db.emailOutbox.count(),
      tokens: await db.authToken.count(),
    };
    const response = await signup(
      apiRequest('/api/signup', {
        body: { firstName: ' ', lastName: '', email: 'nope', password: 'weakpass', passwordConfirm: 'other' },
      }),
    );
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.fieldErrors).toEqual({
      firstName: ['required'],
      lastName: ['required'],
      email: ['nope is not a valid email.'],
      password: [PASSWORD_RULE],
      passwordConfirm: ['Password confirmation must match Password'],
    });
    expect(body.error).toBe('required');

    const mismatch = await signup(
      apiRequest('/api/signup', { body: { ...form(email), passwordConfirm: 'Analytical2' } }),
    );
    expect(mismatch.status).toBe(400);
    expect((await mismatch.json()).fieldErrors).toEqual({
      passwordConfirm: ['Password confirmation must match Password'],
    });

    const notJson = await signup(apiRequest('/api/signup', { body: '{oops' }));
    expect(notJson.status).toBe(400);

    expect({
      users: await db.user.count(),
      mail: await db.emailOutbox.count(),
      tokens: await db.authToken.count(),
    }).toEqual(before);
  });
});

describe('GET /api/signup_verify/{hash}', () => {
  it('confirms the email; the link is used up, and opening it again still says the email is confirmed', async () => {
    const email = uniqueEmail();
    await signup(apiRequest('/api/signup', { body: form(email) }));
    const token = tokenFromLink((await latestMailTo(email)).text, 'signup_verify');

    const first = await verify(apiRequest(`/api/signup_verify/${token}`), params({ hash: token }));
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({
      success: true,
      message: 'Your email address is confirmed. You can log in now.',
    });
    const confirmedAt = (await db.user.findUniqueOrThrow({ where: { email } })).emailVerifiedAt;
    expect(confirmedAt).toBeInstanceOf(Date);
    expect(await db.authToken.count({ where: { user: { email }, usedAt: null } })).toBe(0);

    // A mail scanner opened the link first: the person who follows it sees success, not "invalid".
    const second = await verify(apiRequest(`/api/signup_verify/${token}`), params({ hash: token }));
    expect(second.status).toBe(200);
    expect(await second.json()).toEqual({
      success: true,
      message: 'Your email address is confirmed. You can log in now.',
    });
    expect((await db.user.findUniqueOrThrow({ where: { email } })).emailVerifiedAt).toEqual(confirmedAt);
  });

  it('refuses a used link while its account is not confirmed (its address changed since)', async () => {
    const email = uniqueEmail();
    await signup(apiRequest('/api/signup', { body: form(email) }));
    const token = tokenFromLink((await latestMailTo(email)).text, 'signup_verify');
    expect((await verify(apiRequest(`/api/signup_verify/${token}`), params({ hash: token }))).status).toBe(200);
    await db.user.update({ where: { email }, data: { emailVerifiedAt: null } });

    const again = await verify(apiRequest(`/api/signup_verify/${token}`), params({ hash: token }));
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({
      error: 'This confirmation link is invalid or has expired.',
      success: false,
      message: 'This confirmation link is invalid or has expired.',
    });
    expect((await db.user.findUniqueOrThrow({ where: { email } })).emailVerifiedAt).toBeNull();
  });

  it('refuses unknown and expired links', async () => {
    const unknown = await verify(apiRequest('/api/signup_verify/nope'), params({ hash: 'nope' }));
    expect(unknown.status).toBe(400);

    const email = uniqueEmail();
    await signup(apiRequest('/api/signup', { body: form(email) }));
    const token = tokenFromLink((await latestMailTo(email)).text, 'signup_verify');
    await db.authToken.updateMany({
      where: { tokenHash: createHash('sha256').update(token).digest('hex') },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const expired = await verify(apiRequest(`/api/signup_verify/${token}`), params({ hash: token }));
    expect(expired.status).toBe(400);
    expect((await db.user.findUniqueOrThrow({ where: { email } })).emailVerifiedAt).toBeNull();
  });
});

describe('POST /api/login', () => {
  it('refuses an unconfirmed account with a clear message; resending sends a new working link', async () => {
    const email = uniqueEmail();
    await signup(apiRequest('/api/signup', { body: form(email) }));

    const refused = await login(apiRequest('/api/login', { body: { email, password: 'Analytical1' } }));
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      error: 'Please confirm your email address before logging in: follow the link in the email we sent you.',
      code: 'email_not_verified',
    });
    expect(setCookie(refused)).toBeNull();

    // A wrong password on an unconfirmed account says nothing about the confirmation.
    const wrong = await login(apiRequest('/api/login', { body: { email, password: 'Analytical2' } }));
    expect(wrong.status).toBe(401);

    const resent = await resend(apiRequest('/api/signup_verify/resend', { body: { email } }));
    const unknown = await resend(apiRequest('/api/signup_verify/resend', { body: { email: uniqueEmail() } }));
    expect(resent.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await resent.json()).toEqual(await unknown.json());
    expect(await db.emailOutbox.count({ where: { to: email } })).toBe(2);

    const token = tokenFromLink((await latestMailTo(email)).text, 'signup_verify');
    expect((await verify(apiRequest(`/api/signup_verify/${token}`), params({ hash: token }))).status).toBe(200);
    expect((await login(apiRequest('/api/login', { body: { email, password: 'Analytical1' } }))).status).toBe(200);
  });

  it('answers {user} with a token and sets the one-day auth_token cookie; emails are lower-cased', async () => {
    const email = await signUpAndVerify();
    const response = await login(
      apiRequest('/api/login', { body: { email: email.toUpperCase(), password: 'Analytical1' } }),
    );
    expect(response.status).toBe(200);
    const { user } = await response.json();
    expect(user).toMatchObject({
      name: 'Ada Lovelace',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email,
      userType: 'General',
      picture: null,
      hasPassword: true,
      organizer: { about: null, logo: null },
    });
    expect(typeof user._id).toBe('string');
    expect(typeof user.token).toBe('string');
    expect(JSON.stringify(user)).not.toMatch(/argon2|passwordHash/);

    const cookie = setCookie(response)!;
    expect(cookie.value).toBe(user.token);
    expect(cookie.attrs).toMatchObject({ path: '/', 'max-age': '86400', httponly: true, samesite: 'lax' });
    expect(cookie.attrs.secure).toBeUndefined(); // plain http outside production

    // The cookie and the same token as Bearer both authenticate.
    expect((await checkAuth(apiRequest('/api/check_auth', { method: 'POST', cookie: cookie.value }))).status).toBe(200);
    expect((await checkAuth(apiRequest('/api/check_auth', { method: 'POST', bearer: user.token }))).status).toBe(200);
  });

  it("answers 401 'can't authenticate' for a wrong password or an unknown email", async () => {
    const email = await signUpAndVerify();
    for (const body of [
      { email, password: 'Analytical2' },
      { email: uniqueEmail(), password: 'Analytical1' },
    ]) {
      const response = await login(apiRequest('/api/login', { body }));
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: "can't authenticate" });
      expect(setCookie(response)).toBeNull();
    }
  });

  it('answers 400 for missing fields', async () => {
    const response = await login(apiRequest('/api/login', { body: { email: '', password: '   ' } }));
    expect(response.status).toBe(400);
    expect((await response.json()).fieldErrors).toEqual({ email: ['required'], password: ['required'] });
  });

  it('social-only accounts (no password) cannot log in with a password', async () => {
    const user = await createUser(db, { passwordHash: null, facebookId: 'fb-social-only' });
    const response = await login(apiRequest('/api/login', { body: { email: user.email, password: 'Password1' } }));
    expect(response.status).toBe(401);
  });
});

describe('rate limits (shared through the database)', () => {
  it('answers 429 with Retry-After after 10 failed logins for one email from one address', async () => {
    const email = await signUpAndVerify();
    const ip = '192.0.2.44';
    for (let attempt = 0; attempt < 10; attempt++) {
      const response = await login(apiRequest('/api/login', { ip, body: { email, password: `Wrong${attempt}Pass` } }));
      expect(response.status).toBe(401);
    }
    const limited = await login(apiRequest('/api/login', { ip, body: { email, password: 'Analytical1' } }));
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({
      error: 'Too many attempts. Please wait a few minutes and try again.',
      retryAfter: expect.any(Number),
    });
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // Keys hold no email address.
    const keys = (await db.rateLimitBucket.findMany()).map((bucket) => bucket.key).join(' ');
    expect(keys).not.toContain(email);
  });

  it('cannot lock the owner out: their right password from an address that has not failed still logs in', async () => {
    const email = await signUpAndVerify();
    // Someone else guesses from two addresses until both are refused.
    for (const ip of ['192.0.2.51', '192.0.2.52']) {
      for (let attempt = 0; attempt < 11; attempt++) {
        await login(apiRequest('/api/login', { ip, body: { email, password: 'Guess1Pass' } }));
      }
      expect((await login(apiRequest('/api/login', { ip, body: { email, password: 'Guess1Pass' } }))).status).toBe(429);
    }
    const owner = await login(
      apiRequest('/api/login', { ip: '203.0.113.200', body: { email, password: 'Analytical1' } }),
    );
    expect(owner.status).toBe(200);
  });

  it('caps one email at 100 failed logins in 15 minutes, however many addresses they come from', async () => {
    const email = await signUpAndVerify();
    for (let attempt = 0; attempt < 100; attempt++) {
      // apiRequest gives every request an address of its own.
      expect((await login(apiRequest('/api/login', { body: { email, password: 'Guess1Pass' } }))).status).toBe(401);
    }
    expect((await login(apiRequest('/api/login', { body: { email, password: 'Analytical1' } }))).status).toBe(429);
  });

  it('does not count successful logins', async () => {
    const email = await signUpAndVerify();
    const ip = '192.0.2.10';
    for (let attempt = 0; attempt < 12; attempt++) {
      expect((await login(apiRequest('/api/login', { ip, body: { email, password: 'Analytical1' } }))).status).toBe(
        200,
      );
    }
  });

  it('limits one IP to 30 failed logins in 15 minutes across emails', async () => {
    const ip = '198.51.100.7';
    for (let attempt = 0; attempt < 30; attempt++) {
      const response = await login(
        apiRequest('/api/login', { ip, body: { email: uniqueEmail(), password: 'Nope1234' } }),
      );
      expect(response.status).toBe(401);
    }
    const limited = await login(apiRequest('/api/login', { ip, body: { email: uniqueEmail(), password: 'Nope1234' } }));
    expect(limited.status).toBe(429);
  });

  it('starts a new window once the old one has run out', async () => {
    const email = await signUpAndVerify();
    const ip = '192.0.2.61';
    for (let attempt = 0; attempt < 11; attempt++) {
      await login(apiRequest('/api/login', { ip, body: { email, password: 'Wrong1Pass' } }));
    }
    expect((await login(apiRequest('/api/login', { ip, body: { email, password: 'Analytical1' } }))).status).toBe(429);
    await db.$executeRaw`UPDATE "RateLimitBucket" SET "windowStart" = "windowStart" - interval '16 minutes'`;
    expect((await login(apiRequest('/api/login', { ip, body: { email, password: 'Analytical1' } }))).status).toBe(200);
  });

  it('limits signups per email and per IP', async () => {
    const email = uniqueEmail();
    for (let attempt = 0; attempt < 10; attempt++) await signup(apiRequest('/api/signup', { body: form(email) }));
    const limited = await signup(apiRequest('/api/signup', { body: form(email) }));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);

    const ip = '203.0.113.9';
    for (let attempt = 0; attempt < 30; attempt++) {
      expect((await signup(apiRequest('/api/signup', { ip, body: form(uniqueEmail()) }))).status).toBe(200);
    }
    const fromIp = await signup(apiRequest('/api/signup', { ip, body: form(uniqueEmail()) }));
    expect(fromIp.status).toBe(429);
  });
});

describe('POST /api/check_auth and GET /api/logout', () => {
  it('logout ends the token on the server: the old cookie and Bearer then get 401', async () => {
    const email = await signUpAndVerify();
    const { user } = await (await login(apiRequest('/api/login', { body: { email, password: 'Analytical1' } }))).json();

    const ok = await checkAuth(apiRequest('/api/check_auth', { body: { token: user.token } }));
    expect(ok.status).toBe(200);
    expect((await ok.json()).user).toMatchObject({ _id: user._id, email });

    const out = await logout(apiRequest('/api/logout', { cookie: user.token }));
    expect(out.status).toBe(200);
    expect(setCookie(out)).toMatchObject({ value: '', attrs: { 'max-age': '0' } });

    for (const request of [
      apiRequest('/api/check_auth', { body: { token: user.token } }),
      apiRequest('/api/check_auth', { method: 'POST', cookie: user.token }),
      apiRequest('/api/check_auth', { method: 'POST', bearer: user.token }),
    ]) {
      const response = await checkAuth(request);
      expect(response.status).toBe(401);
      expect(setCookie(response)?.attrs['max-age']).toBe('0');
    }
  });

  it('rejects missing, forged and garbage tokens', async () => {
    expect((await checkAuth(apiRequest('/api/check_auth', { body: {} }))).status).toBe(401);
    expect((await checkAuth(apiRequest('/api/check_auth', { body: { token: 'garbage' } }))).status).toBe(401);
    const { encode } = await import('next-auth/jwt');
    const forged = await encode({ token: { sub: 'someone', ver: 0 }, secret: 'another-secret' });
    expect((await checkAuth(apiRequest('/api/check_auth', { body: { token: forged } }))).status).toBe(401);
  });

  it('logout without a session is a harmless no-op', async () => {
    const response = await logout(apiRequest('/api/logout'));
    expect(response.status).toBe(200);
  });

  it('POST /api/logout ends the session too', async () => {
    const user = await createUser(db);
    const token = await issueSessionToken(user);
    const out = await logoutPost(
      apiRequest('/api/logout', { method: 'POST', cookie: token, headers: { origin: 'http://localhost:3000' } }),
    );
    expect(out.status).toBe(200);
    expect((await checkAuth(apiRequest('/api/check_auth', { body: { token } }))).status).toBe(401);
  });

  it('GET /api/logout from an <img>, here or on another site, ends nothing', async () => {
    const user = await createUser(db);
    const token = await issueSessionToken(user);
    const images = [
      { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image' }, // a picture on our own page
      { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image' },
      { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' }, // a link on another site
      { 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'iframe' },
    ];
    for (const headers of images) {
      const response = await logout(apiRequest('/api/logout', { cookie: token, headers }));
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: 'This request did not come from this site.' });
      expect(setCookie(response)).toBeNull();
    }
    expect((await checkAuth(apiRequest('/api/check_auth', { body: { token } }))).status).toBe(200);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).sessionVersion).toBe(user.sessionVersion);
  });

  it('GET /api/logout from our own page (fetch) or a navigation the user made ends the session', async () => {
    for (const headers of [
      { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty' },
      { 'sec-fetch-site': 'none', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' },
      { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' },
    ]) {
      const user = await createUser(db);
      const token = await issueSessionToken(user);
      const response = await logout(apiRequest('/api/logout', { cookie: token, headers }));
      expect(response.status).toBe(200);
      expect(setCookie(response)).toMatchObject({ value: '', attrs: { 'max-age': '0' } });
      expect((await checkAuth(apiRequest('/api/check_auth', { body: { token } }))).status).toBe(401);
    }
  });
});

describe('session lifetime (auth_time)', () => {
  const claimsFor = (user: { id: string; sessionVersion: number }, authTime?: number) =>
    authTime === undefined
      ? { sub: user.id, ver: user.sessionVersion }
      : { sub: user.id, ver: user.sessionVersion, auth_time: authTime };
  const now = () => Math.floor(Date.now() / 1000);

  it('every token carries the time of its login', async () => {
    const email = await signUpAndVerify();
    const { user } = await (await login(apiRequest('/api/login', { body: { email, password: 'Analytical1' } }))).json();
    const { decode } = await import('next-auth/jwt');
    const claims = await decode({ token: user.token, secret: sessionSecret() });
    expect(claims?.auth_time).toBeGreaterThanOrEqual(now() - 5);
    expect(claims?.auth_time).toBeLessThanOrEqual(now());
  });

  it('refuses a freshly issued token whose login is more than a day old, or that has no login time', async () => {
    const user = await createUser(db);
    // encode() gives each a fresh expiry, as next-auth does when it re-issues the cookie.
    const fresh = await encode({ token: claimsFor(user, now() - 86_400 + 60), secret: sessionSecret() });
    const stale = await encode({ token: claimsFor(user, now() - 86_400 - 60), secret: sessionSecret() });
    const timeless = await encode({ token: claimsFor(user), secret: sessionSecret() });
    expect((await checkAuth(apiRequest('/api/check_auth', { body: { token: fresh } }))).status).toBe(200);
    expect((await checkAuth(apiRequest('/api/check_auth', { body: { token: stale } }))).status).toBe(401);
    expect((await checkAuth(apiRequest('/api/check_auth', { body: { token: timeless } }))).status).toBe(401);
  });

  it('refuses a token once it has expired, though it was accepted (and remembered) before', async () => {
    const user = await createUser(db);
    const shortLived = await encode({ token: claimsFor(user, now()), secret: sessionSecret(), maxAge: 60 });
    expect((await checkAuth(apiRequest('/api/check_auth', { body: { token: shortLived } }))).status).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
    try {
      expect((await checkAuth(apiRequest('/api/check_auth', { body: { token: shortLived } }))).status).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('login CSRF: state changes from another site, with or without a cookie', () => {
  it('refuses a cross-site login form (text/plain, no cookie) with 403, and sets no cookie', async () => {
    const email = await signUpAndVerify();
    const body = JSON.stringify({ email, password: 'Analytical1' });
    const crossSite: Array<Record<string, string>> = [
      { origin: 'https://evil.example' },
      { referer: 'https://evil.example/form' },
      { origin: 'null' },
    ];
    for (const headers of crossSite) {
      const response = await login(
        apiRequest('/api/login', { body, headers: { ...headers, 'content-type': 'text/plain;charset=UTF-8' } }),
      );
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: 'This request did not come from this site.' });
      expect(setCookie(response)).toBeNull();
    }
    // The same with a JSON body: no cookie is needed for the Origin check.
    const json = await login(
      apiRequest('/api/login', {
        body: { email, password: 'Analytical1' },
        headers: { origin: 'https://evil.example' },
      }),
    );
    expect(json.status).toBe(403);
  });

  it('answers 415 to a body not declared as JSON, even without Origin or Referer', async () => {
    const email = await signUpAndVerify();
    for (const contentType of [
      'text/plain;charset=UTF-8',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      const response = await login(
        apiRequest('/api/login', {
          body: JSON.stringify({ email, password: 'Analytical1' }),
          headers: { 'content-type': contentType },
        }),
      );
      expect(response.status).toBe(415);
      expect(await response.json()).toEqual({
        error: 'Send the request body as JSON, with Content-Type: application/json.',
      });
      expect(setCookie(response)).toBeNull();
    }
    for (const contentType of [
      'application/json',
      'application/json; charset=utf-8',
      'Application/JSON;charset=UTF-8',
    ]) {
      const response = await login(
        apiRequest('/api/login', {
          body: JSON.stringify({ email, password: 'Analytical1' }),
          headers: { 'content-type': contentType },
        }),
      );
      expect(response.status).toBe(200);
    }
  });

  it('lets a same-site login through', async () => {
    const email = await signUpAndVerify();
    const response = await login(
      apiRequest('/api/login', {
        body: { email, password: 'Analytical1' },
        headers: { origin: 'http://localhost:3000' },
      }),
    );
    expect(response.status).toBe(200);
  });
});

describe('client address of the per-IP limits', () => {
  const failedLogin = (ip: string, forwardedFor: string) =>
    login(
      apiRequest('/api/login', {
        ip,
        headers: { 'x-forwarded-for': forwardedFor },
        body: { email: uniqueEmail(), password: 'Nope1234' },
      }),
    );

  it('counts the connection, not an X-Forwarded-For the client picks anew for each request', async () => {
    const ip = '198.51.100.99';
    for (let attempt = 0; attempt < 30; attempt++) {
      expect((await failedLogin(ip, `203.0.113.${attempt}`)).status).toBe(401);
    }
    expect((await failedLogin(ip, '203.0.113.200')).status).toBe(429);
    // Another client, even one claiming to be the limited one, is not affected.
    expect((await failedLogin('198.51.100.100', ip)).status).toBe(401);
  });

  it('believes X-Forwarded-For only from the proxies of TRUSTED_PROXIES', () => {
    const request = (peer: string, forwardedFor: string) =>
      apiRequest('/api/login', { ip: peer, headers: { 'x-forwarded-for': forwardedFor } });
    const trusted = parseTrustedProxies('10.0.0.0/8');
    expect(clientAddressOf(request('10.0.0.2', '1.2.3.4, 203.0.113.5'), trusted)).toBe('203.0.113.5');
    expect(clientAddressOf(request('198.51.100.7', '203.0.113.5'), trusted)).toBe('198.51.100.7');
    // The default: no proxy is trusted.
    expect(clientAddressOf(request('10.0.0.2', '203.0.113.5'))).toBe('10.0.0.2');
  });

  it("counts every client as one ('local') when the app runs without its server, whose header it is", () => {
    const mark = Symbol.for('rally.peer-address-header');
    const global = globalThis as Record<symbol, unknown>;
    global[mark] = undefined;
    try {
      expect(clientAddressOf(apiRequest('/api/login', { ip: '203.0.113.9' }))).toBe('local');
    } finally {
      global[mark] = true;
    }
  });
});

describe('GET /api/dev/emails outside sandbox mode', () => {
  it('answers 404', async () => {
    const response = await devEmails(apiRequest('/api/dev/emails?to=a@b.co'));
    expect(response.status).toBe(404);
  });
});

describe('Facebook login when FACEBOOK_CLIENT_ID is not set', () => {
  it('answers 404 to both calls', async () => {
    const post = await facebookLogin(apiRequest('/api/auth/facebook', { body: { access_token: 'anything' } }));
    expect(post.status).toBe(404);
    expect(await post.json()).toEqual({ error: 'Facebook login is not available on this site.' });
    expect((await startFacebookLogin(apiRequest('/api/login/facebook'))).status).toBe(404);
  });
});
