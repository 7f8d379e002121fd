import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/lib/db';

// Sandbox mode (CONTRACT §2): mail stays in the outbox and GET /api/dev/emails shows it.

let db: Db;
type Call = (request: Request) => Response | Promise<Response>;
let devEmails: Call;
let signup: Call;
let apiRequest: typeof import('@/lib/testing/api-test-helpers').apiRequest;
let deliverPendingMail: typeof import('./deliver-outbox').deliverPendingMail;

beforeAll(async () => {
  process.env.SANDBOX = '1';
  process.env.RESEND_API_KEY = 're_would_be_used_outside_sandbox';
  process.env.RESEND_BASE_URL = 'http://127.0.0.1:9'; // nothing listens: any call would fail the test
  db = (await import('@/lib/db')).db;
  const helpers = await import('@/lib/testing/api-test-helpers');
  apiRequest = helpers.apiRequest;
  devEmails = helpers.withoutContext((await import('@/app/api/dev/emails/route')).GET);
  signup = helpers.withoutContext((await import('@/app/api/signup/route')).POST);
  deliverPendingMail = (await import('./deliver-outbox')).deliverPendingMail;
});

const signUp = (email: string) =>
  signup(
    apiRequest('/api/signup', {
      body: { firstName: 'Sandy', lastName: 'Box', email, password: 'Sandb0xed', passwordConfirm: 'Sandb0xed' },
    }),
  );

describe('GET /api/dev/emails in sandbox mode', () => {
  it('lists the mail to an address, newest first, with the documented fields', async () => {
    await signUp('sandy@example.test');
    await signUp('other@example.test');
    const { POST: resend } = await import('@/app/api/signup_verify/resend/route');
    await resend(apiRequest('/api/signup_verify/resend', { body: { email: 'sandy@example.test' } }), undefined);

    const response = await devEmails(apiRequest('/api/dev/emails?to=Sandy@Example.test'));
    expect(response.status).toBe(200);
    const { emails } = await response.json();
    expect(emails).toHaveLength(2);
    for (const email of emails) {
      expect(Object.keys(email).sort()).toEqual(['createdAt', 'html', 'subject', 'text', 'to']);
      expect(email.to).toBe('sandy@example.test');
      expect(email.text).toMatch(/\/signup_verify\//);
    }
    expect(Date.parse(emails[0].createdAt)).toBeGreaterThanOrEqual(Date.parse(emails[1].createdAt));
    // The newest is the resent link.
    const newest = await db.emailOutbox.findFirstOrThrow({
      where: { to: 'sandy@example.test' },
      orderBy: { createdAt: 'desc' },
    });
    expect(emails[0].text).toBe(newest.text);

    const all = await (await devEmails(apiRequest('/api/dev/emails'))).json();
    expect(all.emails.length).toBeGreaterThanOrEqual(3);
  });

  it('never delivers in sandbox mode, even with a Resend key', async () => {
    await signUp('kept@example.test');
    expect(await deliverPendingMail()).toEqual({ sent: 0, failed: 0, retried: 0 });
    expect((await db.emailOutbox.findFirstOrThrow({ where: { to: 'kept@example.test' } })).status).toBe('pending');
  });
});
