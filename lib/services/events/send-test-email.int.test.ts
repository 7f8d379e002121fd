import { describe, expect, it } from 'vitest';
import { PUT as sendDonationTest } from '@/app/api/send_test_email_donation/route';
import { PUT as sendSignupTest } from '@/app/api/send_test_email_signup/route';
import { issueSessionToken } from '@/lib/auth';
import { db } from '@/lib/db';
import { createEvent, createOrganizer, createUser } from '@/prisma/seed/factories';

type Handler = typeof sendDonationTest;

async function put(handler: Handler, body: unknown, user?: { id: string; sessionVersion: number }) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (user) headers.authorization = `Bearer ${await issueSessionToken(user)}`;
  const response = await handler(
    new Request('http://localhost/api/send_test_email', { method: 'PUT', body: JSON.stringify(body), headers }),
    {},
  );
  return { status: response.status, body: await response.json() };
}

const HOSTILE = [
  '# Thank you, {{firstName}}!',
  '',
  'Your gift of **{{amount}}** means a lot. [Our site](https://example.org) · [bad](javascript:alert(1))',
  '',
  '<script>alert("x")</script>',
  '<img src="x" onerror="alert(1)">',
  '<iframe src="https://evil.example"></iframe>',
  '<a href="https://example.org" onclick="steal()">click</a>',
  '<style>body{display:none}</style>',
].join('\n');

describe('PUT /api/send_test_email_donation and /api/send_test_email_signup', () => {
  it('renders the markdown, sanitizes it and puts it in the outbox for the organizer', async () => {
    const organizer = await createOrganizer(db, { name: 'Olivia' });
    expect(await put(sendDonationTest, { markdown: HOSTILE }, organizer)).toEqual({
      status: 200,
      body: { success: true },
    });

    const [mail] = await db.emailOutbox.findMany({ where: { to: organizer.email } });
    expect(mail.subject).toMatch(/donation confirmation/);
    expect(mail.html).toContain('<h1>Thank you, Dana!</h1>');
    expect(mail.html).toContain('<strong>$50.00</strong>');
    expect(mail.html).toContain('href="https://example.org"');
    expect(mail.html).toContain('sent by Olivia');
    for (const hostile of [
      '<script',
      'alert(',
      'onerror',
      'onclick',
      'javascript:',
      '<iframe',
      '<style',
      'display:none',
    ]) {
      expect(mail.html).not.toContain(hostile);
    }
    expect(mail.text).toContain('Thank you, Dana!');
    expect(mail.text).not.toContain('<');
  });

  it("sends a saved event's test to its creator's own address only, never to another (no phishing relay)", async () => {
    const organizer = await createOrganizer(db);
    const event = await createEvent(db, { creatorId: organizer.id });
    const refused = await put(
      sendSignupTest,
      { markdown: '[Verify your account](https://evil.example)', email: 'Victim@Example.ORG', eventId: event.id },
      organizer,
    );
    expect(refused).toEqual({ status: 403, body: { error: 'Test emails go to your own email address only.' } });
    expect(await db.emailOutbox.count({ where: { to: 'victim@example.org' } })).toBe(0);

    expect(
      (
        await put(
          sendSignupTest,
          { markdown: "You're in!", email: organizer.email.toUpperCase(), eventId: event.id },
          organizer,
        )
      ).status,
    ).toBe(200);
    const [mail] = await db.emailOutbox.findMany({ where: { to: organizer.email } });
    expect(mail.subject).toMatch(/sign-up confirmation/);
    expect(mail.html).toMatch(/<p>You(&#39;|'|’)re in!<\/p>/);
  });

  it("sends nothing while the sender's address is not confirmed (a changed email, say)", async () => {
    const organizer = await createOrganizer(db, { emailVerifiedAt: null });
    expect(await put(sendDonationTest, { markdown: '# Hi' }, organizer)).toEqual({
      status: 403,
      body: { error: 'Please confirm your email address first: test emails go to your own, confirmed address.' },
    });
    expect(await db.emailOutbox.count({ where: { to: organizer.email } })).toBe(0);
  });

  it("lets only the event's creator send its tests (403 for another organizer, 404 for an unknown event)", async () => {
    const creator = await createOrganizer(db);
    const other = await createOrganizer(db);
    const event = await createEvent(db, { creatorId: creator.id });
    const before = await db.emailOutbox.count();
    const refused = await put(sendDonationTest, { markdown: '# Hi', eventId: event.id }, other);
    expect(refused).toEqual({ status: 403, body: { error: 'Only the creator of this event can do this.' } });
    expect(
      (await put(sendDonationTest, { markdown: '# Hi', email: 'x@example.org', eventId: event.id }, other)).status,
    ).toBe(403);
    expect((await put(sendDonationTest, { markdown: '# Hi', eventId: 'missing' }, other)).status).toBe(404);
    expect(await db.emailOutbox.count()).toBe(before);

    // A creator who is no longer an Organizer still tests the templates of their own event.
    const demoted = await db.user.update({ where: { id: creator.id }, data: { userType: 'General' } });
    expect((await put(sendDonationTest, { markdown: '# Hi', eventId: event.id }, demoted)).status).toBe(200);
    expect(await db.emailOutbox.count({ where: { to: creator.email } })).toBe(1);
  });

  it('sends the test of an event not saved yet to the organizer only (403 for another address)', async () => {
    const organizer = await createOrganizer(db);
    const refused = await put(sendDonationTest, { markdown: '# Hi', email: 'stranger@example.org' }, organizer);
    expect(refused).toEqual({
      status: 403,
      body: {
        error: 'Test emails go to your own email address only.',
      },
    });
    expect(await db.emailOutbox.count({ where: { to: 'stranger@example.org' } })).toBe(0);

    expect(
      (await put(sendDonationTest, { markdown: '# Hi', email: organizer.email.toUpperCase() }, organizer)).status,
    ).toBe(200);
    expect((await put(sendDonationTest, { markdown: '# Hi', eventId: '' }, organizer)).status).toBe(200);
    expect(await db.emailOutbox.count({ where: { to: organizer.email } })).toBe(2);
  });

  it('sends at most 20 test emails an hour per organizer (429 after)', async () => {
    const organizer = await createOrganizer(db);
    for (let n = 0; n < 20; n++)
      expect((await put(sendDonationTest, { markdown: `Try ${n}` }, organizer)).status).toBe(200);
    const refused = await put(sendSignupTest, { markdown: 'One more' }, organizer);
    expect(refused).toEqual({
      status: 429,
      body: { error: 'Too many attempts. Please wait a few minutes and try again.', retryAfter: expect.any(Number) },
    });
    expect(await db.emailOutbox.count({ where: { to: organizer.email } })).toBe(20);
  });

  it('answers 401 without a session, 403 to a General user, 400 to bad input, and sends nothing', async () => {
    const before = await db.emailOutbox.count();
    const general = await createUser(db);
    const organizer = await createOrganizer(db);
    expect((await put(sendDonationTest, { markdown: '# Hi' })).status).toBe(401);
    expect((await put(sendSignupTest, { markdown: '# Hi' }, general)).status).toBe(403);
    expect((await put(sendSignupTest, {}, general)).status).toBe(403);
    expect(await put(sendDonationTest, { markdown: ' ', email: 'nope@' }, organizer)).toEqual({
      status: 400,
      body: { error: 'required', fieldErrors: { markdown: ['required'], email: ['nope@ is not a valid email.'] } },
    });
    expect(await db.emailOutbox.count()).toBe(before);
  });
});

describe("a saved event's test email (issue 21 §14)", () => {
  it("renders with the event's real title, date and place in the real mail's layout", async () => {
    const organizer = await createOrganizer(db, { name: 'Rita' });
    const event = await createEvent(db, {
      creatorId: organizer.id,
      title: 'Lakeside 10K',
      dateTime: new Date('2027-03-07T14:00:00Z'),
      timeZone: 'America/New_York',
      location: 'Lakeside Park',
    });
    expect(
      (await put(sendSignupTest, { markdown: 'See you at {{event}}!', eventId: event.id }, organizer)).status,
    ).toBe(200);
    const signupMail = await db.emailOutbox.findFirstOrThrow({ where: { to: organizer.email } });
    expect(signupMail.text).toContain('See you at Lakeside 10K!');
    expect(signupMail.text).not.toContain('Your Event');
    expect(signupMail.text).toContain('Date: Sunday, March 7, 2027');
    expect(signupMail.text).toContain('Location: Lakeside Park');
    expect(signupMail.text).toContain('sent by Rita');
    // The real mail's card layout, with the note inside it.
    expect(signupMail.html).toMatch(/^<!doctype html>/);
    expect(signupMail.html).toContain('max-width:560px');
    expect(signupMail.html).toContain('Your sign-up');

    await db.emailOutbox.deleteMany({ where: { to: organizer.email } });
    expect(
      (await put(sendDonationTest, { markdown: 'Thanks for {{event}}', eventId: event.id }, organizer)).status,
    ).toBe(200);
    const giftMail = await db.emailOutbox.findFirstOrThrow({ where: { to: organizer.email } });
    expect(giftMail.text).toContain('Thanks for Lakeside 10K');
    expect(giftMail.html).toContain('Receipt');
    expect(giftMail.text).not.toContain('Your Event');
  });
});
