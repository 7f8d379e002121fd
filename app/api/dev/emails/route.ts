// GET /api/dev/emails?to= — the sandbox mailbox, newest first (sandbox mode only; 404 otherwise)
import { sandboxEmailsCall } from '@/lib/contracts/system';
import { answer, route } from '@/lib/http';
import { listOutbox } from '@/lib/services/mail/list-outbox';

export const GET = route(async (request) => {
  const emails = await listOutbox({ to: new URL(request.url).searchParams.get('to') });
  return answer(sandboxEmailsCall, {
    emails: emails.map(({ to, subject, html, text, createdAt }) => ({ to, subject, html, text, createdAt })),
  });
});
