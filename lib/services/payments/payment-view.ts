// What the payment services answer, as types only: the contracts (lib/contracts/payments.ts)
// read these, never the services themselves (a view file holds no code).
import type { handleCardWebhook } from '../checkout/handle-card-webhook';
import type { createCardIntent } from './card-payments';
import type { createPaymentChallenge } from './payment-challenge';
import type { startHostedPayment } from './start-hosted-payment';

/** Step 1 of the hosted-form gateway: its XML (`message`) and the form-url the card is posted to. */
export type HostedPaymentStart = Awaited<ReturnType<typeof startHostedPayment>>;
/** A card-provider payment intent: its client secret for the browser's element, and its id. */
export type CardIntent = Awaited<ReturnType<typeof createCardIntent>>;
export type CardWebhookResult = Awaited<ReturnType<typeof handleCardWebhook>>;

/** A proof-of-work challenge for a payment start that answered 428 (ALTCHA's format). */
export type PaymentChallenge = Awaited<ReturnType<typeof createPaymentChallenge>>;
