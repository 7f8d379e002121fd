import 'server-only';
import { randomBytes, randomUUID } from 'node:crypto';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import { isFrequency, nextPeriodDate, type PlanFrequency } from '@/lib/rules/recurring';
import { baseFromTotal, FEE_PERCENTAGE } from '@/lib/rules/fees';
import { isForeignKeyViolation, isUniqueViolation } from '@/lib/db-errors';
import { invalidateEvent } from '@/lib/services/events/cache-tags';
import { kickMailDelivery } from '@/lib/services/mail/deliver-outbox';
import { enqueueMail } from '@/lib/services/mail/enqueue-mail';
import { queueCampaignNotices } from '@/lib/services/campaigns/campaign-owner-notices';
import type { RecordPaymentInput, RecordedPayment, SavedCardRef } from '@/lib/services/payments/payment-purpose';
import type { DonationRecord } from '@/lib/validation/donation-payment';
import { donationConfirmationEmail } from './donation-confirmation-email';
import type { DonationTarget } from '@/lib/services/targets/donation-target';
import { resolveGivingTarget } from '@/lib/services/targets/resolve-target';

const RECORDING_TRANSACTION = { maxWait: 60_000, timeout: 60_000 };

/**
 * Records a paid online donation: the one writer of card donations, used by complete_donation
 * (hosted-form gateway), add_record and the card provider's webhook. The amounts come from the
 * payment's attempt (`amountCents`, the total the server computed at the start and the provider
 * confirmed), the gift being that total less the fee the donor chose to cover. Unique (method,
 * transactionId) makes a second report of the same payment, one after the other or at the same
 * moment, write nothing. The confirmation email is an outbox row of the same transaction; the
 * event's pages are refreshed and delivery is started after the commit.
 */
export async function recordDonation(input: RecordPaymentInput<DonationRecord>): Promise<RecordedPayment> {
  const started = readTargetSnapshot(input.quote);
  if (started) {
    try {
      return await writeDonation(input, started);
    } catch (error) {
      // A campaign deleted since the payment started: its gift goes to what stands above it.
      if (!isForeignKeyViolation(error)) throw error;
    }
  }
  return writeDonation(input, targetSnapshot(await resolveGivingTarget(input.payload, { strict: false })));
}

/**
 * What a gift goes to, as the payment's start found it (the donation purpose's quote): with it
 * a completion records without reading the target again.
 */
export type DonationTargetSnapshot = {
  targetType: number;
  eventId: string;
  teamCampaignId: string | null;
  indieCampaignId: string | null;
  eventTitle: string;
  campaignTitle: string;
  organizerName: string;
  template: string | null;
  timeZone: string;
};

export const targetSnapshot = (target: DonationTarget): DonationTargetSnapshot => ({
  targetType: target.targetType,
  eventId: target.event.id,
  teamCampaignId: target.teamCampaign?.id ?? null,
  indieCampaignId: target.indieCampaign?.id ?? null,
  eventTitle: target.event.title,
  campaignTitle: target.target.title,
  organizerName: target.event.organizerName,
  template: target.event.emailTemplateDonation,
  timeZone: target.event.timeZone,
});

function readTargetSnapshot(quote: unknown): DonationTargetSnapshot | null {
  const snapshot = quote as Partial<DonationTargetSnapshot> | null;
  return snapshot && typeof snapshot.eventId === 'string' && typeof snapshot.targetType === 'number'
    ? (snapshot as DonationTargetSnapshot)
    : null;
}

/** What an installment's recording adds: its plan, and its installment row to settle in the same transaction. */
type InstallmentOf = { planId: string; token: string; installmentId: string; date: Date };

async function writeDonation(
  {
    provider,
    transactionId,
    amountCents,
    payload: record,
    userId,
    attemptId,
    cardLast4,
    savedCard,
  }: RecordPaymentInput<DonationRecord>,
  target: DonationTargetSnapshot,
  installment: InstallmentOf | null = null,
): Promise<RecordedPayment> {
  const baseCents = baseFromTotal(amountCents, record.payFees);
  const now = installment?.date ?? new Date();
  // A plan's first gift (CONTRACT §6): the plan is made with it, over the card the provider kept.
  // The card is kept only when the payment's start asked for a plan: a record that does not
  // repeat its frequency (the spec's bare start with `frequency` beside the amount) is monthly.
  const frequency = record.frequency && isFrequency(record.frequency) ? record.frequency : 'monthly';
  const plan =
    !installment && savedCard && frequency !== 'once'
      ? newPlan({ record, target, baseCents, provider, savedCard, userId, frequency, now })
      : null;
  const planId = installment?.planId ?? plan?.id ?? null;
  // A plan's gift is written with the id its plan (or installment row) names, in the same batch:
  // neither is ever seen without its gift, and nothing is written after the commit.
  const presetId = plan || installment ? randomUUID() : undefined;
  const manageUrl = installment ? manageUrlOf(installment.token) : plan ? manageUrlOf(plan.token) : null;
  // Rendered before the transaction: no connection is held while the markdown is sanitized.
  const mail = donationConfirmationEmail({
    to: record.email,
    firstName: record.firstName,
    lastName: record.lastName,
    eventTitle: target.eventTitle,
    campaignTitle: target.campaignTitle,
    organizerName: target.organizerName,
    template: target.template,
    baseCents,
    totalCents: amountCents,
    transactionId,
    date: now,
    timeZone: target.timeZone,
    plan: planId && manageUrl ? { manageUrl, frequency: plan?.frequency ?? null } : null,
  });
  let donationId: string;
  try {
    // One batch transaction: the gift, its email and its attempt, all or none. A second report of
    // the same payment (the webhook and the browser at the same moment) is refused by the unique
    // (method, transactionId) index, and answers the first one's record.
    const results = await db.$transaction(
      [
        ...(plan
          ? [db.recurringPlan.create({ data: { ...plan, firstDonationId: presetId }, select: { id: true } })]
          : []),
        db.donation.create({
          data: {
            id: presetId,
            ...donorColumns(record, target, userId),
            birthDay: record.birthDate ?? null,
            birthMonth: record.birthMonth ?? null,
            birthYear: record.birthYear ?? null,
            amountHidden: record.hideAmount ?? false,
            baseAmountCents: baseCents,
            totalAmountCents: amountCents,
            payFees: record.payFees && amountCents > baseCents,
            feePercentagePaid: record.payFees && amountCents > baseCents ? FEE_PERCENTAGE : 0,
            method: provider,
            status: 'succeeded',
            transactionId,
            transactionDate: now,
            cardLast4,
            planId,
          },
          select: { id: true },
        }),
        enqueueMail(db, mail),
        ...(attemptId
          ? [
              db.paymentAttempt.update({
                where: { id: attemptId },
                data: { status: 'succeeded', transactionId, resultCode: null },
              }),
            ]
          : []),
        ...(installment
          ? [
              db.recurringInstallment.update({
                where: { id: installment.installmentId },
                data: { status: 'succeeded', donationId: presetId, transactionId, resultCode: null },
              }),
            ]
          : []),
        // The money is taken: when many gifts arrive at once, wait for a connection rather than fail.
      ],
      RECORDING_TRANSACTION,
    );
    donationId = (results[plan ? 1 : 0] as { id: string }).id;
  } catch (error) {
    // Recorded by someone else (the webhook and the browser at the same moment): theirs stands.
    if (!isUniqueViolation(error)) throw error;
    const recorded = await findRecorded(provider, transactionId);
    if (!recorded) throw error;
    return settleAttempt(recorded, attemptId);
  }
  invalidateEvent(target.eventId);
  kickMailDelivery();
  // The campaign owner's news (issue 21 §12): after the gift is safe, in the background.
  queueCampaignNotices(donationId);
  return { id: donationId, transactionId, eventId: target.eventId, created: true };
}

/** Who gives to what: the columns a gift and the plan it starts share. */
function donorColumns(record: DonationRecord, target: DonationTargetSnapshot, userId: string | null) {
  return {
    targetType: target.targetType,
    eventId: target.eventId,
    teamCampaignId: target.teamCampaignId,
    indieCampaignId: target.indieCampaignId,
    userId,
    firstName: record.firstName,
    lastName: record.lastName,
    email: record.email,
    phone: record.phone ?? null,
    address: record.address ?? null,
    city: record.city ?? null,
    state: record.state ?? null,
    zip: record.zip ?? null,
    anonymous: record.anonymous,
    message: record.donationMessage ?? null,
  };
}

/** The manage link of a plan (CONTRACT §6): in every receipt of it. */
export const manageUrlOf = (token: string) => `${env.appUrl}/recurring/${token}`;

/** A new plan's token: 32 random bytes (256 bits), base64url. */
export const newPlanToken = () => randomBytes(32).toString('base64url');

function newPlan({
  record,
  target,
  baseCents,
  provider,
  savedCard,
  userId,
  frequency,
  now,
}: {
  record: DonationRecord;
  target: DonationTargetSnapshot;
  baseCents: number;
  provider: RecordPaymentInput<DonationRecord>['provider'];
  savedCard: SavedCardRef;
  userId: string | null;
  frequency: PlanFrequency;
  now: Date;
}) {
  const anchorDay = now.getUTCDate();
  const next = nextPeriodDate(now, frequency, anchorDay);
  return {
    id: randomUUID(),
    token: newPlanToken(),
    ...donorColumns(record, target, userId),
    amountCents: baseCents,
    payFees: record.payFees,
    frequency,
    anchorDay,
    periodDate: next,
    nextChargeDate: next,
    provider,
    customerId: savedCard.customerId,
    paymentMethodId: savedCard.paymentMethodId,
    cardBrand: savedCard.brand,
    cardLast4: savedCard.last4,
    cardExp: savedCard.exp,
  };
}

/**
 * An installment the scheduler charged (lib/services/recurring): recorded by the same writer as
 * every card gift, as a donation of the plan's donor to the plan's target, its receipt carrying
 * the manage link, and its installment row settled.
 */
export async function recordInstallmentDonation({
  plan,
  installmentId,
  transactionId,
  amountCents,
  date,
}: {
  plan: {
    id: string;
    token: string;
    eventId: string;
    teamCampaignId: string | null;
    indieCampaignId: string | null;
    userId: string | null;
    firstName: string;
    lastName: string;
    email: string;
    phone: string | null;
    address: string | null;
    city: string | null;
    state: string | null;
    zip: string | null;
    anonymous: boolean;
    payFees: boolean;
    amountCents: number;
    provider: RecordPaymentInput<DonationRecord>['provider'];
    cardLast4: string | null;
  };
  installmentId: string;
  transactionId: string;
  amountCents: number;
  date: Date;
}): Promise<RecordedPayment> {
  const record = {
    eventId: plan.eventId,
    teamCampaignId: plan.teamCampaignId,
    indieCampaignId: plan.indieCampaignId,
    baseAmount: plan.amountCents / 100,
    payFees: plan.payFees,
    firstName: plan.firstName,
    lastName: plan.lastName,
    email: plan.email,
    phone: plan.phone,
    address: plan.address,
    city: plan.city,
    state: plan.state,
    zip: plan.zip,
    anonymous: plan.anonymous,
    frequency: 'once',
  } as unknown as DonationRecord;
  const target = targetSnapshot(await resolveGivingTarget(record, { strict: false }));
  return writeDonation(
    {
      provider: plan.provider,
      transactionId,
      amountCents,
      payload: record,
      quote: null,
      userId: plan.userId,
      attemptId: null,
      cardLast4: plan.cardLast4,
    },
    target,
    { planId: plan.id, token: plan.token, installmentId, date },
  );
}

async function findRecorded(provider: RecordPaymentInput<DonationRecord>['provider'], transactionId: string) {
  const donation = await db.donation.findUnique({
    where: { method_transactionId: { method: provider, transactionId } },
    select: { id: true, eventId: true },
  });
  return donation ? { id: donation.id, transactionId, eventId: donation.eventId, created: false } : null;
}

/** A payment recorded by an earlier report: its attempt is settled too, if it is not yet. */
async function settleAttempt(recorded: RecordedPayment, attemptId: string | null): Promise<RecordedPayment> {
  if (attemptId) {
    await db.paymentAttempt.updateMany({
      where: { id: attemptId, status: { not: 'succeeded' } },
      data: { status: 'succeeded', transactionId: recorded.transactionId, resultCode: null },
    });
  }
  return recorded;
}
