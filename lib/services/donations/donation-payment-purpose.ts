import 'server-only';
import { badRequest } from '@/lib/app-error';
import { TOTAL_DOES_NOT_MATCH } from '@/lib/rules/messages';
import type { PaymentPurpose } from '@/lib/services/payments/payment-purpose';
import { cardDonationRecordSchema, chargeCents, type DonationRecord } from '@/lib/validation/donation-payment';
import { recordDonation, targetSnapshot } from './record-donation';
import { assertDonationsOpen, resolveDonationTarget, targetTitle } from './resolve-donation-target';

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
    const target = await resolveDonationTarget(record, { strict: true });
    assertDonationsOpen(target, provider, now);
    const title = targetTitle(target);
    return {
      eventId: target.event.id,
      email: record.email,
      description:
        title === target.event.title ? `Donation to ${title}` : `Donation to ${title} (${target.event.title})`,
      amountCents: total,
      // What the gift goes to, as found now: the completion records from it without reading again.
      quote: targetSnapshot(target),
    };
  },

  record: recordDonation,
};
