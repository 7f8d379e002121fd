import 'server-only';
import type { Prisma } from '@/lib/generated/prisma/client';
import { formatDollarsAndCents } from '@/lib/rules/money';
import { declineReasonText } from '@/lib/rules/recurring-words';
import { FREQUENCY_PHRASE, type PlanFrequency } from '@/lib/rules/recurring';
import { enqueueMail, type Mail } from '@/lib/services/mail/enqueue-mail';
import { renderEmail } from '@/lib/services/mail/render-email';
import { manageUrlOf } from '@/lib/services/donations/record-donation';

// What a plan's donor and its organizer are told when an installment fails, in plain words,
// once each per trouble (RecurringPlan.donorToldAt / organizerToldAt, cleared when it is mended).

export type NoticePlan = {
  token: string;
  firstName: string;
  lastName: string;
  email: string;
  amountCents: number;
  frequency: PlanFrequency;
  eventTitle: string;
};

export type Trouble = 'needs_card' | 'authentication' | 'retrying' | 'past_due';

export const declineReason = declineReasonText;

export function donorNotice(plan: NoticePlan, trouble: Trouble, code: string | null): Mail {
  const amount = formatDollarsAndCents(plan.amountCents);
  const link = manageUrlOf(plan.token);
  const reason = declineReason(code);
  const content =
    trouble === 'authentication'
      ? {
          heading: 'Confirm your payment',
          paragraphs: [
            `Hi ${plan.firstName}, your bank asks you to confirm your ${amount} gift to ${plan.eventTitle} before it can be charged.`,
            'Open the link below and enter your card again to confirm it; nothing is charged until you do.',
          ],
          action: { label: 'Confirm your payment', url: `${link}?confirm=1` },
        }
      : trouble === 'needs_card'
        ? {
            heading: 'Your recurring gift needs a new card',
            paragraphs: [
              `Hi ${plan.firstName}, your ${amount} gift to ${plan.eventTitle} could not be charged: ${reason}.`,
              'We will not try this card again. Update your card and the missed gift is charged at once; or pause or cancel the plan from the same page.',
            ],
            action: { label: 'Update your card', url: `${link}?card=1` },
          }
        : trouble === 'retrying'
          ? {
              heading: 'Your recurring gift could not be charged',
              paragraphs: [
                `Hi ${plan.firstName}, your ${amount} gift to ${plan.eventTitle} could not be charged: ${reason}.`,
                'We will try again in a day, and a few more times over the next two weeks. To use another card now, update it from your plan’s page.',
              ],
              action: { label: 'Update your card', url: `${link}?card=1` },
            }
          : {
              heading: 'Your recurring gift is past due',
              paragraphs: [
                `Hi ${plan.firstName}, we tried your ${amount} gift to ${plan.eventTitle} five times over two weeks and the card was declined each time (${reason}).`,
                'Nothing more will be charged until you update your card; the missed gift is then charged at once.',
              ],
              action: { label: 'Update your card', url: `${link}?card=1` },
            };
  const { html, text } = renderEmail(content);
  return { to: plan.email, subject: content.heading, html, text };
}

export function organizerNotice(plan: NoticePlan, to: string, trouble: Trouble, code: string | null): Mail {
  const amount = formatDollarsAndCents(plan.amountCents);
  const state =
    trouble === 'past_due'
      ? 'is past due after five declined tries'
      : trouble === 'authentication'
        ? 'waits for the donor to confirm a payment with their bank'
        : 'needs a new card';
  const { html, text } = renderEmail({
    heading: 'A recurring gift needs attention',
    paragraphs: [
      `${plan.firstName} ${plan.lastName}'s ${amount} gift ${FREQUENCY_PHRASE[plan.frequency]} to ${plan.eventTitle} ${state} (${declineReason(code)}).`,
      'The donor has been emailed a link to fix it. Plans that need attention are listed on your dashboard.',
    ],
  });
  return { to, subject: `A recurring gift to ${plan.eventTitle} needs attention`, html, text };
}

/** Writes the notices not yet sent for this trouble, in the caller's transaction. */
export async function tellOnce(
  tx: Prisma.TransactionClient,
  plan: NoticePlan & { id: string; donorToldAt: Date | null; organizerToldAt: Date | null },
  trouble: Trouble,
  code: string | null,
  organizerEmail: string | null,
  { donor, organizer }: { donor: boolean; organizer: boolean },
) {
  const now = new Date();
  if (donor && !plan.donorToldAt) {
    await enqueueMail(tx, donorNotice(plan, trouble, code));
    await tx.recurringPlan.update({ where: { id: plan.id }, data: { donorToldAt: now } });
  }
  if (organizer && !plan.organizerToldAt && organizerEmail) {
    await enqueueMail(tx, organizerNotice(plan, organizerEmail, trouble, code));
    await tx.recurringPlan.update({ where: { id: plan.id }, data: { organizerToldAt: now } });
  }
}
