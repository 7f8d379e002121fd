import 'server-only';
import { forbidden, tooManyRequests, unauthorized } from '@/lib/app-error';
import type { CurrentUser } from '@/lib/auth';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import { TOO_MANY_ATTEMPTS } from '@/lib/rules/messages';
import { hitBucket } from '@/lib/services/accounts/rate-limit';
import { enqueueMail } from '@/lib/services/mail/enqueue-mail';
import { testEmailSchema } from '@/lib/validation/event';
import { escapeHtml, renderEmailTemplate, type TemplateValues } from './render-email-template';

export type TestEmailKind = 'donation' | 'participation';

export const TEST_EMAILS_ORGANIZERS_ONLY = 'Only Organizers can send test emails.';

/** Test emails may go to any address: enough for an organizer polishing a template, not for spam. */
export const TEST_EMAIL_LIMIT = { limit: 20, windowSeconds: 60 * 60 };

const SUBJECTS: Record<TestEmailKind, string> = {
  donation: 'Test: your donation confirmation email',
  participation: 'Test: your sign-up confirmation email',
};

/** What the placeholders show in a test, so the organizer sees where each one lands. */
const SAMPLE_VALUES: TemplateValues = { firstName: 'Dana', lastName: 'Donor', amount: '$50.00', event: 'Your Event' };

/**
 * Sends an organizer a test of an email template ({markdown, email?}, checked after the
 * permission): the markdown rendered and sanitized as the real confirmation will be, to `email`
 * or else to the organizer's own address. The payload names no event, so any Organizer may test
 * a template (they can only mail what they wrote).
 */
export async function sendTestEmail({ user, kind, body }: { user: CurrentUser | null; kind: TestEmailKind; body: unknown }) {
  if (!user) throw unauthorized();
  if (user.userType !== 'Organizer') throw forbidden(TEST_EMAILS_ORGANIZERS_ONLY);
  const { markdown, email } = testEmailSchema.parse(body);
  const { count, retryAfter } = await hitBucket(`test-email:user:${user.id}`, TEST_EMAIL_LIMIT.windowSeconds);
  if (count > TEST_EMAIL_LIMIT.limit) throw tooManyRequests(TOO_MANY_ATTEMPTS, retryAfter);
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
