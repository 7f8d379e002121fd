import { describe, expect, it } from 'vitest';
import { GET } from '@/app/api/session/route';
import { issueSessionToken } from '@/lib/auth';
import { db } from '@/lib/db';
import { createOrganizer, createUser } from '@/prisma/seed/factories';

async function session(token?: string) {
  const headers: Record<string, string> = token ? { cookie: `auth_token=${encodeURIComponent(token)}` } : {};
  const response = await GET(new Request('http://localhost/api/session', { headers }), {});
  return { status: response.status, cache: response.headers.get('cache-control'), text: await response.text() };
}

describe('GET /api/session', () => {
  it('answers 200 {user: null} without a session, or with an ended or forged one', async () => {
    const user = await createUser(db, { email: 'session-ended@example.test' });
    for (const token of [
      undefined,
      'forged',
      await issueSessionToken({ id: user.id, sessionVersion: user.sessionVersion + 1 }),
    ]) {
      const answer = await session(token);
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.text)).toEqual({ user: null });
    }
  });

  it('answers the public face of the signed-in user, never cached and without the email', async () => {
    const user = await createUser(db, {
      name: 'Nav User',
      email: 'session-nav@example.test',
      picture: '/uploads/profile/x.jpg',
    });
    const answer = await session(await issueSessionToken(user));
    expect(answer.status).toBe(200);
    expect(answer.cache).toBe('private, no-store');
    expect(JSON.parse(answer.text).user).toMatchObject({
      _id: user.id,
      name: 'Nav User',
      picture: '/uploads/profile/x.jpg',
    });
    expect(answer.text).not.toContain('session-nav@example.test');
  });

  it('says whether the user is an Organizer, for the navigation bar’s Dashboard and Create', async () => {
    const general = await createUser(db, { email: 'session-general@example.test' });
    const organizer = await createOrganizer(db, { email: 'session-organizer@example.test' });
    expect(JSON.parse((await session(await issueSessionToken(general))).text).user.userType).toBe('General');
    expect(JSON.parse((await session(await issueSessionToken(organizer))).text).user.userType).toBe('Organizer');
  });
});
