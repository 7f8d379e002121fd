import 'server-only';
import { forbidden, unauthorized } from '@/lib/app-error';
import type { CurrentUser } from '@/lib/auth';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import { TEST_EMAILS_ORGANIZERS_ONLY, TEST_EMAIL_OWN_ADDRESS_ONLY } from '@/lib/rules/messages';
import { enforceRateLimits } from '@/lib/services/rate-limit/consume';
import { enqueueMail } from '@/lib/services/mail/enqueue-mail';
import { testEmailEventSchema, testEmailSchema } from '@/lib/validation/event';
import { escapeHtml, renderEmailTemplate, type TemplateValues } from './render-email-template';
import { requireEventCreator } from './require-event-creator';

export type TestEmailKind = 'donation' | 'participation';

const SUBJECTS: Record<TestEmailKind, string> = {
  donation: 'Test: your donation confirmation email',
  participation: 'Test: your sign-up confirmation email',
};

/** What the placeholders show in a test, so the organizer sees where each one lands. */
const SAMPLE_VALUES: TemplateValues = {
  firstName: 'Dana',
  lastName: 'Donor',
  amount: '$50.00',
  event: 'Your Event',
  campaign: 'Your Team',
  transactionId: '1234567890',
};

/**
 * Sends an organizer a test of an email template ({markdown, email?, eventId?}): the markdown
 * rendered and sanitized as the real confirmation will be. With an eventId (an event being
 * edited) only that event's creator may send, to `email` or else their own address (404 for an
 * unknown event, 403 for anyone else). Without one (an event not saved yet) any Organizer may
 * send, but only to their own address, so the button cannot mail strangers. Permission is
 * checked before the fields.
 */
export async function sendTestEmail({
  user,
  kind,
  body,
}: {
  user: CurrentUser | null;
  kind: TestEmailKind;
  body: unknown;
}) {
  if (!user) throw unauthorized();
  const target = testEmailEventSchema.safeParse(body);
  const eventId = target.success ? target.data.eventId : undefined;
  if (eventId) await requireEventCreator({ user, eventId });
  else if (user.userType !== 'Organizer') throw forbidden(TEST_EMAILS_ORGANIZERS_ONLY);

  const { markdown, email } = testEmailSchema.parse(body);
  const ownAddress = user.email.toLowerCase();
  if (!eventId && email && email !== ownAddress) throw forbidden(TEST_EMAIL_OWN_ADDRESS_ONLY);

  await enforceRateLimits([['test-email:user', user.id]]);
  const { html, text } = renderEmailTemplate(markdown, SAMPLE_VALUES);
  // Said up front, since the address may be anyone's: who sent this, and that it is a test.
  const note = `This is a test of an email template, sent by ${user.name} from ${env.siteName}.`;
  await enqueueMail(db, {
    to: email ?? user.email,
    subject: `[${env.siteName}] ${SUBJECTS[kind]}`,
    html: `<p><em>${escapeHtml(note)}</em></p>\n${html}`,
    text: `${note}\n\n${text}`,
  });
  return { success: true as const };
}
