// PUT /api/send_test_email_signup — mail a test of the signup email template {markdown, email?, eventId?} (the event's creator; no event: an Organizer, to themselves)
import { requireUser } from '@/lib/auth';
import { sendTestEmailCalls } from '@/lib/contracts/events';
import { answer, readBody, route } from '@/lib/http';
import { sendTestEmail } from '@/lib/services/events/send-test-email';

export const PUT = route(async (request) => {
  const user = await requireUser(request);
  const body = await readBody(request, sendTestEmailCalls.participation); // testEmailSchema, once the sender may send
  return answer(sendTestEmailCalls.participation, await sendTestEmail({ user, kind: 'participation', body }));
});
