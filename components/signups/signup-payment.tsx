'use client';

import type { PaymentProvider } from '@/lib/rules/constants';
import { CARD_PAYMENTS_NOT_CONFIGURED } from '@/lib/rules/messages';
import type { SignupPayload } from './signup-form-values';
import styles from './signup-form.module.css';

export type SignupPaymentProps = {
  provider: PaymentProvider;
  /** The total the browser shows; the server computes it again and the provider must charge exactly that. */
  amountCents: number;
  /** The signup as the server reads it (the body of add_record and complete_eventsignup), with the form's request key. */
  getSignup: () => SignupPayload;
  /** Call with the server's answer once the signup is recorded: the browser goes to its redirectLink. */
  onRecorded: (result: { transactionId: string; redirectLink: string }) => void;
};

/**
 * THE PAYMENT SEAM of the signup page (section 1, a total above 0). The gateway form goes here
 * when the payment gateways land (issue 9):
 *
 * - 'safesave' (hosted form): POST /api/safesave/get_form_url {amount, redirectUrl} with
 *   redirectUrl = signupConfirmationPath({ event }) (lib/shared/paths.ts; the gateway adds
 *   token-id), keep the signup with storePendingSignup(getSignup()) (./pending-signup.ts), then post
 *   the card fields to the form-url. /signup_confirmation completes it (complete-hosted-signup.tsx).
 * - 'stripe' (card provider): create the intent, confirm the card (section 2 of the spec), then
 *   POST /api/participation/add_record with { ...getSignup(), transactionId: intent.id,
 *   paymentMethod: 'stripe' } and call onRecorded with its answer.
 *
 * Until then it says card payments are not set up; a free total never gets here.
 */
export function SignupPayment(props: SignupPaymentProps) {
  return (
    <div
      className={styles.paymentPlaceholder}
      role="status"
      data-testid="signup-payment"
      data-provider={props.provider}
    >
      <p>{CARD_PAYMENTS_NOT_CONFIGURED}</p>
    </div>
  );
}
