import 'server-only';
import { db } from '@/lib/db';
import type { RecurringPlan } from '@/lib/generated/prisma/client';
import { notFound } from '@/lib/app-error';
import { PLAN_NOT_FOUND } from '@/lib/rules/messages';
import { periodKey } from '@/lib/rules/recurring';

// A plan as its manage link shows it (CONTRACT §6), amounts in cents (the contract's codec
// makes them dollars): its status, what is given how often, the next charge, the card, what it
// goes to, and its history (every gift of it, and every try that failed).

export type PlanTarget = {
  _id: string;
  type: 'event' | 'teamCampaign' | 'indieCampaign';
  title: string;
  eventId: string;
  eventTitle: string;
};

export type PlanHistoryEntry = { date: string; amount: number; status: string };

export type PlanView = {
  _id: string;
  status: string;
  frequency: string;
  /** The gift of each installment, fee not included (cents). */
  amount: number;
  payFees: boolean;
  /** YYYY-MM-DD; null once cancelled. */
  nextChargeDate: string | null;
  card: { brand: string | null; last4: string | null; exp: string | null };
  target: PlanTarget;
  history: PlanHistoryEntry[];
  /** Which card form updates the card. */
  provider: string;
  /** The installment due waits for the donor to confirm it with their bank (Stripe's authentication_required). */
  confirmPayment: boolean;
};

/** The plan of a manage link's token, or 404 (an unknown or malformed token alike). */
export async function findPlanByToken(token: string): Promise<RecurringPlan> {
  const plan = /^[A-Za-z0-9_-]{20,100}$/.test(token) ? await db.recurringPlan.findUnique({ where: { token } }) : null;
  if (!plan) throw notFound(PLAN_NOT_FOUND);
  return plan;
}

export async function planView(plan: RecurringPlan): Promise<PlanView> {
  const [event, team, indie, gifts, failures] = await Promise.all([
    db.event.findUnique({ where: { id: plan.eventId }, select: { title: true } }),
    plan.teamCampaignId
      ? db.teamCampaign.findUnique({ where: { id: plan.teamCampaignId }, select: { title: true } })
      : null,
    plan.indieCampaignId
      ? db.indieCampaign.findUnique({ where: { id: plan.indieCampaignId }, select: { title: true } })
      : null,
    db.donation.findMany({
      where: { planId: plan.id },
      select: { transactionDate: true, baseAmountCents: true, status: true, amountRefundedCents: true },
      orderBy: { transactionDate: 'desc' },
    }),
    db.recurringInstallment.findMany({
      where: { planId: plan.id, status: 'failed' },
      select: { period: true, updatedAt: true, resultCode: true },
    }),
  ]);
  const eventTitle = event?.title ?? '';
  const target: PlanTarget = indie
    ? { _id: plan.indieCampaignId!, type: 'indieCampaign', title: indie.title, eventId: plan.eventId, eventTitle }
    : team
      ? { _id: plan.teamCampaignId!, type: 'teamCampaign', title: team.title, eventId: plan.eventId, eventTitle }
      : { _id: plan.eventId, type: 'event', title: eventTitle, eventId: plan.eventId, eventTitle };
  const history: PlanHistoryEntry[] = [
    ...gifts.map((gift) => ({
      date: gift.transactionDate.toISOString(),
      amount: gift.baseAmountCents,
      status: gift.status,
    })),
    ...failures.map((failure) => ({
      date: `${failure.period}T00:00:00.000Z`,
      amount: plan.amountCents,
      status: 'failed',
    })),
  ].sort((a, b) => b.date.localeCompare(a.date));
  return {
    _id: plan.id,
    status: plan.status,
    frequency: plan.frequency,
    amount: plan.amountCents,
    payFees: plan.payFees,
    nextChargeDate: plan.status === 'cancelled' ? null : periodKey(plan.nextChargeDate),
    card: { brand: plan.cardBrand, last4: plan.cardLast4, exp: plan.cardExp },
    target,
    history,
    provider: plan.provider,
    confirmPayment: plan.status === 'needs_card' && plan.lastDeclineCode === 'authentication_required',
  };
}

/** GET /api/recurring/{token}: the plan its manage link names. */
export async function getPlan({ token }: { token: string }): Promise<{ plan: PlanView }> {
  return { plan: await planView(await findPlanByToken(token)) };
}
