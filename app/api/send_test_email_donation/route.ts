// PUT /api/send_test_email_donation — mail a test of the donation email template {markdown, email?, eventId?} (the event's creator; no event: an Organizer, to themselves)
import { z } from 'zod';
import { requireUser } from '@/lib/auth';
import { json, readJson, route } from '@/lib/http';
import { sendTestEmail } from '@/lib/services/events/send-test-email';

export const PUT = route(async (request) => {
  const user = await requireUser(request);
  const body = await readJson(request, z.unknown()); // testEmailSchema, once the sender may send
  return json(await sendTestEmail({ user, kind: 'donation', body }));
});
