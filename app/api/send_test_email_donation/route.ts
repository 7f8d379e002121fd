// PUT /api/send_test_email_donation — mail a test of the donation email template {markdown, email?, eventId?} (the event's creator; no event: an Organizer, to themselves)
import { requireUser } from '@/lib/auth';
import { sendTestEmailCalls } from '@/lib/contracts/events';
import { answer, readBody, route } from '@/lib/http';
import { sendTestEmail } from '@/lib/services/events/send-test-email';

export const PUT = route(async (request) => {
  const user = await requireUser(request);
  const body = await readBody(request, sendTestEmailCalls.donation); // testEmailSchema, once the sender may send
  return answer(sendTestEmailCalls.donation, await sendTestEmail({ user, kind: 'donation', body }));
});
