import { describe, expect, it } from 'vitest';
import { POST as createEventRoute } from '@/app/api/create_event/route';
import { POST as checkAuthRoute } from '@/app/api/check_auth/route';
import { GET as getEvent } from '@/app/api/event/[id]/route';
import { GET as getTotal } from '@/app/api/event/get_total/[id]/route';
import { POST as loginRoute } from '@/app/api/login/route';
import { POST as signupRoute } from '@/app/api/signup/route';
import { db } from '@/lib/db';
import { apiRequest, params, withoutContext } from '@/lib/testing/api-test-helpers';
import { BODY_LIMITS } from '@/lib/validation/limits';
import { tooLong } from '@/lib/rules/messages';
import { createOrganizer } from '@/prisma/seed/factories';
import { issueSessionToken } from '@/lib/auth';

// Bodies are capped before they are read, texts have a maximum, and a NUL character (which
// PostgreSQL cannot store) is refused up front: each a 4xx with the shared error answer, and
// nothing written.

const login = withoutContext(loginRoute);
const signup = withoutContext(signupRoute);
const createEvent = withoutContext(createEventRoute);
const checkAuth = withoutContext(checkAuthRoute);

/** A body sent in chunks with no Content-Length, as a client streaming it would. */
function chunkedRequest(path: string, chunk: string, count: number) {
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent++ < count) controller.enqueue(new TextEncoder().encode(chunk));
      else controller.close();
    },
  });
  return new Request(`http://localhost${path}`, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json' },
    duplex: 'half',
  } as RequestInit);
}

const event = {
  title: 'Spring 5K',
  location: 'Central Park',
  description: 'A run',
  targetFund: 100,
  dateTime: '2030-06-15T14:00:00-04:00',
  eventCategories: [{ name: '5K', price: 25 }],
};

describe('body limits', () => {
  it('refuses a JSON body over 100 kB with 413 before reading it (a 60 MB login is never hashed)', async () => {
    const password = 'x'.repeat(BODY_LIMITS.json);
    const response = await login(apiRequest('/api/login', { body: { email: 'a@b.co', password } }));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: 'The request is too large: 100 kB at most.' });
  });

  it('counts a body without Content-Length as it arrives', async () => {
    const started = Date.now();
    const response = await login(chunkedRequest('/api/login', ' '.repeat(64 * 1024), 1000)); // 64 MB offered
    expect(response.status).toBe(413);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('caps check_auth too', async () => {
    expect((await checkAuth(chunkedRequest('/api/check_auth', ' '.repeat(64 * 1024), 4))).status).toBe(413);
  });

  it('lets an event body reach 1 MB, and refuses a 2 MB description with 413, writing nothing', async () => {
    const organizer = await createOrganizer(db);
    const bearer = await issueSessionToken(organizer);
    const huge = await createEvent(
      apiRequest('/api/create_event', { bearer, body: { ...event, description: 'x'.repeat(2 * 1024 * 1024) } }),
    );
    expect(huge.status).toBe(413);
    const long = await createEvent(
      apiRequest('/api/create_event', { bearer, body: { ...event, description: 'x'.repeat(150_000) } }),
    );
    expect(long.status).toBe(400); // past the 100 kB of other calls, so read; then its text limit
    expect(await long.json()).toEqual({ error: tooLong(20_000), fieldErrors: { description: [tooLong(20_000)] } });
    expect(await db.event.count({ where: { creatorId: organizer.id } })).toBe(0);
    const fine = await createEvent(
      apiRequest('/api/create_event', { bearer, body: { ...event, description: 'x'.repeat(20_000) } }),
    );
    expect(fine.status).toBe(200);
  });
});

describe('NUL characters', () => {
  it('are refused in a JSON body with 400 and the field, and nothing is written', async () => {
    const email = `nul-${Date.now()}@example.org`;
    const response = await signup(
      apiRequest('/api/signup', {
        body: { firstName: 'A\u0000', lastName: 'B', email, password: 'Secret12', passwordConfirm: 'Secret12' },
      }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'Text cannot contain NUL characters',
      fieldErrors: { firstName: ['Text cannot contain NUL characters'] },
    });
    expect(await db.user.count({ where: { email } })).toBe(0);
    const login = await loginRoute(apiRequest('/api/login', { body: { email: 'a@b.co\u0000', password: 'x' } }), {});
    expect(login.status).toBe(400);
  });

  it('are refused in the address of a call, anonymous ones too', async () => {
    for (const [handler, path] of [
      [getEvent, '/api/event/%00'],
      [getTotal, '/api/event/get_total/a%00b'],
      [getEvent, '/api/event/x?y=%00'],
    ] as const) {
      const response = await handler(apiRequest(path), params({ id: decodeURIComponent(path.split('/').at(-1)!) }));
      expect(response.status, path).toBe(400);
      expect(await response.json()).toEqual({ error: 'This address contains characters that are not allowed.' });
    }
  });
});
