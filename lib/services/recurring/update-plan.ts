import 'server-only';
import { badRequest, conflict } from '@/lib/app-error';
import { db } from '@/lib/db';
import type { Prisma, RecurringPlan } from '@/lib/generated/prisma/client';
import { totalWithFee } from '@/lib/rules/fees';
import { formatDollarsAndCents } from '@/lib/rules/money';
import { CHARGE_DATE_IN_PAST, PLAN_ALREADY_PAUSED, PLAN_CANCELLED, PLAN_NOT_PAUSED } from '@/lib/rules/messages';
import { dayOf, FREQUENCY_PHRASE, nextPeriodDate, type PlanFrequency } from '@/lib/rules/recurring';
import { kickMailDelivery } from '@/lib/services/mail/deliver-outbox';
import { enqueueMail } from '@/lib/services/mail/enqueue-mail';
import { renderEmail } from '@/lib/services/mail/render-email';
import { manageUrlOf } from '@/lib/services/donations/record-donation';
import { findPlanByToken, planView, type PlanView } from './plan-answer';

// POST /api/recurring/{token} (CONTRACT §6): the donor manages the plan through its link, no
// account needed. Each change takes effect from the next charge; past gifts keep their amounts.

export type PlanAction = 'pause' | 'resume' | 'cancel' | 'update';

/** The first scheduled date on or after `today`, walking the plan's schedule from `from`. */
function firstDateFrom(from: Date, today: Date, frequency: PlanFrequency, anchorDay: number): Date {
  let date = dayOf(from);
  while (date < today) date = nextPeriodDate(date, frequency, anchorDay);
  return date;
}

export async function updatePlan({
  token,
  action,
  amountCents,
  frequency,
  nextChargeDate,
  payFees,
  now = new Date(),
}: {
  token: string;
  action: PlanAction;
  amountCents?: number | null;
  frequency?: PlanFrequency | null;
  nextChargeDate?: string | null;
  payFees?: boolean | null;
  now?: Date;
}): Promise<{ plan: PlanView }> {
  const plan = await findPlanByToken(token);
  if (plan.status === 'cancelled') throw conflict(PLAN_CANCELLED);
  const today = dayOf(now);
  const frequencyNow = plan.frequency as PlanFrequency;
  let data: Prisma.RecurringPlanUpdateInput;
  let mail: { heading: string; paragraphs: string[] } | null = null;

  if (action === 'pause') {
    if (plan.status === 'paused') throw conflict(PLAN_ALREADY_PAUSED);
    data = { status: 'paused' };
    mail = {
      heading: 'Your recurring gift is paused',
      paragraphs: [`Nothing will be charged until you resume it from your plan’s page.`],
    };
  } else if (action === 'resume') {
    if (plan.status !== 'paused') throw conflict(PLAN_NOT_PAUSED);
    // The periods it was paused for are skipped: the next charge is the next scheduled date from today.
    const next = firstDateFrom(plan.periodDate, today, frequencyNow, plan.anchorDay);
    data = {
      status: plan.hardDeclinedAt ? 'needs_card' : 'active',
      periodDate: next,
      nextChargeDate: next,
      retryCount: 0,
    };
  } else if (action === 'cancel') {
    data = { status: 'cancelled', cancelledAt: now, claimedUntil: null };
    mail = {
      heading: 'Your recurring gift is cancelled',
      paragraphs: [
        `Your ${formatDollarsAndCents(plan.amountCents)} gift ${FREQUENCY_PHRASE[frequencyNow]} is cancelled: nothing more will be charged.`,
        'Thank you for your support. Your past gifts and their receipts stay as they were.',
      ],
    };
  } else {
    data = {};
    if (amountCents != null) data.amountCents = amountCents;
    if (payFees != null) data.payFees = payFees;
    if (frequency != null) data.frequency = frequency;
    if (nextChargeDate != null) {
      const date = dayOf(new Date(nextChargeDate));
      if (date < today)
        throw badRequest(CHARGE_DATE_IN_PAST, { fieldErrors: { nextChargeDate: [CHARGE_DATE_IN_PAST] } });
      data.periodDate = date;
      data.nextChargeDate = date;
      data.anchorDay = date.getUTCDate();
      data.retryCount = 0;
    }
  }
  const updated = await db.$transaction(async (tx) => {
    const row = await tx.recurringPlan.update({ where: { id: plan.id }, data });
    // An installment waiting for a retry is charged at the new amount too.
    if (action === 'update' && (amountCents != null || payFees != null)) await repriceOpenInstallment(tx, row);
    if (mail) {
      const { html, text } = renderEmail({
        ...mail,
        action: action === 'cancel' ? undefined : { label: 'Manage your gift', url: manageUrlOf(plan.token) },
      });
      await enqueueMail(tx, { to: plan.email, subject: mail.heading, html, text });
    }
    return row;
  });
  if (mail) kickMailDelivery();
  return { plan: await planView(updated) };
}

async function repriceOpenInstallment(tx: Prisma.TransactionClient, plan: RecurringPlan) {
  await tx.recurringInstallment.updateMany({
    where: { planId: plan.id, status: { in: ['pending', 'failed'] } },
    data: { amountCents: totalWithFee(plan.amountCents, plan.payFees) },
  });
}
