import 'server-only';
import { formatDollarsAndCents } from '@/lib/rules/money';
import type { Mail } from '@/lib/services/mail/enqueue-mail';
import { renderEmail } from '@/lib/services/mail/render-email';

// What a donor or a registration's main participant is told when money goes back (CONTRACT §5):
// what was refunded or cancelled, in dollars, where it goes, and why when a reason was given.

const card = (last4: string | null) => (last4 ? `the card ending ${last4}` : 'the card you paid with');

export function refundEmail(input: {
  to: string;
  firstName: string;
  eventTitle: string;
  targetTitle: string;
  refundedCents: number;
  paidCents: number;
  cardLast4: string | null;
  reason: string | null;
  offline: boolean;
}): Mail {
  const refunded = formatDollarsAndCents(input.refundedCents);
  const whole = input.refundedCents >= input.paidCents;
  const gift = input.targetTitle === input.eventTitle ? input.eventTitle : `${input.targetTitle} (${input.eventTitle})`;
  const paragraphs = [
    `Hello ${input.firstName},`,
    input.offline
      ? `Your gift of ${formatDollarsAndCents(input.paidCents)} to ${gift} has been withdrawn by the organizer${whole ? '' : ` for ${refunded}`}.`
      : `${whole ? 'Your donation' : `${refunded} of your donation`} of ${formatDollarsAndCents(input.paidCents)} to ${gift} has been refunded to ${card(input.cardLast4)}.`,
    ...(input.reason ? [`The organizer's reason: ${input.reason}`] : []),
    ...(input.offline ? [] : ['Refunds usually show on your statement within 5 to 10 business days.']),
  ];
  const { html, text } = renderEmail({ heading: `${refunded} refunded`, paragraphs });
  return { to: input.to, subject: `Your refund from ${input.eventTitle}`, html, text };
}

export function cancellationEmail(input: {
  to: string;
  firstName: string;
  eventTitle: string;
  categoryName: string;
  participantCount: number;
  refundedCents: number;
  cardLast4: string | null;
  reason: string | null;
}): Mail {
  const people = input.participantCount === 1 ? '1 participant' : `${input.participantCount} participants`;
  const paragraphs = [
    `Hello ${input.firstName},`,
    `Your registration for ${input.eventTitle} (${input.categoryName}, ${people}) has been cancelled by the organizer. Its tickets no longer work.`,
    input.refundedCents > 0
      ? `${formatDollarsAndCents(input.refundedCents)} has been refunded to ${card(input.cardLast4)}; refunds usually show on your statement within 5 to 10 business days.`
      : 'No payment was refunded.',
    ...(input.reason ? [`The organizer's reason: ${input.reason}`] : []),
  ];
  const { html, text } = renderEmail({ heading: 'Registration cancelled', paragraphs });
  return { to: input.to, subject: `Your registration for ${input.eventTitle} was cancelled`, html, text };
}
