import 'server-only';
import { forbidden, unauthorized } from '@/lib/app-error';
import type { CurrentUser } from '@/lib/auth';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import {
  TEST_EMAILS_ORGANIZERS_ONLY,
  TEST_EMAIL_ADDRESS_NOT_VERIFIED,
  TEST_EMAIL_OWN_ADDRESS_ONLY,
} from '@/lib/rules/messages';
import { enforceRateLimits } from '@/lib/services/rate-limit/consume';
import { enqueueMail } from '@/lib/services/mail/enqueue-mail';
import { testEmailEventSchema, testEmailSchema } from '@/lib/validation/event';
import { escapeHtml, renderEmailTemplate, type TemplateValues } from './render-email-template';
import type { Mail } from '@/lib/services/mail/enqueue-mail';
import { donationConfirmationEmail } from '@/lib/services/donations/donation-confirmation-email';
import { participationEmails } from '@/lib/services/signups/participation-emails';
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
 * rendered and sanitized as the real confirmation will be, to the sender's own confirmed address
 * and nowhere else (the site's mail with anyone's links to any address would be a phishing relay).
 * `email`, when sent, must be that address (403 otherwise), and an address changed but not
 * confirmed yet gets nothing (403). With an eventId (an event being edited) only that event's
 * creator may send (404 for an unknown event, 403 for anyone else); without one (an event not
 * saved yet) any Organizer. Permission is checked before the fields.
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
  if (email && email !== ownAddress) throw forbidden(TEST_EMAIL_OWN_ADDRESS_ONLY);
  if (!user.emailVerifiedAt) throw forbidden(TEST_EMAIL_ADDRESS_NOT_VERIFIED);

  await enforceRateLimits([['test-email:user', user.id]]);
  // Said up front: who sent this, and that it is a test.
  const note = `This is a test of an email template, sent by ${user.name} from ${env.siteName}.`;
  const real = eventId ? await realLayoutTest({ kind, eventId, markdown, to: ownAddress }) : null;
  if (real) {
    await enqueueMail(db, {
      to: ownAddress,
      subject: `[${env.siteName}] ${SUBJECTS[kind]}`,
      // The note goes first inside the mail's own card, so the layout stays the real one.
      html: real.html.replace(/(<div[^>]*>)/, `$1\n<p style="margin:0 0 16px"><em>${escapeHtml(note)}</em></p>`),
      text: `${note}\n\n${real.text}`,
    });
    return { success: true as const };
  }
  const { html, text } = renderEmailTemplate(markdown, SAMPLE_VALUES);
  await enqueueMail(db, {
    to: ownAddress,
    subject: `[${env.siteName}] ${SUBJECTS[kind]}`,
    html: `<p><em>${escapeHtml(note)}</em></p>\n${html}`,
    text: `${note}\n\n${text}`,
  });
  return { success: true as const };
}

/**
 * A saved event's test (issue 21 §14): the very mail a donor or registrant gets, in its layout,
 * with the event's own title, date and place; only the person and the figures are samples.
 */
async function realLayoutTest({
  kind,
  eventId,
  markdown,
  to,
}: {
  kind: TestEmailKind;
  eventId: string;
  markdown: string;
  to: string;
}): Promise<Mail | null> {
  const event = await db.event.findUnique({
    where: { id: eventId },
    select: {
      id: true,
      title: true,
      dateTime: true,
      timeZone: true,
      location: true,
      teamCampaignCreationEnabled: true,
      creator: { select: { name: true } },
    },
  });
  if (!event) return null;
  const sample = { firstName: SAMPLE_VALUES.firstName ?? 'Dana', lastName: SAMPLE_VALUES.lastName ?? 'Donor' };
  if (kind === 'donation') {
    return donationConfirmationEmail({
      to,
      ...sample,
      eventTitle: event.title,
      campaignTitle: event.title,
      organizerName: event.creator.name,
      template: markdown,
      baseCents: 5000,
      totalCents: 5000,
      transactionId: SAMPLE_VALUES.transactionId ?? '1234567890',
      date: new Date(),
      timeZone: event.timeZone,
    });
  }
  const [mail] = participationEmails({
    event: { ...event, emailTemplateParticipation: markdown },
    participants: [{ ...sample, email: to }],
    categoryName: 'Sample category',
    teamTitle: null,
    totalCents: 5000,
    transactionId: SAMPLE_VALUES.transactionId ?? '1234567890',
  });
  return mail ?? null;
}
