import 'server-only';
import { donationPaymentPurpose } from '@/lib/services/donations/donation-payment-purpose';
import type { PaymentKind, PaymentPurpose } from '@/lib/services/payments/payment-purpose';
import { signupPaymentPurpose } from '@/lib/services/signups/signup-payment-purpose';

// Every kind of purchase the payment flows know, by the `kind` an attempt and a payment
// intent's metadata carry. It sits above payments, donations and sign-ups: the payment flows
// take a purpose as a value and never import what they pay for.
const PAYMENT_PURPOSES = {
  donation: donationPaymentPurpose,
  signup: signupPaymentPurpose,
} satisfies Record<PaymentKind, { kind: PaymentKind }>;

/** The purpose of `kind`, typed loosely for flows that carry payloads through as they are. */
export const paymentPurposeOf = (kind: PaymentKind) => PAYMENT_PURPOSES[kind] as unknown as PaymentPurpose<unknown>;
