import 'server-only';
import { badRequest, unavailable } from '@/lib/app-error';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import { GatewayUnavailableError } from '@/lib/integrations/payments/hosted-gateway';
import { CARD_PAYMENTS_NOT_CONFIGURED, PAYMENT_PROVIDER_UNAVAILABLE, REDIRECT_NOT_ON_SITE } from '@/lib/rules/messages';
import { hostedPaymentFailure } from '@/lib/rules/payment-failure';
import { failAttempt, openAttempt } from './payment-attempts';
import { hostedGateway } from './payment-providers';
import type { PaymentPurpose } from './payment-purpose';
import { guardPaymentStart } from './payment-velocity';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** An origin as this site may be reached: on this machine, localhost, 127.0.0.1 and [::1] are one host. */
function siteKey(url: URL): string {
  return `${url.protocol}//${LOOPBACK.has(url.hostname) ? 'loopback' : url.hostname}:${url.port}`;
}

/**
 * `redirectUrl` as an absolute address when it is on this site: APP_URL's origin, or the one
 * the request came to (CONTRACT §4); a path alone is taken as on APP_URL. Null otherwise.
 */
export function siteAddress(redirectUrl: string, requestOrigin: string | null): string | null {
  let url: URL;
  try {
    url = new URL(redirectUrl, env.appUrl);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const own = [env.appUrl, requestOrigin].flatMap((origin) => (origin ? [siteKey(new URL(origin))] : []));
  return own.includes(siteKey(url)) ? url.toString() : null;
}

/** The last segment of a form-url: the gateway's key of the token the browser will come back with. */
export function formKeyOf(formUrl: string): string | null {
  try {
    const key = new URL(formUrl).pathname.split('/').filter(Boolean).pop();
    return key ? decodeURIComponent(key) : null;
  } catch {
    return null;
  }
}

/**
 * POST /api/safesave/get_form_url: step 1 of the hosted-form gateway. The server owns the
 * payment from here: with what is paid for (`payload`), its purpose checks it (the event's
 * rules, its window) and computes the amount, which must be the caller's; then the velocity
 * limits (429 before the gateway is called); then a PaymentAttempt holds the checked payload and
 * the amount, and the gateway is asked for that amount with the attempt as its order-id. Without
 * a payload (the spec's bare call), the attempt holds the amount alone and the first completion
 * must name something that costs exactly that. Answers the gateway's step-1 XML as `message` and
 * its form-url as `formUrl`. `challenge` is a solved payment challenge, needed while declines
 * run high (payment-velocity.ts).
 */
export async function startHostedPayment<Payload>({
  amountCents,
  redirectUrl,
  purpose,
  payload,
  challenge,
  ip,
  userId = null,
  requestOrigin,
  saveCard = false,
  now = new Date(),
}: {
  amountCents: number;
  redirectUrl: string;
  purpose: PaymentPurpose<Payload>;
  payload?: Payload;
  challenge?: string | null;
  ip: string;
  userId?: string | null;
  requestOrigin: string | null;
  /** Keep the card in the gateway's customer vault (a plan's first gift). */
  saveCard?: boolean;
  now?: Date;
}): Promise<{ message: string; formUrl: string }> {
  const redirect = siteAddress(redirectUrl, requestOrigin);
  if (!redirect) throw badRequest(REDIRECT_NOT_ON_SITE, { fieldErrors: { redirectUrl: [REDIRECT_NOT_ON_SITE] } });
  const gateway = hostedGateway();
  if (!gateway) throw unavailable(CARD_PAYMENTS_NOT_CONFIGURED);
  const terms =
    payload === undefined ? null : await purpose.check(payload, { provider: 'safesave', amountCents, now, ip });
  await guardPaymentStart({ ip, email: terms?.email, eventId: terms?.eventId }, challenge);

  const attempt = await openAttempt({
    provider: 'safesave',
    kind: purpose.kind,
    amountCents: terms?.amountCents ?? amountCents,
    terms,
    payload,
    userId,
    clientAddress: ip,
    purpose,
    now,
  });
  try {
    const answer = await gateway.startSale({
      amountCents: attempt.amountCents,
      redirectUrl: redirect,
      orderId: attempt.id,
      orderDescription: terms?.description,
      addCustomer: saveCard || Boolean(terms?.saveCard),
    });
    if (answer.result !== 1 || !answer.formUrl) {
      // The gateway refused step 1 itself: our settings (key, amount), not the donor's card.
      console.error(`[payments] the hosted-form gateway refused step 1: ${answer.resultCode} ${answer.resultText}`);
      await failAttempt(attempt.id, answer.resultCode === null ? null : String(answer.resultCode));
      throw unavailable(PAYMENT_PROVIDER_UNAVAILABLE, {
        issueNumber: hostedPaymentFailure(answer.resultCode).issueNumber,
      });
    }
    // The token the browser comes back with is the form-url's key: completions find the attempt by it.
    await db.paymentAttempt.update({ where: { id: attempt.id }, data: { reference: formKeyOf(answer.formUrl) } });
    return { message: answer.xml, formUrl: answer.formUrl };
  } catch (error) {
    if (error instanceof GatewayUnavailableError) {
      await failAttempt(attempt.id, null);
      throw unavailable(PAYMENT_PROVIDER_UNAVAILABLE);
    }
    throw error;
  }
}
