import { createHash } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { POST as checkAuthRoute } from '@/app/api/check_auth/route';
import { POST as forgotRoute } from '@/app/api/forgot/route';
import { POST as loginRoute } from '@/app/api/login/route';
import { GET as checkReset, POST as reset } from '@/app/api/reset/[token]/route';
import { POST as resendRoute } from '@/app/api/signup_verify/resend/route';
import { db } from '@/lib/db';
import { createUser } from '@/prisma/seed/factories';
import { apiRequest, params, tokenFromLink, withoutContext } from '@/lib/testing/api-test-helpers';

const checkAuth = withoutContext(checkAuthRoute);
const forgot = withoutContext(forgotRoute);
const login = withoutContext(loginRoute);
const resend = withoutContext(resendRoute);

/**
 * The SQL statements (text, not values) a call sends to PostgreSQL, in order, observed at the pg
 * driver under Prisma. The rate limiter's occasional clean-up (1 call in 100) is left out.
 */
async function statementsOf(call: () => unknown): Promise<string[]> {
  const prototype = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = prototype.query;
  const seen: string[] = [];
  prototype.query = function (this: unknown, ...args: unknown[]) {
    const query = args[0];
    seen.push(typeof query === 'string' ? query : String((query as { text?: string }).text));
    return original.apply(this, args);
  };
  try {
    await call();
  } finally {
    prototype.query = original;
  }
  return seen
    .map((text) => text.replace(/\s+/g, ' ').trim())
    .filter((text) => !text.startsWith('DELETE FROM "RateLimitBucket"'));
}

const FORGOT_ANSWER = {
  error: false,
  message:
    'If an account exists for that email, we have sent it a link to reset the password. The link is valid for one hour.',
};
const INVALID = 'This password reset link is invalid or has expired. Please ask for a new one.';
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

async function requestReset(email: string) {
  const response = await forgot(apiRequest('/api/forgot', { body: { email } }));
  expect(response.status).toBe(200);
  const mail = await db.emailOutbox.findFirstOrThrow({
    where: { to: email.toLowerCase() },
    orderBy: { createdAt: 'desc' },
  });
  return tokenFromLink(mail.text, 'reset');
}

async function logInToken(email: string, password: string) {
  const response = await login(apiRequest('/api/login', { body: { email, password } }));
  expect(response.status).toBe(200);
  return (await response.json()).user.token as string;
}

describe('POST /api/forgot', () => {
  it('answers exactly the same for a known and an unknown email', async () => {
    const user = await createUser(db);
    const known = await forgot(apiRequest('/api/forgot', { body: { email: user.email.toUpperCase() } }));
    const unknown = await forgot(apiRequest('/api/forgot', { body: { email: 'nobody-here@example.test' } }));
    expect(known.status).toBe(unknown.status);
    expect(await known.json()).toEqual(FORGOT_ANSWER);
    expect(await unknown.json()).toEqual(FORGOT_ANSWER);
    expect([...known.headers.keys()].sort()).toEqual([...unknown.headers.keys()].sort());
    // Only the real account gets mail.
    expect(await db.emailOutbox.count({ where: { to: user.email } })).toBe(1);
    expect(await db.emailOutbox.count({ where: { to: 'nobody-here@example.test' } })).toBe(0);
  });

  it('does the same database work for a known and an unknown email, so the time to answer tells nothing', async () => {
    const user = await createUser(db);
    const known = await statementsOf(() => forgot(apiRequest('/api/forgot', { body: { email: user.email } })));
    const unknown = await statementsOf(() =>
      forgot(apiRequest('/api/forgot', { body: { email: 'nobody-timing@example.test' } })),
    );
    expect(unknown).toEqual(known);
    // The transaction that writes the link and its email runs for both.
    expect(known.filter((text) => text === 'BEGIN')).toHaveLength(1);
    expect(known.filter((text) => text === 'COMMIT')).toHaveLength(1);
    expect(known.some((text) => text.includes('INSERT INTO "AuthToken"'))).toBe(true);
    expect(known.some((text) => text.includes('INSERT INTO "EmailOutbox"'))).toBe(true);
    // …and writes for the known address only.
    expect(await db.emailOutbox.count({ where: { to: user.email } })).toBe(1);
    expect(await db.authToken.count({ where: { userId: user.id, kind: 'passwordReset' } })).toBe(1);
    expect(await db.emailOutbox.count({ where: { to: 'nobody-timing@example.test' } })).toBe(0);
  });

  it('emails a one-hour link whose token is stored hashed', async () => {
    const user = await createUser(db, { firstName: 'Grace' });
    const token = await requestReset(user.email);
    const mail = await db.emailOutbox.findFirstOrThrow({ where: { to: user.email } });
    expect(mail.html).toContain(`http://localhost:3000/reset/${token}`);
    expect(mail.text).toContain(`http://localhost:3000/reset/${token}`);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const stored = await db.authToken.findFirstOrThrow({ where: { userId: user.id, kind: 'passwordReset' } });
    expect(stored.tokenHash).toBe(sha256(token));
    expect((stored.expiresAt.getTime() - stored.createdAt.getTime()) / 60_000).toBeCloseTo(60, 0);
    expect(await db.authToken.count({ where: { tokenHash: token } })).toBe(0);
  });

  it('answers 400 for a bad email and writes nothing', async () => {
    const before = await db.emailOutbox.count();
    const response = await forgot(apiRequest('/api/forgot', { body: { email: 'not-an-email' } }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'not-an-email is not a valid email.',
      fieldErrors: { email: ['not-an-email is not a valid email.'] },
    });
    expect(await db.emailOutbox.count()).toBe(before);
  });

  it('is rate limited per email and address (10 in 15 minutes), known or not', async () => {
    const ip = '198.51.100.70';
    for (const email of [(await createUser(db)).email, 'ghost-limit@example.test']) {
      for (let attempt = 0; attempt < 10; attempt++) {
        expect((await forgot(apiRequest('/api/forgot', { ip, body: { email } }))).status).toBe(200);
      }
      const limited = await forgot(apiRequest('/api/forgot', { ip, body: { email } }));
      expect(limited.status).toBe(429);
      expect((await limited.json()).error).toBe('Too many attempts. Please wait a few minutes and try again.');
    }
  });

  it("cannot block the owner's reset: their request from another address still sends the link", async () => {
    const user = await createUser(db);
    for (const ip of ['198.51.100.71', '198.51.100.72']) {
      for (let attempt = 0; attempt < 10; attempt++)
        await forgot(apiRequest('/api/forgot', { ip, body: { email: user.email } }));
      expect((await forgot(apiRequest('/api/forgot', { ip, body: { email: user.email } }))).status).toBe(429);
    }
    const before = await db.emailOutbox.count({ where: { to: user.email } });
    const owner = await forgot(apiRequest('/api/forgot', { ip: '203.0.113.201', body: { email: user.email } }));
    expect(owner.status).toBe(200);
    expect(await db.emailOutbox.count({ where: { to: user.email } })).toBe(before + 1);
  });

  it('caps one email at 50 reset links in 15 minutes, however many addresses ask', async () => {
    const user = await createUser(db);
    for (let attempt = 0; attempt < 50; attempt++) {
      expect((await forgot(apiRequest('/api/forgot', { body: { email: user.email } }))).status).toBe(200);
    }
    expect((await forgot(apiRequest('/api/forgot', { body: { email: user.email } }))).status).toBe(429);
  });

  it('is rate limited per IP (30 in 15 minutes)', async () => {
    const ip = '198.51.100.77';
    for (let attempt = 0; attempt < 30; attempt++) {
      await forgot(apiRequest('/api/forgot', { ip, body: { email: `ip-${attempt}@example.test` } }));
    }
    expect((await forgot(apiRequest('/api/forgot', { ip, body: { email: 'ip-x@example.test' } }))).status).toBe(429);
  });
});

describe('GET and POST /api/reset/{token}', () => {
  it('checks the link, sets the new password once, and ends the old sessions', async () => {
    const user = await createUser(db, { password: 'OldPassw0rd' });
    const oldToken = await logInToken(user.email, 'OldPassw0rd');
    const token = await requestReset(user.email);

    const check = await checkReset(apiRequest(`/api/reset/${token}`), params({ token }));
    expect(check.status).toBe(200);
    expect(await check.json()).toEqual({
      success: true,
      user: { email: user.email },
      message: `Enter new password for ${user.email}`,
    });

    const done = await reset(
      apiRequest(`/api/reset/${token}`, { body: { password: 'NewPassw0rd' } }),
      params({ token }),
    );
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({
      success: true,
      message: 'Your password has been reset. You can log in with it now.',
    });

    // The old password no longer works, the new one does, and the old session is over.
    expect(
      (await login(apiRequest('/api/login', { body: { email: user.email, password: 'OldPassw0rd' } }))).status,
    ).toBe(401);
    await logInToken(user.email, 'NewPassw0rd');
    expect((await checkAuth(apiRequest('/api/check_auth', { body: { token: oldToken } }))).status).toBe(401);
    const hash = (await db.user.findUniqueOrThrow({ where: { id: user.id }, omit: { passwordHash: false } }))
      .passwordHash;
    expect(hash).toMatch(/^\$argon2id\$/);

    // Single use: the same link again fails, on GET and on POST.
    const again = await checkReset(apiRequest(`/api/reset/${token}`), params({ token }));
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ error: INVALID, success: false, message: INVALID });
    const reuse = await reset(
      apiRequest(`/api/reset/${token}`, { body: { password: 'Another1Pass' } }),
      params({ token }),
    );
    expect(reuse.status).toBe(400);
    await logInToken(user.email, 'NewPassw0rd');
  });

  it('refuses an expired link', async () => {
    const user = await createUser(db);
    const token = await requestReset(user.email);
    await db.authToken.update({ where: { tokenHash: sha256(token) }, data: { expiresAt: new Date(Date.now() - 1) } });
    expect((await checkReset(apiRequest(`/api/reset/${token}`), params({ token }))).status).toBe(400);
    const response = await reset(
      apiRequest(`/api/reset/${token}`, { body: { password: 'NewPassw0rd' } }),
      params({ token }),
    );
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe(INVALID);
  });

  it('refuses a token that is only the stored hash', async () => {
    const user = await createUser(db);
    const token = await requestReset(user.email);
    const hashed = sha256(token);
    expect((await checkReset(apiRequest(`/api/reset/${hashed}`), params({ token: hashed }))).status).toBe(400);
  });

  it('enforces the password rule and the confirmation, and then leaves the link usable', async () => {
    const user = await createUser(db, { password: 'OldPassw0rd' });
    const token = await requestReset(user.email);
    const weak = await reset(
      apiRequest(`/api/reset/${token}`, { body: { password: 'alllowercase' } }),
      params({ token }),
    );
    expect(weak.status).toBe(400);
    expect((await weak.json()).fieldErrors).toEqual({
      password: ['Password must be at least 7 characters, mix of uppercase and lowercase and number'],
    });
    const mismatch = await reset(
      apiRequest(`/api/reset/${token}`, { body: { password: 'NewPassw0rd', passwordConfirm: 'NewPassw0rdX' } }),
      params({ token }),
    );
    expect(mismatch.status).toBe(400);
    expect((await mismatch.json()).fieldErrors).toEqual({ passwordConfirm: ['Get those passwords right'] });

    await logInToken(user.email, 'OldPassw0rd');
    expect((await checkReset(apiRequest(`/api/reset/${token}`), params({ token }))).status).toBe(200);
  });

  it('a reset ends every other reset link and confirms an unconfirmed address', async () => {
    const user = await createUser(db, { emailVerifiedAt: null });
    const first = await requestReset(user.email);
    const second = await requestReset(user.email);
    expect(
      (
        await reset(
          apiRequest(`/api/reset/${second}`, { body: { password: 'NewPassw0rd' } }),
          params({ token: second }),
        )
      ).status,
    ).toBe(200);
    expect((await checkReset(apiRequest(`/api/reset/${first}`), params({ token: first }))).status).toBe(400);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).emailVerifiedAt).toBeInstanceOf(Date);
    await logInToken(user.email, 'NewPassw0rd');
  });

  it('two parallel uses of one link: exactly one wins', async () => {
    const user = await createUser(db);
    const token = await requestReset(user.email);
    const results = await Promise.all(
      ['Parallel1A', 'Parallel1B'].map((password) =>
        reset(apiRequest(`/api/reset/${token}`, { body: { password } }), params({ token })),
      ),
    );
    expect(results.map((response) => response.status).sort()).toEqual([200, 400]);
  });
});

describe('POST /api/signup_verify/resend', () => {
  it("cannot block the owner's new link: 10 requests from one address block that address only", async () => {
    const user = await createUser(db, { emailVerifiedAt: null });
    const ip = '198.51.100.73';
    const ask = (from: string) =>
      resend(apiRequest('/api/signup_verify/resend', { ip: from, body: { email: user.email } }));
    for (let attempt = 0; attempt < 10; attempt++) expect((await ask(ip)).status).toBe(200);
    expect((await ask(ip)).status).toBe(429);
    expect((await ask('203.0.113.202')).status).toBe(200);
  });

  it('does the same database work for an unconfirmed, a confirmed and an unknown email', async () => {
    const unconfirmed = await createUser(db, { emailVerifiedAt: null });
    const confirmed = await createUser(db);
    const call = (email: string) => () => resend(apiRequest('/api/signup_verify/resend', { body: { email } }));
    const forUnconfirmed = await statementsOf(call(unconfirmed.email));
    const forConfirmed = await statementsOf(call(confirmed.email));
    const forUnknown = await statementsOf(call('nobody-resend@example.test'));
    expect(forConfirmed).toEqual(forUnconfirmed);
    expect(forUnknown).toEqual(forUnconfirmed);
    expect(forUnconfirmed.filter((text) => text === 'BEGIN')).toHaveLength(1);
    // Only the account that needs it gets a new link.
    expect(await db.emailOutbox.count({ where: { to: unconfirmed.email } })).toBe(1);
    expect(await db.emailOutbox.count({ where: { to: { in: [confirmed.email, 'nobody-resend@example.test'] } } })).toBe(
      0,
    );
    expect(await db.authToken.count({ where: { userId: confirmed.id } })).toBe(0);
  });
});
