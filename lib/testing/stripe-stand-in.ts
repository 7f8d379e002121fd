import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

// A local stand-in of Stripe's HTTP API, for tests only, so the real `stripe` SDK runs against
// something that answers as Stripe does. It speaks what the app uses:
// - POST /v1/payment_intents (form-encoded, Idempotency-Key honoured: the same key and the same
//   parameters give back the same intent, other parameters an idempotency_error);
// - GET /v1/payment_intents/{id} (404 resource_missing for an unknown id);
// - POST /v1/payment_intents/{id}/cancel (also of an authorized intent: the hold on the card is
//   released, nothing is charged);
// - capture_method=manual: a confirmed intent waits in requires_capture (amount_capturable, no
//   amount_received) until POST /v1/payment_intents/{id}/capture (optional amount_to_capture)
//   takes the money; capturing any other status is payment_intent_unexpected_state;
// - POST /v1/refunds (payment_intent, amount, metadata; Idempotency-Key honoured; never more than
//   is left of the payment), GET /v1/refunds?payment_intent=…, GET /v1/refunds/{id}.
// `refundInDashboard()` plays a refund made in Stripe's dashboard, `dispute()` a chargeback, and
// `signedObjectEvent()` signs a delivery about any object (a refund, a charge, a dispute).
// What the donor's browser and Stripe.js do (confirming with a card) is `confirm()` here, with
// Stripe's test payment methods: pm_card_visa succeeds (is authorized, with manual capture), pm_card_chargeDeclined and
// pm_card_chargeDeclinedInsufficientFunds are declined. `signedEvent()` signs a webhook delivery
// with the real SDK's scheme, as Stripe would send it.
// Stripe.js's own call for a SetupIntent is spoken over HTTP too, as the browser sends it:
// POST /v1/setup_intents/{id}/confirm with the publishable `key` and the intent's `client_secret`
// in the form body (no secret key), and a test payment method: the card is saved to the intent's
// customer, or a declined test card answers 402 card_error with the intent.
// Stripe.js's confirmPayment likewise: POST /v1/payment_intents/{id}/confirm with the publishable
// `key`, the intent's `client_secret` and a test payment method, answered as `confirm()` does (a
// manual-capture intent authorized in requires_capture), a declined card 402 card_error with the
// intent; an intent already confirmed, captured or canceled is payment_intent_unexpected_state.

export type StandInIntent = {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  /** Authorized and not captured yet (capture_method manual, status requires_capture). */
  amount_capturable: number;
  capture_method: 'automatic' | 'automatic_async' | 'manual';
  canceled_at: number | null;
  cancellation_reason: string | null;
  currency: string;
  description: string | null;
  metadata: Record<string, string>;
  status: string;
  client_secret: string;
  created: number;
  livemode: false;
  last_payment_error: { type: string; code: string; decline_code?: string; message: string } | null;
  automatic_payment_methods: { enabled: boolean } | null;
  latest_charge: string | null;
  customer: string | null;
  payment_method: string | null;
  setup_future_usage: string | null;
};

export type StandInSetupIntent = {
  id: string;
  object: 'setup_intent';
  client_secret: string;
  customer: string | null;
  payment_method: string | null;
  status: string;
  usage: string;
  metadata: Record<string, string>;
  created: number;
};

export type StandInRefund = {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  charge: string | null;
  status: string;
  reason: string | null;
  metadata: Record<string, string>;
  failure_reason: string | null;
  created: number;
};

export type StandInDispute = {
  id: string;
  object: 'dispute';
  amount: number;
  currency: string;
  charge: string | null;
  payment_intent: string;
  status: string;
  reason: string;
  created: number;
};

export type StripeStandIn = {
  url: string;
  secretKey: string;
  /** The key Stripe.js's calls carry (`key` in the form body). */
  publishableKey: string;
  webhookSecret: string;
  intents: Map<string, StandInIntent>;
  refunds: Map<string, StandInRefund>;
  /** A refund made in Stripe's dashboard (no metadata of ours). */
  refundInDashboard(intentId: string, amount?: number): StandInRefund;
  /** A chargeback of the intent's payment, in `status` (needs_response, won, lost). */
  dispute(intentId: string, status: string, id?: string): StandInDispute;
  /** A webhook delivery of `type` about `object` as given. */
  signedObjectEvent(
    type: string,
    object: unknown,
    options?: { timestamp?: number; secret?: string },
  ): { payload: string; header: string };
  /** Every request: method, path and Idempotency-Key. */
  requests: Array<{ method: string; path: string; idempotencyKey: string | null }>;
  confirm(id: string, paymentMethod: string): StandInIntent;
  /** The browser confirming a SetupIntent with a test payment method: the card is saved to its customer. */
  confirmSetup(id: string, paymentMethod: string): StandInSetupIntent;
  setupIntents: Map<string, StandInSetupIntent>;
  customers: Set<string>;
  /**
   * How later off-session charges of a saved card answer: a Stripe decline code
   * (insufficient_funds, expired_card, …) or authentication_required. Unset: approved.
   */
  laterDeclines: Map<string, string>;
  /** A webhook delivery of `type` about the intent as it is now: the raw body and its Stripe-Signature header. */
  signedEvent(
    type: string,
    intentId: string,
    options?: { timestamp?: number; secret?: string },
  ): { payload: string; header: string };
  close(): Promise<void>;
};

const DECLINES: Record<string, { code: string; decline_code: string; message: string }> = {
  pm_card_chargeDeclined: {
    code: 'card_declined',
    decline_code: 'generic_decline',
    message: 'Your card was declined.',
  },
  pm_card_chargeDeclinedInsufficientFunds: {
    code: 'card_declined',
    decline_code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
};

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, {
    'content-type': 'application/json',
    'request-id': `req_${randomBytes(6).toString('hex')}`,
  });
  response.end(JSON.stringify(body));
}

/** What Stripe.js or the browser may confirm: anything not yet authorized, paid or canceled. */
const CONFIRMABLE = new Set(['requires_payment_method', 'requires_confirmation', 'requires_action']);

const stripeError = (response: ServerResponse, status: number, error: Record<string, string>) =>
  send(response, status, { error: { type: 'invalid_request_error', ...error } });

async function readBody(request: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of request) body += chunk;
  return body;
}

/** Stripe's form encoding: metadata[kind]=donation → { metadata: { kind: 'donation' } }. */
function decodeForm(body: string): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.split(/\[|\]\[|\]/).filter(Boolean);
    let target = result;
    for (const part of parts.slice(0, -1)) target = (target[part] ??= {}) as Record<string, unknown>;
    target[parts[parts.length - 1]] = value;
  }
  return result;
}

/** A test payment method's card (pm_card_visa, …), as GET /v1/payment_methods shows it. */
const TEST_CARDS: Record<string, { brand: string; last4: string }> = {
  pm_card_visa: { brand: 'visa', last4: '4242' },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444' },
};

export async function startStripeStandIn({
  secretKey = `sk_test_${randomBytes(8).toString('hex')}`,
  publishableKey = 'pk_test_standin',
  webhookSecret = `whsec_${randomBytes(12).toString('hex')}`,
}: { secretKey?: string; publishableKey?: string; webhookSecret?: string } = {}): Promise<StripeStandIn> {
  const intents = new Map<string, StandInIntent>();
  const refunds = new Map<string, StandInRefund>();
  const idempotent = new Map<string, { body: string; intentId: string }>();
  const idempotentRefunds = new Map<string, { body: string; refundId: string }>();
  const refundedOf = (intentId: string) =>
    [...refunds.values()]
      .filter(
        (refund) => refund.payment_intent === intentId && refund.status !== 'failed' && refund.status !== 'canceled',
      )
      .reduce((sum, refund) => sum + refund.amount, 0);
  function makeRefund(intent: StandInIntent, amount: number, metadata: Record<string, string>, reason: string | null) {
    const refund: StandInRefund = {
      id: `re_${randomBytes(12).toString('hex')}`,
      object: 'refund',
      amount,
      currency: intent.currency,
      payment_intent: intent.id,
      charge: intent.latest_charge,
      status: 'succeeded',
      reason,
      metadata,
      failure_reason: null,
      created: Math.floor(Date.now() / 1000),
    };
    refunds.set(refund.id, refund);
    return refund;
  }
  const requests: StripeStandIn['requests'] = [];
  const setupIntents = new Map<string, StandInSetupIntent>();
  const customers = new Set<string>();
  const laterDeclines = new Map<string, string>();
  /** Saved cards: pm id → the test card it was made from. */
  const savedCards = new Map<string, string>();
  const idempotentOther = new Map<string, { body: string; answer: unknown; status: number }>();
  const savedCopy = (paymentMethod: string) => {
    const id = `pm_${randomBytes(12).toString('hex')}`;
    savedCards.set(id, paymentMethod);
    return id;
  };

  /** A test payment method confirms the intent: declined, authorized (manual capture) or paid. */
  function confirmIntent(intent: StandInIntent, paymentMethod: string): StandInIntent {
    const decline = DECLINES[paymentMethod];
    if (decline) {
      intent.status = 'requires_payment_method';
      intent.last_payment_error = { type: 'card_error', ...decline };
    } else if (intent.capture_method === 'manual') {
      // Authorized: the amount is held on the card until the server captures or cancels it.
      intent.status = 'requires_capture';
      intent.amount_capturable = intent.amount;
      intent.last_payment_error = null;
      intent.payment_method = paymentMethod;
      intent.latest_charge = `ch_${randomBytes(12).toString('hex')}`;
    } else {
      intent.status = 'succeeded';
      intent.amount_received = intent.amount;
      intent.last_payment_error = null;
      // Saved for later use: the customer's own copy of the card.
      intent.payment_method = intent.setup_future_usage && intent.customer ? savedCopy(paymentMethod) : paymentMethod;
      intent.latest_charge = `ch_${randomBytes(12).toString('hex')}`;
    }
    return intent;
  }

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://stripe.local');
    const idempotencyKey = (request.headers['idempotency-key'] as string | undefined) ?? null;
    requests.push({ method: request.method ?? 'GET', path: url.pathname, idempotencyKey });
    const body = await readBody(request);
    // Stripe.js confirming a SetupIntent: the publishable key and the intent's client secret.
    const confirmMatch = /^\/v1\/setup_intents\/([^/]+)\/confirm$/.exec(url.pathname);
    if (request.method === 'POST' && confirmMatch) {
      const params = decodeForm(body);
      const setup = setupIntents.get(decodeURIComponent(confirmMatch[1]));
      if (params.key !== publishableKey) {
        return stripeError(response, 401, { message: 'Invalid API Key provided: pk_test_****' });
      }
      if (!setup || params.client_secret !== setup.client_secret) {
        return stripeError(response, 404, { code: 'resource_missing', message: 'No such setupintent' });
      }
      if (setup.status === 'succeeded') {
        return stripeError(response, 400, {
          code: 'setup_intent_unexpected_state',
          message: 'You cannot confirm this SetupIntent because it has already succeeded.',
        });
      }
      const method = typeof params.payment_method === 'string' ? params.payment_method : '';
      const decline = DECLINES[method];
      if (decline || !TEST_CARDS[method]) {
        const error = decline ?? { code: 'resource_missing', decline_code: '', message: 'No such PaymentMethod' };
        return send(response, 402, {
          error: { type: 'card_error', ...error, setup_intent: { ...setup, last_setup_error: error } },
        });
      }
      setup.payment_method = savedCopy(method);
      setup.status = 'succeeded';
      return send(response, 200, setup);
    }
    // Stripe.js confirming a PaymentIntent (confirmPayment): the same keys, the answer of confirm().
    const payMatch = /^\/v1\/payment_intents\/([^/]+)\/confirm$/.exec(url.pathname);
    if (request.method === 'POST' && payMatch) {
      const params = decodeForm(body);
      const intent = intents.get(decodeURIComponent(payMatch[1]));
      if (params.key !== publishableKey) {
        return stripeError(response, 401, { message: 'Invalid API Key provided: pk_test_****' });
      }
      if (!intent || params.client_secret !== intent.client_secret) {
        return stripeError(response, 404, { code: 'resource_missing', message: 'No such payment_intent' });
      }
      if (!CONFIRMABLE.has(intent.status)) {
        return send(response, 400, {
          error: {
            type: 'invalid_request_error',
            code: 'payment_intent_unexpected_state',
            message: `You cannot confirm this PaymentIntent because it has a status of ${intent.status}.`,
            payment_intent: intent,
          },
        });
      }
      const method = typeof params.payment_method === 'string' ? params.payment_method : '';
      if (!DECLINES[method] && !TEST_CARDS[method]) {
        return send(response, 402, {
          error: {
            type: 'card_error',
            code: 'resource_missing',
            message: 'No such PaymentMethod',
            payment_intent: intent,
          },
        });
      }
      confirmIntent(intent, method);
      if (intent.last_payment_error) {
        return send(response, 402, { error: { ...intent.last_payment_error, payment_intent: intent } });
      }
      return send(response, 200, intent);
    }
    if (request.headers.authorization !== `Bearer ${secretKey}`) {
      return stripeError(response, 401, { message: 'Invalid API Key provided: sk_test_****' });
    }

    if (request.method === 'POST' && url.pathname === '/v1/payment_intents') {
      if (idempotencyKey && idempotent.has(idempotencyKey)) {
        const earlier = idempotent.get(idempotencyKey)!;
        if (earlier.body !== body) {
          return send(response, 400, {
            error: {
              type: 'idempotency_error',
              message:
                'Keys for idempotent requests can only be used with the same parameters they were first used with.',
            },
          });
        }
        return send(response, 200, intents.get(earlier.intentId));
      }
      const params = decodeForm(body);
      const amount = Number(params.amount);
      if (!Number.isInteger(amount) || amount < 50) {
        return stripeError(response, 400, {
          code: 'amount_too_small',
          param: 'amount',
          message: 'Amount must be at least $0.50 usd',
        });
      }
      if (typeof params.currency !== 'string' || !params.currency) {
        return stripeError(response, 400, {
          code: 'parameter_missing',
          param: 'currency',
          message: 'Missing required param: currency.',
        });
      }
      const id = `pi_${randomBytes(12).toString('hex')}`;
      const intent: StandInIntent = {
        id,
        object: 'payment_intent',
        amount,
        amount_received: 0,
        amount_capturable: 0,
        capture_method: params.capture_method === 'manual' ? 'manual' : 'automatic_async',
        canceled_at: null,
        cancellation_reason: null,
        currency: params.currency.toLowerCase(),
        description: typeof params.description === 'string' ? params.description : null,
        metadata: (params.metadata as Record<string, string>) ?? {},
        status: 'requires_payment_method',
        client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        last_payment_error: null,
        automatic_payment_methods: params.automatic_payment_methods ? { enabled: true } : null,
        latest_charge: null,
        customer: typeof params.customer === 'string' ? params.customer : null,
        payment_method: typeof params.payment_method === 'string' ? params.payment_method : null,
        setup_future_usage: typeof params.setup_future_usage === 'string' ? params.setup_future_usage : null,
      };
      intents.set(id, intent);
      if (idempotencyKey) idempotent.set(idempotencyKey, { body, intentId: id });
      if (params.confirm === 'true' && intent.payment_method) {
        // An off-session charge of a saved card: its answer as the test says.
        const declined = laterDeclines.get(intent.payment_method);
        if (declined) {
          const authentication = declined === 'authentication_required';
          intent.status = authentication ? 'requires_action' : 'requires_payment_method';
          intent.last_payment_error = {
            type: 'card_error',
            code: authentication ? 'authentication_required' : 'card_declined',
            ...(authentication ? {} : { decline_code: declined }),
            message: authentication ? 'This payment requires authentication.' : 'Your card was declined.',
          };
          return send(response, 402, {
            error: { ...intent.last_payment_error, payment_intent: intent },
          });
        }
        intent.status = 'succeeded';
        intent.amount_received = intent.amount;
        intent.latest_charge = `ch_${randomBytes(12).toString('hex')}`;
      }
      return send(response, 200, intent);
    }

    if (request.method === 'POST' && (url.pathname === '/v1/customers' || url.pathname === '/v1/setup_intents')) {
      if (idempotencyKey && idempotentOther.has(`${url.pathname}|${idempotencyKey}`)) {
        const earlier = idempotentOther.get(`${url.pathname}|${idempotencyKey}`)!;
        return send(response, earlier.status, earlier.answer);
      }
      const params = decodeForm(body);
      let answer: unknown;
      if (url.pathname === '/v1/customers') {
        const id = `cus_${randomBytes(10).toString('hex')}`;
        customers.add(id);
        answer = { id, object: 'customer', email: params.email ?? null, name: params.name ?? null };
      } else {
        const id = `seti_${randomBytes(12).toString('hex')}`;
        const setup: StandInSetupIntent = {
          id,
          object: 'setup_intent',
          client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
          customer: typeof params.customer === 'string' ? params.customer : null,
          payment_method: null,
          status: 'requires_payment_method',
          usage: typeof params.usage === 'string' ? params.usage : 'off_session',
          metadata: (params.metadata as Record<string, string>) ?? {},
          created: Math.floor(Date.now() / 1000),
        };
        setupIntents.set(id, setup);
        answer = setup;
      }
      if (idempotencyKey) idempotentOther.set(`${url.pathname}|${idempotencyKey}`, { body, answer, status: 200 });
      return send(response, 200, answer);
    }
    const setupMatch = /^\/v1\/setup_intents\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'GET' && setupMatch) {
      const setup = setupIntents.get(decodeURIComponent(setupMatch[1]));
      return setup
        ? send(response, 200, setup)
        : stripeError(response, 404, { code: 'resource_missing', param: 'intent', message: 'No such setupintent' });
    }
    const methodMatch = /^\/v1\/payment_methods\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'GET' && methodMatch) {
      const id = decodeURIComponent(methodMatch[1]);
      const card = TEST_CARDS[savedCards.get(id) ?? id];
      if (!card) {
        return stripeError(response, 404, { code: 'resource_missing', param: 'id', message: 'No such PaymentMethod' });
      }
      return send(response, 200, {
        id,
        object: 'payment_method',
        type: 'card',
        card: { ...card, exp_month: 12, exp_year: 2034 },
      });
    }

    if (request.method === 'POST' && url.pathname === '/v1/refunds') {
      if (idempotencyKey && idempotentRefunds.has(idempotencyKey)) {
        const earlier = idempotentRefunds.get(idempotencyKey)!;
        if (earlier.body !== body) {
          return send(response, 400, {
            error: {
              type: 'idempotency_error',
              message: 'Keys for idempotent requests can only be used with the same parameters.',
            },
          });
        }
        return send(response, 200, refunds.get(earlier.refundId));
      }
      const params = decodeForm(body);
      const intent = intents.get(String(params.payment_intent ?? ''));
      if (!intent) {
        return stripeError(response, 404, {
          code: 'resource_missing',
          param: 'payment_intent',
          message: `No such payment_intent: '${String(params.payment_intent ?? '')}'`,
        });
      }
      if (intent.status !== 'succeeded') {
        return stripeError(response, 400, {
          code: 'charge_not_refundable',
          message: 'This PaymentIntent has no charge to refund.',
        });
      }
      const left = intent.amount_received - refundedOf(intent.id);
      const amount = params.amount === undefined ? left : Number(params.amount);
      if (!Number.isInteger(amount) || amount <= 0 || amount > left) {
        return stripeError(response, 400, {
          code: left <= 0 ? 'charge_already_refunded' : 'amount_too_large',
          param: 'amount',
          message: `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
        });
      }
      const refund = makeRefund(
        intent,
        amount,
        (params.metadata as Record<string, string>) ?? {},
        typeof params.reason === 'string' ? params.reason : null,
      );
      if (idempotencyKey) idempotentRefunds.set(idempotencyKey, { body, refundId: refund.id });
      return send(response, 200, refund);
    }
    if (request.method === 'GET' && url.pathname === '/v1/refunds') {
      const intentId = url.searchParams.get('payment_intent');
      const data = [...refunds.values()].filter((refund) => !intentId || refund.payment_intent === intentId);
      return send(response, 200, { object: 'list', url: '/v1/refunds', has_more: false, data: data.reverse() });
    }
    const refundMatch = /^\/v1\/refunds\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'GET' && refundMatch) {
      const refund = refunds.get(decodeURIComponent(refundMatch[1]));
      return refund
        ? send(response, 200, refund)
        : stripeError(response, 404, { code: 'resource_missing', param: 'id', message: 'No such refund' });
    }

    const match = /^\/v1\/payment_intents\/([^/]+)(\/cancel|\/capture)?$/.exec(url.pathname);
    const intent = match ? intents.get(decodeURIComponent(match[1])) : undefined;
    if (match && !intent) {
      return stripeError(response, 404, {
        code: 'resource_missing',
        param: 'intent',
        message: `No such payment_intent: '${decodeURIComponent(match[1])}'`,
      });
    }
    if (intent && request.method === 'GET' && !match![2]) return send(response, 200, intent);
    if (intent && request.method === 'POST' && match![2] === '/capture') {
      if (intent.status !== 'requires_capture') {
        return stripeError(response, 400, {
          code: 'payment_intent_unexpected_state',
          message: `This PaymentIntent could not be captured because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be captured: requires_capture.`,
        });
      }
      const params = decodeForm(body);
      const amount =
        params.amount_to_capture === undefined ? intent.amount_capturable : Number(params.amount_to_capture);
      if (!Number.isInteger(amount) || amount <= 0 || amount > intent.amount_capturable) {
        return stripeError(response, 400, {
          code: 'amount_too_large',
          param: 'amount_to_capture',
          message: `The amount to capture (${amount}) is greater than the amount capturable (${intent.amount_capturable}).`,
        });
      }
      intent.status = 'succeeded';
      intent.amount_received = amount;
      intent.amount_capturable = 0;
      return send(response, 200, intent);
    }
    if (intent && request.method === 'POST' && match![2] === '/cancel') {
      if (intent.status === 'succeeded' || intent.status === 'canceled') {
        return stripeError(response, 400, {
          code: 'payment_intent_unexpected_state',
          message: `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
        });
      }
      const params = decodeForm(body);
      intent.status = 'canceled';
      // An authorization is released: the card is not charged.
      intent.amount_capturable = 0;
      intent.canceled_at = Math.floor(Date.now() / 1000);
      intent.cancellation_reason = typeof params.cancellation_reason === 'string' ? params.cancellation_reason : null;
      return send(response, 200, intent);
    }
    stripeError(response, 404, { message: `Unrecognized request URL (${request.method}: ${url.pathname}).` });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  const signer = new Stripe(secretKey);
  const signedObjectEvent: StripeStandIn['signedObjectEvent'] = (type, object, { timestamp, secret } = {}) => {
    const payload = JSON.stringify({
      id: `evt_${randomBytes(12).toString('hex')}`,
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: Math.floor(Date.now() / 1000),
      type,
      livemode: false,
      pending_webhooks: 1,
      data: { object: structuredClone(object) },
    });
    const header = signer.webhooks.generateTestHeaderString({ payload, secret: secret ?? webhookSecret, timestamp });
    return { payload, header };
  };

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    secretKey,
    publishableKey,
    webhookSecret,
    intents,
    refunds,
    requests,
    setupIntents,
    customers,
    laterDeclines,
    confirmSetup(id, paymentMethod) {
      const setup = setupIntents.get(id);
      if (!setup) throw new Error(`No such setup_intent: ${id}`);
      if (DECLINES[paymentMethod]) throw new Error('Your card was declined.');
      setup.payment_method = savedCopy(paymentMethod);
      setup.status = 'succeeded';
      return setup;
    },
    refundInDashboard(intentId, amount) {
      const intent = intents.get(intentId);
      if (!intent || intent.status !== 'succeeded') throw new Error(`No succeeded payment_intent: ${intentId}`);
      return makeRefund(intent, amount ?? intent.amount_received - refundedOf(intentId), {}, 'requested_by_customer');
    },
    dispute(intentId, status, id) {
      const intent = intents.get(intentId);
      if (!intent || intent.status !== 'succeeded') throw new Error(`No succeeded payment_intent: ${intentId}`);
      return {
        id: id ?? `dp_${randomBytes(12).toString('hex')}`,
        object: 'dispute',
        amount: intent.amount_received,
        currency: intent.currency,
        charge: intent.latest_charge,
        payment_intent: intent.id,
        status,
        reason: 'fraudulent',
        created: Math.floor(Date.now() / 1000),
      };
    },
    signedObjectEvent,
    confirm(id, paymentMethod) {
      const intent = intents.get(id);
      if (!intent) throw new Error(`No such payment_intent: ${id}`);
      if (!CONFIRMABLE.has(intent.status)) throw new Error(`The intent is ${intent.status}`);
      return confirmIntent(intent, paymentMethod);
    },
    signedEvent(type, intentId, { timestamp, secret } = {}) {
      const intent = intents.get(intentId);
      if (!intent) throw new Error(`No such payment_intent: ${intentId}`);
      return signedObjectEvent(type, intent, { timestamp, secret });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
