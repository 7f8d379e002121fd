import 'server-only';
import { randomUUID } from 'node:crypto';
import { badRequest, unavailable } from '@/lib/app-error';
import { env } from '@/lib/env';
import { GatewayUnavailableError } from '@/lib/integrations/payments/hosted-gateway';
import { CARD_PAYMENTS_NOT_CONFIGURED, PAYMENT_PROVIDER_UNAVAILABLE, REDIRECT_NOT_ON_SITE } from '@/lib/rules/messages';
import { hostedPaymentFailure } from '@/lib/rules/payment-failure';
import { hostedGateway } from './payment-providers';
import { paymentPurpose, type PaymentKind } from './payment-purposes';
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

/**
 * POST /api/safesave/get_form_url: step 1 of the hosted-form gateway. Checks what is paid for
 * when it comes along (the event's rules and window), the velocity limits (429 before the
 * gateway is called), then asks the gateway for the form-url the browser posts the card to.
 * Answers the gateway's step-1 XML as `message` and its form-url as `formUrl`. `challenge` is a
 * solved payment challenge, needed while declines run high (payment-velocity.ts).
 */
export async function startHostedPayment({
  amountCents,
  redirectUrl,
  kind = 'donation',
  payload,
  challenge,
  ip,
  requestOrigin,
  now = new Date(),
}: {
  amountCents: number;
  redirectUrl: string;
  kind?: PaymentKind;
  payload?: unknown;
  challenge?: string | null;
  ip: string;
  requestOrigin: string | null;
  now?: Date;
}): Promise<{ message: string; formUrl: string }> {
  const redirect = siteAddress(redirectUrl, requestOrigin);
  if (!redirect) throw badRequest(REDIRECT_NOT_ON_SITE, { fieldErrors: { redirectUrl: [REDIRECT_NOT_ON_SITE] } });
  const gateway = hostedGateway();
  if (!gateway) throw unavailable(CARD_PAYMENTS_NOT_CONFIGURED);
  const checks =
    payload === undefined
      ? null
      : await paymentPurpose(kind).check(payload, { provider: 'safesave', amountCents, now, ip });
  await guardPaymentStart({ ip, email: checks?.email, eventId: checks?.eventId }, challenge);

  try {
    const answer = await gateway.startSale({
      amountCents,
      redirectUrl: redirect,
      orderId: randomUUID(),
      orderDescription: checks?.description,
    });
    if (answer.result !== 1 || !answer.formUrl) {
      // The gateway refused step 1 itself: our settings (key, amount), not the donor's card.
      console.error(`[payments] the hosted-form gateway refused step 1: ${answer.resultCode} ${answer.resultText}`);
      throw unavailable(PAYMENT_PROVIDER_UNAVAILABLE, {
        issueNumber: hostedPaymentFailure(answer.resultCode).issueNumber,
      });
    }
    return { message: answer.xml, formUrl: answer.formUrl };
  } catch (error) {
    if (error instanceof GatewayUnavailableError) throw unavailable(PAYMENT_PROVIDER_UNAVAILABLE);
    throw error;
  }
}
