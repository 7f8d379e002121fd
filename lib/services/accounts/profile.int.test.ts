import { describe, expect, it } from 'vitest';
import { POST as checkAuthRoute } from '@/app/api/check_auth/route';
import { POST as forgotRoute } from '@/app/api/forgot/route';
import { GET as checkReset } from '@/app/api/reset/[token]/route';
import { POST as loginRoute } from '@/app/api/login/route';
import { GET as getUser } from '@/app/api/user/[id]/route';
import { POST as donationTotalRoute } from '@/app/api/user/donation/total/route';
import { POST as updateUser } from '@/app/api/user/update/[id]/route';
import { POST as updatePassword } from '@/app/api/user/update_password/[id]/route';
import { issueSessionToken } from '@/lib/auth';
import { db } from '@/lib/db';
import { createDonation, createEvent, createOrganizer, createUser } from '@/prisma/seed/factories';
import { apiRequest, params, setCookie, tokenFromLink, withoutContext } from '@/lib/testing/api-test-helpers';

const checkAuth = withoutContext(checkAuthRoute);
const login = withoutContext(loginRoute);
const donationTotal = withoutContext(donationTotalRoute);
const forgot = withoutContext(forgotRoute);

async function session(password = 'Password1', overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(db, { password, ...overrides });
  const response = await login(apiRequest('/api/login', { body: { email: user.email, password } }));
  expect(response.status).toBe(200);
  return { user, token: (await response.json()).user.token as string };
}

const PICTURE = '/uploads/profile/0123456789abcdef0123456789abcdef.jpg';
const LOGO = '/uploads/logo/0123456789abcdef0123456789abcdef.png';

const profile = (user: { name: string; firstName: string; lastName: string; email: string }) => ({
  name: user.name,
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
});

describe('GET /api/user/{id}', () => {
  it('answers only public fields to others and to visitors', async () => {
    const owner = await createOrganizer(db, {
      picture: '/uploads/profile/a.jpg',
      facebookId: 'fb-123',
      facebookPicture: 'https://graph.example/pic.jpg',
      organizerAbout: 'We plant trees.',
      organizerLogo: '/uploads/logo/l.png',
    });
    const { token: otherToken } = await session();
    for (const request of [
      apiRequest(`/api/user/${owner.id}`),
      apiRequest(`/api/user/${owner.id}`, { cookie: otherToken }),
    ]) {
      const response = await getUser(request, params({ id: owner.id }));
      expect(response.status).toBe(200);
      const { user } = await response.json();
      expect(user).toEqual({
        _id: owner.id,
        name: owner.name,
        firstName: owner.firstName,
        lastName: owner.lastName,
        picture: '/uploads/profile/a.jpg',
        facebook: { picture: 'https://graph.example/pic.jpg' },
        userType: 'Organizer',
        organizer: { about: 'We plant trees.', logo: '/uploads/logo/l.png' },
      });
      expect(JSON.stringify(user)).not.toContain(owner.email);
    }
  });

  it('adds the email (never the hash) for yourself', async () => {
    const { user, token } = await session();
    const response = await getUser(apiRequest(`/api/user/${user.id}`, { cookie: token }), params({ id: user.id }));
    const body = await response.json();
    expect(body.user).toMatchObject({ _id: user.id, email: user.email, hasPassword: true });
    expect(JSON.stringify(body)).not.toMatch(/argon2|passwordHash|sessionVersion/);
  });

  it('answers 404 for an unknown id', async () => {
    const response = await getUser(apiRequest('/api/user/nope'), params({ id: 'nope' }));
    expect(response.status).toBe(404);
  });
});

describe('POST /api/user/donation/total', () => {
  it('sums your succeeded donations in dollars, not anyone else’s, not pending ones', async () => {
    const { user, token } = await session();
    const organizer = await createOrganizer(db);
    const event = await createEvent(db, { creatorId: organizer.id });
    await createDonation(db, { eventId: event.id, userId: user.id, baseAmountCents: 2550, totalAmountCents: 2677 });
    await createDonation(db, { eventId: event.id, userId: user.id, baseAmountCents: 1000 });
    await createDonation(db, { eventId: event.id, userId: user.id, baseAmountCents: 9900, status: 'pending' });
    await createDonation(db, { eventId: event.id, userId: organizer.id, baseAmountCents: 5000 });

    const response = await donationTotal(apiRequest('/api/user/donation/total', { method: 'POST', bearer: token }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ total: 35.5 });
  });

  it('answers 0 with no donations, and 401 without a session', async () => {
    const { token } = await session();
    expect(
      await (await donationTotal(apiRequest('/api/user/donation/total', { method: 'POST', cookie: token }))).json(),
    ).toEqual({
      total: 0,
    });
    expect((await donationTotal(apiRequest('/api/user/donation/total', { method: 'POST' }))).status).toBe(401);
  });
});

describe('POST /api/user/update/{id}', () => {
  it('updates your own profile and answers {user} with "User Updated"', async () => {
    const { user, token } = await session();
    const response = await updateUser(
      apiRequest(`/api/user/update/${user.id}`, {
        cookie: token,
        body: { name: 'Ada L.', firstName: 'Ada', lastName: 'Lovelace', email: user.email, picture: PICTURE },
      }),
      params({ id: user.id }),
    );
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.message).toBe('User Updated');
    expect(body.user).toMatchObject({ _id: user.id, name: 'Ada L.', firstName: 'Ada', picture: PICTURE });
    expect(await db.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({
      name: 'Ada L.',
      picture: PICTURE,
      userType: 'General',
    });
  });

  it('makes you an Organizer with logo and about; it is one way', async () => {
    const { user, token } = await session();
    const become = await updateUser(
      apiRequest(`/api/user/update/${user.id}`, {
        cookie: token,
        body: { ...profile(user), userType: 'Organizer', organizer: { about: ' Clean rivers. ', logo: LOGO } },
      }),
      params({ id: user.id }),
    );
    expect(become.status).toBe(200);
    expect((await become.json()).user).toMatchObject({
      userType: 'Organizer',
      organizer: { about: 'Clean rivers.', logo: LOGO },
    });
    const back = await updateUser(
      apiRequest(`/api/user/update/${user.id}`, { cookie: token, body: { ...profile(user), userType: 'General' } }),
      params({ id: user.id }),
    );
    expect((await back.json()).user.userType).toBe('Organizer');
  });

  it('keeps organizer settings away from General users', async () => {
    const { user, token } = await session();
    await updateUser(
      apiRequest(`/api/user/update/${user.id}`, {
        cookie: token,
        body: { ...profile(user), organizer: { about: 'Sneaky', logo: LOGO } },
      }),
      params({ id: user.id }),
    );
    expect(await db.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({
      userType: 'General',
      organizerAbout: null,
      organizerLogo: null,
    });
  });

  it('answers 403 for someone else’s profile and 401 without a session; nothing changes', async () => {
    const { token } = await session();
    const victim = await createUser(db);
    const forbidden = await updateUser(
      apiRequest(`/api/user/update/${victim.id}`, { cookie: token, body: { ...profile(victim), name: 'Hacked' } }),
      params({ id: victim.id }),
    );
    expect(forbidden.status).toBe(403);
    const anonymous = await updateUser(
      apiRequest(`/api/user/update/${victim.id}`, { body: { ...profile(victim), name: 'Hacked' } }),
      params({ id: victim.id }),
    );
    expect(anonymous.status).toBe(401);
    expect((await db.user.findUniqueOrThrow({ where: { id: victim.id } })).name).toBe(victim.name);
  });

  it('answers 400 with the spec messages and writes nothing on bad input', async () => {
    const { user, token } = await session();
    const response = await updateUser(
      apiRequest(`/api/user/update/${user.id}`, {
        cookie: token,
        body: { name: ' ', firstName: '', lastName: 'X', email: 'bad@', picture: 'javascript:alert(1)' },
      }),
      params({ id: user.id }),
    );
    expect(response.status).toBe(400);
    expect((await response.json()).fieldErrors).toEqual({
      name: ['required'],
      firstName: ['required'],
      email: ['bad@ is not a valid email.'],
      picture: ['Not a valid URL'],
    });
    expect(await db.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({
      name: user.name,
      lastName: user.lastName,
    });
  });

  it('takes only stored uploads as picture and logo: not another path of this site, not another site', async () => {
    const { user, token } = await session();
    for (const [picture, logo] of [
      ['/api/logout', LOGO],
      [PICTURE, '/api/logout'],
      ['https://tracker.example/pixel.gif', LOGO],
      [PICTURE, `https://tracker.example/uploads/logo/${'f'.repeat(32)}.png`],
    ]) {
      const response = await updateUser(
        apiRequest(`/api/user/update/${user.id}`, {
          cookie: token,
          body: { ...profile(user), picture, userType: 'Organizer', organizer: { logo } },
        }),
        params({ id: user.id }),
      );
      expect(response.status).toBe(400);
      expect((await response.json()).fieldErrors).toEqual(
        picture === PICTURE ? { 'organizer.logo': ['Not a valid URL'] } : { picture: ['Not a valid URL'] },
      );
    }
    expect(await db.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({
      picture: null,
      organizerLogo: null,
      userType: 'General',
    });
    // The demo pictures of the sandbox are fine.
    const demo = await updateUser(
      apiRequest(`/api/user/update/${user.id}`, {
        cookie: token,
        body: { ...profile(user), picture: '/demo/river-run.svg' },
      }),
      params({ id: user.id }),
    );
    expect(demo.status).toBe(200);
  });

  it('refuses an email that another account uses', async () => {
    const { user, token } = await session();
    const other = await createUser(db);
    const response = await updateUser(
      apiRequest(`/api/user/update/${user.id}`, {
        cookie: token,
        body: { ...profile(user), email: other.email.toUpperCase(), currentPassword: 'Password1' },
      }),
      params({ id: user.id }),
    );
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: 'Email is already used. Enter another email.' });
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).email).toBe(user.email);
  });

  it('a new email is lower-cased and must be confirmed; the old address is told', async () => {
    const { user, token } = await session();
    const newEmail = `New-${user.id}@Example.test`;
    const response = await updateUser(
      apiRequest(`/api/user/update/${user.id}`, {
        cookie: token,
        body: { ...profile(user), email: newEmail, currentPassword: 'Password1' },
      }),
      params({ id: user.id }),
    );
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.user.email).toBe(newEmail.toLowerCase());
    expect(body.notice).toBe('We sent a confirmation link to your new email address.');
    const stored = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(stored).toMatchObject({ email: newEmail.toLowerCase(), emailVerifiedAt: null });
    const confirm = await db.emailOutbox.findFirstOrThrow({ where: { to: newEmail.toLowerCase() } });
    tokenFromLink(confirm.text, 'signup_verify');
    expect(await db.emailOutbox.count({ where: { to: user.email } })).toBe(1);
    // The session goes on.
    expect((await checkAuth(apiRequest('/api/check_auth', { body: { token } }))).status).toBe(200);
  });
});

describe('changing the email takes the current password', () => {
  const change = (user: { id: string }, token: string, body: Record<string, unknown>) =>
    updateUser(apiRequest(`/api/user/update/${user.id}`, { cookie: token, body }), params({ id: user.id }));

  it('refuses a stolen session without the password, or with a wrong one, and changes nothing', async () => {
    const { user, token } = await session('Password1');
    const taken = `thief-${user.id}@example.test`;
    const without = await change(user, token, { ...profile(user), email: taken });
    expect(without.status).toBe(400);
    expect(await without.json()).toEqual({
      error: 'Enter your current password to change your email address.',
      fieldErrors: { currentPassword: ['Enter your current password to change your email address.'] },
    });
    const wrong = await change(user, token, { ...profile(user), email: taken, currentPassword: 'Guess1234' });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({
      error: 'Could not validate current password',
      fieldErrors: { currentPassword: ['Could not validate current password'] },
    });
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).email).toBe(user.email);
    expect(await db.emailOutbox.count({ where: { to: taken } })).toBe(0);
  });

  it('limits password guesses like a login: 10 for the account', async () => {
    const { user, token } = await session('Password1');
    const body = { ...profile(user), email: `new-${user.id}@example.test`, currentPassword: 'Guess1234' };
    for (let attempt = 0; attempt < 10; attempt++) expect((await change(user, token, body)).status).toBe(400);
    expect((await change(user, token, { ...body, currentPassword: 'Password1' })).status).toBe(429);
  });

  it('needs no password for the rest of the profile, nor for an account without one (social login)', async () => {
    const { user, token } = await session('Password1');
    expect((await change(user, token, { ...profile(user), name: 'Renamed' })).status).toBe(200);
    const social = await createUser(db, { facebookId: `fb-${Date.now()}` });
    await db.user.update({ where: { id: social.id }, data: { passwordHash: null } });
    const socialToken = await issueSessionToken(social);
    const moved = await change(social, socialToken, { ...profile(social), email: `moved-${social.id}@example.test` });
    expect(moved.status).toBe(200);
  });
});

describe('POST /api/user/update_password/{id}', () => {
  /** POST /api/user/update_password/{id} for the account `id`, with the session `token` (none: a visitor). */
  const changePassword = (id: string, token: string | null, body: Record<string, string>) =>
    updatePassword(apiRequest(`/api/user/update_password/${id}`, { cookie: token ?? undefined, body }), params({ id }));

  it('changes the password: the old token ends, the answer carries a working new one', async () => {
    const { user, token } = await session('Password1');
    const response = await changePassword(user.id, token, {
      currentPassword: 'Password1',
      newPassword: 'Changed1Pass',
    });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toEqual({ success: true, token: expect.any(String) });
    expect(setCookie(response)?.value).toBe(body.token);

    expect((await checkAuth(apiRequest('/api/check_auth', { body: { token } }))).status).toBe(401);
    expect((await checkAuth(apiRequest('/api/check_auth', { body: { token: body.token } }))).status).toBe(200);
    expect((await login(apiRequest('/api/login', { body: { email: user.email, password: 'Password1' } }))).status).toBe(
      401,
    );
    expect(
      (await login(apiRequest('/api/login', { body: { email: user.email, password: 'Changed1Pass' } }))).status,
    ).toBe(200);
  });

  it('ends every outstanding reset link in the same change', async () => {
    const { user, token } = await session('Password1');
    expect((await forgot(apiRequest('/api/forgot', { body: { email: user.email } }))).status).toBe(200);
    const mail = await db.emailOutbox.findFirstOrThrow({ where: { to: user.email }, orderBy: { createdAt: 'desc' } });
    const resetToken = tokenFromLink(mail.text, 'reset');
    expect((await checkReset(apiRequest(`/api/reset/${resetToken}`), params({ token: resetToken }))).status).toBe(200);

    const response = await changePassword(user.id, token, {
      currentPassword: 'Password1',
      newPassword: 'Changed1Pass',
    });
    expect(response.status).toBe(200);
    // The link sent before the change can no longer set a password of its own.
    expect((await checkReset(apiRequest(`/api/reset/${resetToken}`), params({ token: resetToken }))).status).toBe(400);
    expect(await db.authToken.count({ where: { userId: user.id, kind: 'passwordReset', usedAt: null } })).toBe(0);
  });

  it("answers 400 'Could not validate current password' for a wrong current password; nothing changes", async () => {
    const { user, token } = await session('Password1');
    const response = await changePassword(user.id, token, {
      currentPassword: 'Wrong1Pass',
      newPassword: 'Changed1Pass',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Could not validate current password' });
    expect((await checkAuth(apiRequest('/api/check_auth', { body: { token } }))).status).toBe(200);
    expect((await login(apiRequest('/api/login', { body: { email: user.email, password: 'Password1' } }))).status).toBe(
      200,
    );
  });

  it('enforces the password rule and the confirmation', async () => {
    const { user, token } = await session('Password1');
    const weak = await changePassword(user.id, token, {
      currentPassword: 'Password1',
      newPassword: 'short',
      newPasswordConfirm: 'other',
    });
    expect(weak.status).toBe(400);
    expect((await weak.json()).fieldErrors).toEqual({
      newPassword: ['Password must be at least 7 characters, mix of uppercase and lowercase and number'],
      newPasswordConfirm: ['Confirmation needs to match new password'],
    });
  });

  it('refuses social-login accounts, other people, and visitors', async () => {
    const social = await createUser(db, { passwordHash: null, facebookId: 'fb-pw' });
    const socialToken = await issueSessionToken(social);
    const noPassword = await changePassword(social.id, socialToken, {
      currentPassword: 'Anything1',
      newPassword: 'Changed1Pass',
    });
    expect(noPassword.status).toBe(400);
    expect((await noPassword.json()).error).toBe('This account signs in with Facebook and has no password to change.');

    const { token } = await session('Password1');
    const other = await changePassword(social.id, token, { currentPassword: 'Password1', newPassword: 'Changed1Pass' });
    expect(other.status).toBe(403);
    const visitor = await changePassword(social.id, null, {
      currentPassword: 'Password1',
      newPassword: 'Changed1Pass',
    });
    expect(visitor.status).toBe(401);
  });

  it('limits guesses of the current password (10 per 15 minutes)', async () => {
    const { user, token } = await session('Password1');
    const attempt = (currentPassword: string) =>
      changePassword(user.id, token, { currentPassword, newPassword: 'Changed1Pass' });
    for (let i = 0; i < 10; i++) expect((await attempt(`Guess${i}Pass`)).status).toBe(400);
    expect((await attempt('Password1')).status).toBe(429);
  });
});

describe('Origin check on cookie-authenticated state changes', () => {
  it('refuses a cross-site POST that carries the cookie with 403, and changes nothing', async () => {
    const { user, token } = await session();
    const crossSite: Array<Record<string, string>> = [
      { origin: 'https://evil.example' },
      { referer: 'https://evil.example/page' },
      { origin: 'null' },
    ];
    for (const headers of crossSite) {
      const response = await updateUser(
        apiRequest(`/api/user/update/${user.id}`, {
          cookie: token,
          headers,
          body: { ...profile(user), name: 'Pwned' },
        }),
        params({ id: user.id }),
      );
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: 'This request did not come from this site.' });
    }
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).name).toBe(user.name);
  });

  it('lets same-site requests, requests without Origin, and Bearer-only clients through', async () => {
    const { user, token } = await session();
    const cases: Array<{ cookie?: string; bearer?: string; headers: Record<string, string> }> = [
      { cookie: token, headers: { origin: 'http://localhost:3000' } }, // APP_URL
      { cookie: token, headers: { origin: 'http://localhost' } }, // the request's own host
      { cookie: token, headers: {} },
      { bearer: token, headers: { origin: 'https://partner.example' } },
    ];
    for (const [index, options] of cases.entries()) {
      const response = await updateUser(
        apiRequest(`/api/user/update/${user.id}`, { ...options, body: { ...profile(user), name: `Name ${index}` } }),
        params({ id: user.id }),
      );
      expect(response.status).toBe(200);
    }
  });

  it('leaves reads alone', async () => {
    const { user, token } = await session();
    const response = await getUser(
      apiRequest(`/api/user/${user.id}`, { cookie: token, headers: { origin: 'https://evil.example' } }),
      params({ id: user.id }),
    );
    expect(response.status).toBe(200);
  });
});
