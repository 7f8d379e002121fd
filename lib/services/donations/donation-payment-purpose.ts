import 'server-only';
import { badRequest, conflict, forbidden } from '@/lib/app-error';
import { isDonationOpen } from '@/lib/rules/activity';
import type { PaymentProvider } from '@/lib/rules/constants';
import { DONATIONS_CLOSED, TOTAL_DOES_NOT_MATCH, WRONG_PAYMENT_PROVIDER } from '@/lib/rules/messages';
import type { PaymentPurpose } from '@/lib/services/payments/payment-purpose';
import { cardDonationRecordSchema, chargeCents, type DonationRecord } from '@/lib/validation/donation-payment';
import { recordDonation, targetSnapshot } from './record-donation';
import type { DonationTarget } from '@/lib/services/targets/donation-target';
import { resolveGivingTarget } from '@/lib/services/targets/resolve-target';

/** Donations as something a payment pays for (lib/services/payments/payment-purpose.ts). */
export const donationPaymentPurpose: PaymentPurpose<DonationRecord> = {
  kind: 'donation',
  parse: (payload) => cardDonationRecordSchema.parse(payload),
  chargeOf: chargeCents,

  async check(record, { provider, amountCents, now }) {
    const total = chargeCents(record);
    if (amountCents !== undefined && total !== amountCents) {
      throw badRequest(TOTAL_DOES_NOT_MATCH, { fieldErrors: { amount: [TOTAL_DOES_NOT_MATCH] } });
    }
    const target = await resolveGivingTarget(record, { strict: true });
    assertDonationsOpen(target, provider, now);
    const title = target.target.title;
    return {
      eventId: target.event.id,
      email: record.email,
      description:
        title === target.event.title ? `Donation to ${title}` : `Donation to ${title} (${target.event.title})`,
      amountCents: total,
      // What the gift goes to, as found now: the completion records from it without reading again.
      quote: targetSnapshot(target),
      saveCard: Boolean(record.frequency && record.frequency !== 'once'),
    };
  },

  record: recordDonation,
  savesCard: (record) => Boolean(record.frequency && record.frequency !== 'once'),
};

/**
 * Before any money moves: the donation window is open (lib/rules/activity, the one rule the
 * pages use too) and the event takes payments through `provider`.
 */
function assertDonationsOpen(target: DonationTarget, provider: PaymentProvider, now: Date) {
  if (!isDonationOpen({ ...target.event, activeUntilDate: { donation: target.event.activeUntilDonation } }, now)) {
    throw forbidden(DONATIONS_CLOSED);
  }
  if (target.event.paymentProvider !== provider) throw conflict(WRONG_PAYMENT_PROVIDER);
}
