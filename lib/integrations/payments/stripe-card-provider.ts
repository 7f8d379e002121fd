import Stripe from 'stripe';

// The card provider (Stripe): payment intents and webhook signatures, through the official SDK.
// STRIPE_API_BASE points the SDK at another address (its host, port and protocol options), which
// is how the tests run it against a local stand-in of Stripe's HTTP API.

/** Seconds a webhook's signature stays acceptable (Stripe's own default). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export type CardIntent = {
  id: string;
  clientSecret: string | null;
  /** Stripe's status: succeeded, processing, requires_payment_method, requires_action, requires_capture, canceled, … */
  status: string;
  /** Cents asked for. */
  amount: number;
  /** Cents actually collected. */
  amountReceived: number;
  /** Cents authorized and not captured yet (an intent made with captureLater, in requires_capture). */
  amountCapturable: number;
  currency: string;
  metadata: Record<string, string>;
  /** The error code of the last failed confirmation (decline_code when the card was declined). */
  lastErrorCode: string | null;
  lastErrorMessage: string | null;
  /** The customer the card is saved to (an intent made with setup_future_usage), and the card. */
  customerId: string | null;
  paymentMethodId: string | null;
};

/** A saved card as the provider shows it. */
export type SavedCard = { brand: string | null; last4: string | null; exp: string | null };

/** An off-session charge of a saved card: succeeded, or declined with Stripe's code (decline_code, else code). */
export type OffSessionCharge =
  | { status: 'succeeded'; intentId: string; amountReceived: number }
  | { status: 'failed'; intentId: string | null; code: string; message: string };

export type CardSetup = {
  id: string;
  clientSecret: string | null;
  status: string;
  customerId: string | null;
  paymentMethodId: string | null;
  metadata: Record<string, string>;
};

export type CreateIntentInput = {
  amountCents: number;
  currency: string;
  description?: string;
  /** What the payment is for (kind, attempt id): how the webhook knows what to record. */
  metadata: Record<string, string>;
  /** The same key gives back the same intent (Stripe's idempotent requests). */
  idempotencyKey: string;
  /** Save the card to this customer for later off-session charges (setup_future_usage). */
  saveToCustomer?: string;
  /**
   * Authorize only (capture_method manual): a confirmed intent waits in requires_capture until
   * the server captures it (captureIntent) or cancels it, which releases the card's hold.
   */
  captureLater?: boolean;
};

/** A refund of a payment intent, as the provider has it. */
export type CardRefund = {
  id: string;
  paymentIntentId: string | null;
  amountCents: number;
  /** pending, requires_action, succeeded, failed or canceled. */
  status: string;
  metadata: Record<string, string>;
  failureReason: string | null;
};

/** A dispute (chargeback) of a payment intent. */
export type CardDispute = {
  id: string;
  paymentIntentId: string | null;
  amountCents: number;
  /** warning_needs_response, needs_response, under_review, won, lost, … */
  status: string;
  reason: string | null;
};

export type CardWebhookEvent = {
  id: string;
  type: string;
  intent: CardIntent | null;
  refund: CardRefund | null;
  dispute: CardDispute | null;
  /** A charge's payment intent (charge.refunded names the intent whose refunds to read again). */
  chargePaymentIntentId: string | null;
};

export type CreateRefundInput = {
  paymentIntentId: string;
  amountCents: number;
  /** Ours: the Refund row, so its webhook finds the row before its id is written. */
  metadata: Record<string, string>;
  /** One per refund row: a retried request never refunds twice. */
  idempotencyKey: string;
};

export class CardProviderUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CardProviderUnavailableError';
  }
}

/** The provider refused a refund (more than is left, a payment that cannot be refunded): nothing was given back. */
export class CardRefundRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CardRefundRefusedError';
  }
}

export class InvalidWebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidWebhookSignatureError';
  }
}

export interface CardProvider {
  createIntent(input: CreateIntentInput): Promise<CardIntent>;
  /** Null when the provider knows no such intent. */
  retrieveIntent(id: string): Promise<CardIntent | null>;
  cancelIntent(id: string): Promise<void>;
  /**
   * Takes the money of an authorized intent (requires_capture). An intent in another state
   * (captured already, canceled) is not captured: it comes back as the provider has it now.
   */
  captureIntent(id: string): Promise<CardIntent>;
  refund(input: CreateRefundInput): Promise<CardRefund>;
  /** Every refund of an intent (to learn of those made in the provider's dashboard). */
  listRefunds(paymentIntentId: string): Promise<CardRefund[]>;
  /** The event of a webhook delivery, after checking its signature against the raw body (throws otherwise). */
  parseWebhook(rawBody: string, signature: string | null, now?: Date): CardWebhookEvent;
  /** A customer a card is saved to, once per key. */
  createCustomer(input: { email: string | null; name: string; idempotencyKey: string }): Promise<string>;
  retrieveCard(paymentMethodId: string): Promise<SavedCard | null>;
  /** Charges a saved card with no donor present (off_session, confirm). */
  chargeSavedCard(input: {
    customerId: string;
    paymentMethodId: string;
    amountCents: number;
    currency: string;
    description?: string;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<OffSessionCharge>;
  /** A SetupIntent to save a new card to the customer (a card update), off-session use. */
  createCardSetup(input: {
    customerId: string;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<CardSetup>;
  retrieveCardSetup(id: string): Promise<CardSetup | null>;
}

export type StripeConfig = { secretKey: string; webhookSecret?: string; apiBase?: string; timeoutMs?: number };

function toIntent(intent: Stripe.PaymentIntent): CardIntent {
  const error = intent.last_payment_error;
  return {
    id: intent.id,
    clientSecret: intent.client_secret ?? null,
    status: intent.status,
    amount: intent.amount,
    amountReceived: intent.amount_received ?? 0,
    amountCapturable: intent.amount_capturable ?? 0,
    currency: intent.currency,
    metadata: { ...(intent.metadata ?? {}) },
    lastErrorCode: error ? (error.decline_code ?? error.code ?? null) : null,
    lastErrorMessage: error?.message ?? null,
    customerId: idOf(intent.customer as string | { id: string } | null),
    paymentMethodId: idOf(intent.payment_method as string | { id: string } | null),
  };
}

function toSetup(setup: Stripe.SetupIntent): CardSetup {
  return {
    id: setup.id,
    clientSecret: setup.client_secret ?? null,
    status: setup.status,
    customerId: idOf(setup.customer as string | { id: string } | null),
    paymentMethodId: idOf(setup.payment_method as string | { id: string } | null),
    metadata: { ...(setup.metadata ?? {}) },
  };
}

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

function toRefund(refund: Stripe.Refund): CardRefund {
  return {
    id: refund.id,
    paymentIntentId: idOf(refund.payment_intent),
    amountCents: refund.amount,
    status: refund.status ?? 'pending',
    metadata: { ...(refund.metadata ?? {}) },
    failureReason: refund.failure_reason ?? null,
  };
}

function toDispute(dispute: Stripe.Dispute): CardDispute {
  return {
    id: dispute.id,
    paymentIntentId: idOf(dispute.payment_intent),
    amountCents: dispute.amount,
    status: dispute.status,
    reason: dispute.reason ?? null,
  };
}

/** host, port and protocol of STRIPE_API_BASE (e.g. http://127.0.0.1:12111), or Stripe's own. */
function addressOptions(apiBase: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

function rethrow(error: unknown): never {
  if (error instanceof Stripe.errors.StripeConnectionError || error instanceof Stripe.errors.StripeAPIError) {
    throw new CardProviderUnavailableError(error.message);
  }
  throw error;
}

/** A payment's amount, currency, description and metadata, as Stripe names them. */
function whatIsCharged({
  amountCents,
  ...rest
}: { amountCents: number } & Pick<Stripe.PaymentIntentCreateParams, 'currency' | 'description' | 'metadata'>) {
  return { amount: amountCents, ...rest };
}

/** A retrieve that answers null for an id Stripe does not know (404), and our errors for the rest. */
async function retrieveOrNull<T>(retrieve: () => Promise<T>): Promise<T | null> {
  try {
    return await retrieve();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
    rethrow(error);
  }
}

export function createStripeCardProvider({
  secretKey,
  webhookSecret,
  apiBase,
  timeoutMs = 30_000,
}: StripeConfig): CardProvider {
  const stripe = new Stripe(secretKey, {
    ...addressOptions(apiBase),
    timeout: timeoutMs,
    maxNetworkRetries: 2,
    telemetry: false,
  });

  return {
    async createIntent({ amountCents, currency, description, metadata, idempotencyKey, saveToCustomer, captureLater }) {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            ...whatIsCharged({ amountCents, currency, description, metadata }),
            // Cards and whichever wallets the account has turned on (Apple Pay, Google Pay, Link).
            automatic_payment_methods: { enabled: true },
            // A plan's first gift keeps the card for the installments our scheduler charges.
            ...(saveToCustomer ? { customer: saveToCustomer, setup_future_usage: 'off_session' as const } : {}),
            // Authorized now, captured by the server once what it pays for is claimed (a place).
            ...(captureLater ? { capture_method: 'manual' as const } : {}),
          },
          { idempotencyKey },
        );
        return toIntent(intent);
      } catch (error) {
        rethrow(error);
      }
    },

    async retrieveIntent(id) {
      const found = await retrieveOrNull(() => stripe.paymentIntents.retrieve(id));
      return found && toIntent(found);
    },

    async cancelIntent(id) {
      try {
        await stripe.paymentIntents.cancel(id);
      } catch (error) {
        // Already succeeded or canceled: nothing to stop.
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return;
        rethrow(error);
      }
    },

    async captureIntent(id) {
      // No key of ours: two captures at once (the browser and the webhook) must not share one,
      // the second is simply refused by the state (the SDK keys its own retries).
      try {
        return toIntent(await stripe.paymentIntents.capture(id));
      } catch (error) {
        // Not capturable (captured already by another call, canceled, lapsed): as it is now.
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode !== 404) {
          return toIntent(await stripe.paymentIntents.retrieve(id).catch(rethrow));
        }
        rethrow(error);
      }
    },

    async refund({ paymentIntentId, amountCents, metadata, idempotencyKey }) {
      try {
        return toRefund(
          await stripe.refunds.create(
            { payment_intent: paymentIntentId, amount: amountCents, metadata, reason: 'requested_by_customer' },
            { idempotencyKey },
          ),
        );
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError) throw new CardRefundRefusedError(error.message);
        rethrow(error);
      }
    },

    async listRefunds(paymentIntentId) {
      try {
        const refunds: CardRefund[] = [];
        for await (const refund of stripe.refunds.list({ payment_intent: paymentIntentId, limit: 100 })) {
          refunds.push(toRefund(refund));
        }
        return refunds;
      } catch (error) {
        rethrow(error);
      }
    },

    async createCustomer({ email, name, idempotencyKey }) {
      try {
        const customer = await stripe.customers.create({ email: email ?? undefined, name }, { idempotencyKey });
        return customer.id;
      } catch (error) {
        rethrow(error);
      }
    },

    async retrieveCard(paymentMethodId) {
      try {
        const method = await stripe.paymentMethods.retrieve(paymentMethodId);
        const card = method.card;
        if (!card) return null;
        const exp = `${String(card.exp_month).padStart(2, '0')}${String(card.exp_year % 100).padStart(2, '0')}`;
        return { brand: card.brand ?? null, last4: card.last4 ?? null, exp };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return null;
        rethrow(error);
      }
    },

    async chargeSavedCard({
      customerId,
      paymentMethodId,
      amountCents,
      currency,
      description,
      metadata,
      idempotencyKey,
    }) {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            ...whatIsCharged({ amountCents, currency, description, metadata }),
            customer: customerId,
            payment_method: paymentMethodId,
            off_session: true,
            confirm: true,
          },
          { idempotencyKey },
        );
        if (intent.status === 'succeeded') {
          return { status: 'succeeded', intentId: intent.id, amountReceived: intent.amount_received ?? 0 };
        }
        const error = intent.last_payment_error;
        return {
          status: 'failed',
          intentId: intent.id,
          code:
            intent.status === 'requires_action'
              ? 'authentication_required'
              : (error?.decline_code ?? error?.code ?? intent.status),
          message: error?.message ?? intent.status,
        };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError) {
          const raw = error.raw as { decline_code?: string; payment_intent?: { id: string } };
          return {
            status: 'failed',
            intentId: raw.payment_intent?.id ?? null,
            code:
              error.code === 'authentication_required'
                ? error.code
                : (raw.decline_code ?? error.code ?? 'card_declined'),
            message: error.message,
          };
        }
        rethrow(error);
      }
    },

    async createCardSetup({ customerId, metadata, idempotencyKey }) {
      try {
        return toSetup(
          await stripe.setupIntents.create(
            { customer: customerId, usage: 'off_session', metadata, automatic_payment_methods: { enabled: true } },
            { idempotencyKey },
          ),
        );
      } catch (error) {
        rethrow(error);
      }
    },

    async retrieveCardSetup(id) {
      const found = await retrieveOrNull(() => stripe.setupIntents.retrieve(id));
      return found && toSetup(found);
    },

    parseWebhook(rawBody, signature, now = new Date()) {
      if (!webhookSecret) throw new InvalidWebhookSignatureError('No webhook secret is configured.');
      if (!signature) throw new InvalidWebhookSignatureError('No Stripe-Signature header.');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          signature,
          webhookSecret,
          WEBHOOK_TOLERANCE_SECONDS,
          undefined,
          now.getTime(),
        );
      } catch (error) {
        throw new InvalidWebhookSignatureError(error instanceof Error ? error.message : String(error));
      }
      const object = event.data.object as { object?: string };
      return {
        id: event.id,
        type: event.type,
        intent: object?.object === 'payment_intent' ? toIntent(object as Stripe.PaymentIntent) : null,
        refund: object?.object === 'refund' ? toRefund(object as Stripe.Refund) : null,
        dispute: object?.object === 'dispute' ? toDispute(object as Stripe.Dispute) : null,
        chargePaymentIntentId: object?.object === 'charge' ? idOf((object as Stripe.Charge).payment_intent) : null,
      };
    },
  };
}
