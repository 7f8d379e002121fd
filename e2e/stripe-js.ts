import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

// Stripe.js comes from js.stripe.com, which this machine cannot reach. For a page that loads it,
// `useStripeJs(page)` answers js.stripe.com with a small stand-in of Stripe.js and hands the calls
// it makes to api.stripe.com to the local Stripe stand-in the app server talks to (its address in
// .data/e2e/stripe-url, written by e2e/server.ts). The page's own code is untouched: it loads the
// script through @stripe/stripe-js as in production, under the same Content-Security-Policy
// (js.stripe.com for scripts, api.stripe.com for calls).
//
// The stand-in's Payment Element is one "Card number" field (the real one is a frame of Stripe's).
// confirmSetup posts to /v1/setup_intents/{id}/confirm with the publishable key and the client
// secret, as Stripe.js does, with the test payment method of the number typed:
//   4242 4242 4242 4242 pm_card_visa, 5555 5555 5555 4444 pm_card_mastercard,
//   4000 0000 0000 0002 pm_card_chargeDeclined (declined);
//   4000 0025 0000 3155 asks for the bank's check: the browser leaves for the bank and comes back to
//   return_url with setup_intent, setup_intent_client_secret and redirect_status, as Stripe sends it.
// confirmPayment posts to /v1/payment_intents/{id}/confirm the same way, with the same cards (no
// bank check), and with redirect 'if_required' answers { paymentIntent } (requires_capture for a
// manual-capture intent, succeeded otherwise) or Stripe's { error }.
// An empty field is Stripe's validation_error.
// `stripeIntent(id)` reads an intent from the stand-in with the server's secret key
// (STRIPE_E2E_SECRET_KEY, which e2e/server.ts gives the stand-in and the app), as Stripe's
// dashboard would show it: captured (amount_received), held (amount_capturable) or canceled.

const STRIPE_JS = String.raw`(() => {
  const CARDS = {
    '4242424242424242': 'pm_card_visa',
    '5555555555554444': 'pm_card_mastercard',
    '4000000000000002': 'pm_card_chargeDeclined',
    '4000002500003155': 'pm_card_visa',
  };
  const BANK_CHECK = '4000002500003155';
  function Stripe(key) {
    let field = null;
    let secret = null;
    const typed = () => (field && field.value ? field.value : '').replace(/\s/g, '');
    const incomplete = () => ({
      error: { type: 'validation_error', code: 'incomplete_number', message: 'Your card number is incomplete.' },
    });
    // Stripe.js's own call: the publishable key and the intent's client secret, never the secret key.
    async function post(kind, number, confirmParams) {
      const id = secret.split('_secret_')[0];
      const response = await fetch('https://api.stripe.com/v1/' + kind + '/' + id + '/confirm', {
        method: 'POST',
        body: new URLSearchParams({
          key,
          client_secret: secret,
          payment_method: CARDS[number] || 'pm_card_unknown',
          return_url: confirmParams.return_url,
        }),
      });
      return response.json();
    }
    return {
      _registerWrapper() {},
      elements(options) {
        secret = options.clientSecret;
        return {
          create() {
            return {
              mount(target) {
                const node = typeof target === 'string' ? document.querySelector(target) : target;
                const label = document.createElement('label');
                label.textContent = 'Card number';
                field = document.createElement('input');
                field.inputMode = 'numeric';
                field.autocomplete = 'cc-number';
                label.appendChild(field);
                node.appendChild(label);
              },
            };
          },
        };
      },
      async confirmPayment({ confirmParams }) {
        const number = typed();
        if (!number) return incomplete();
        const answer = await post('payment_intents', number, confirmParams);
        if (answer.error) return { error: answer.error };
        return { paymentIntent: answer };
      },
      async confirmSetup({ confirmParams }) {
        const number = typed();
        if (!number) return incomplete();
        const id = secret.split('_secret_')[0];
        const answer = await post('setup_intents', number, confirmParams);
        if (answer.error) return { error: answer.error };
        if (number === BANK_CHECK) {
          const back = new URL(confirmParams.return_url);
          back.searchParams.set('setup_intent', id);
          back.searchParams.set('setup_intent_client_secret', secret);
          back.searchParams.set('redirect_status', 'succeeded');
          window.location.assign(back.toString());
          return new Promise(() => {});
        }
        return { setupIntent: answer };
      },
    };
  }
  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();`;

/** The secret key e2e/server.ts gives the Stripe stand-in and the app (a test key of the stand-in only). */
export const STRIPE_E2E_SECRET_KEY = 'sk_test_e2e_stand_in';

const standInUrl = () =>
  readFileSync(path.join(import.meta.dirname, '..', '.data', 'e2e', 'stripe-url'), 'utf8').trim();

/** A payment intent as the Stripe stand-in holds it now (read with the secret key, as the server does). */
export async function stripeIntent(id: string): Promise<Record<string, unknown>> {
  const response = await fetch(`${standInUrl()}/v1/payment_intents/${id}`, {
    headers: { authorization: `Bearer ${STRIPE_E2E_SECRET_KEY}` },
  });
  if (!response.ok) throw new Error(`The Stripe stand-in answered ${response.status} for ${id}`);
  return (await response.json()) as Record<string, unknown>;
}

/** The Stripe stand-in's requests as Stripe.js made them, for the test to look at. */
export type StripeJsCalls = Array<{ path: string; body: URLSearchParams }>;

export async function useStripeJs(page: Page): Promise<StripeJsCalls> {
  const standIn = standInUrl();
  const calls: StripeJsCalls = [];
  await page.route('https://js.stripe.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript', body: STRIPE_JS }),
  );
  await page.route('https://api.stripe.com/**', async (route) => {
    const url = new URL(route.request().url());
    calls.push({ path: url.pathname, body: new URLSearchParams(route.request().postData() ?? '') });
    const response = await route.fetch({ url: `${standIn}${url.pathname}${url.search}` });
    await route.fulfill({ response, headers: { ...response.headers(), 'access-control-allow-origin': '*' } });
  });
  return calls;
}
