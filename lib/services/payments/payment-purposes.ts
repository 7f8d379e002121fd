import 'server-only';
import { donationPaymentPurpose } from '@/lib/services/donations/donation-payment-purpose';
import { signupPaymentPurpose } from '@/lib/services/signups/signup-payment-purpose';
import type { PaymentPurpose } from './payment-purpose';

// Every kind of purchase the payment flows know, by the `kind` an attempt and a payment
// intent's metadata carry.
export const PAYMENT_PURPOSES = {
  donation: donationPaymentPurpose,
  signup: signupPaymentPurpose,
} as const;

export type PaymentKind = keyof typeof PAYMENT_PURPOSES;

export const isPaymentKind = (kind: unknown): kind is PaymentKind =>
  typeof kind === 'string' && Object.hasOwn(PAYMENT_PURPOSES, kind);

/** The purpose of `kind`, typed loosely for flows that carry payloads through as they are. */
export const paymentPurpose = (kind: PaymentKind) => PAYMENT_PURPOSES[kind] as unknown as PaymentPurpose<unknown>;
