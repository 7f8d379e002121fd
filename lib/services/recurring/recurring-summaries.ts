import 'server-only';
import type { CurrentUser } from '@/lib/auth';
import { db } from '@/lib/db';
import { manageUrlOf } from '@/lib/services/donations/record-donation';
import {
  monthlyEquivalentCents,
  periodKey,
  PLAN_STATUSES,
  type PlanFrequency,
  type PlanStatus,
} from '@/lib/rules/recurring';

// Monthly plans as the organizer's dashboard and the donor's profile show them (CONTRACT §6).

export type EventRecurringSummary = {
  eventId: string;
  eventTitle: string;
  /** What the event's active plans give in a month (weekly, quarterly and yearly ones at their monthly worth). */
  monthlyCents: number;
  counts: Record<PlanStatus, number>;
  /** Plans whose last charge failed: who, how much, why. */
  attention: Array<{ _id: string; donor: string; amountCents: number; status: PlanStatus; reason: string | null }>;
};

/** Each of the organizer's events with plans: its monthly recurring total, counts by status, the plans needing attention. */
export async function getRecurringSummary({ user }: { user: CurrentUser }): Promise<EventRecurringSummary[]> {
  const plans = await db.recurringPlan.findMany({
    where: { event: { creatorId: user.id } },
    select: {
      id: true,
      eventId: true,
      firstName: true,
      lastName: true,
      amountCents: true,
      frequency: true,
      status: true,
      lastDeclineCode: true,
      event: { select: { title: true } },
    },
    orderBy: [{ createdAt: 'asc' }],
  });
  const byEvent = new Map<string, EventRecurringSummary>();
  for (const plan of plans) {
    let summary = byEvent.get(plan.eventId);
    if (!summary) {
      summary = {
        eventId: plan.eventId,
        eventTitle: plan.event.title,
        monthlyCents: 0,
        counts: Object.fromEntries(PLAN_STATUSES.map((status) => [status, 0])) as Record<PlanStatus, number>,
        attention: [],
      };
      byEvent.set(plan.eventId, summary);
    }
    const status = plan.status as PlanStatus;
    summary.counts[status]++;
    if (status === 'active')
      summary.monthlyCents += monthlyEquivalentCents(plan.amountCents, plan.frequency as PlanFrequency);
    if (status === 'past_due' || status === 'needs_card') {
      summary.attention.push({
        _id: plan.id,
        donor: `${plan.firstName} ${plan.lastName}`,
        amountCents: plan.amountCents,
        status,
        reason: plan.lastDeclineCode,
      });
    }
  }
  return [...byEvent.values()];
}

export type DonorPlan = {
  _id: string;
  eventTitle: string;
  amountCents: number;
  frequency: string;
  status: string;
  nextChargeDate: string | null;
  manageUrl: string;
};

/** Every plan of the logged-in donor: made while logged in, or with their account's email. */
export async function listDonorPlans({ user }: { user: CurrentUser }): Promise<DonorPlan[]> {
  const account = await db.user.findUnique({ where: { id: user.id }, select: { email: true } });
  const plans = await db.recurringPlan.findMany({
    where: {
      OR: [
        { userId: user.id },
        ...(account?.email ? [{ email: account.email.toLowerCase() }, { email: account.email }] : []),
      ],
    },
    select: {
      id: true,
      token: true,
      amountCents: true,
      frequency: true,
      status: true,
      nextChargeDate: true,
      event: { select: { title: true } },
    },
    orderBy: [{ createdAt: 'desc' }],
  });
  return plans.map((plan) => ({
    _id: plan.id,
    eventTitle: plan.event.title,
    amountCents: plan.amountCents,
    frequency: plan.frequency,
    status: plan.status,
    nextChargeDate: plan.status === 'cancelled' ? null : periodKey(plan.nextChargeDate),
    manageUrl: manageUrlOf(plan.token),
  }));
}
