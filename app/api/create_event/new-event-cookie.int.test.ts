import { describe, expect, it } from 'vitest';
import { POST } from '@/app/api/create_event/route';
import { issueSessionToken } from '@/lib/auth';
import { db } from '@/lib/db';
import { setCookie } from '@/lib/testing/api-test-helpers';
import { NEW_EVENT_COOKIE } from '@/lib/shared/new-event-cookie';
import { createOrganizer } from '@/prisma/seed/factories';

// The "your event is live" moment: a successful create hands the browser a short-lived cookie
// naming the new event, which its public page's island reads once. A refused create does not.

async function create(body: unknown, user: { id: string; sessionVersion: number }) {
  return POST(
    new Request('http://localhost/api/create_event', {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await issueSessionToken(user)}` },
    }),
    {},
  );
}

describe('POST /api/create_event and the new event cookie', () => {
  it('names the new event for ten minutes, readable by the page (not httpOnly)', async () => {
    const organizer = await createOrganizer(db);
    const response = await create(
      { eventType: 'fundraiserDriven', title: 'Warm Coats', description: 'Coats for winter.', targetFund: 5000 },
      organizer,
    );
    expect(response.status).toBe(200);
    const { id } = await response.json();
    const cookie = setCookie(response, NEW_EVENT_COOKIE);
    expect(cookie).toEqual({
      value: id,
      attrs: { path: '/', 'max-age': '600', samesite: 'lax', expires: expect.any(String) },
    });
  });

  it('is not set when the create is refused', async () => {
    const organizer = await createOrganizer(db);
    const response = await create({ eventType: 'fundraiserDriven', title: '' }, organizer);
    expect(response.status).toBe(400);
    expect(setCookie(response, NEW_EVENT_COOKIE)).toBeNull();
  });
});
