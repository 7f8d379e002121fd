import 'server-only';
import { env } from '@/lib/env';
import { createHostedGateway, type HostedGateway } from '@/lib/integrations/payments/hosted-gateway';
import { SANDBOX_GATEWAY_API_KEY } from '@/lib/integrations/payments/sandbox-gateway';
import { createStripeCardProvider, type CardProvider } from '@/lib/integrations/payments/stripe-card-provider';

// Which payment providers this server talks to, from the environment (lib/env.ts):
// - the hosted-form gateway at SAFESAVE_GATEWAY_URL with SAFESAVE_API_KEY; in sandbox mode
//   without one, the sandbox gateway the app serves itself (CONTRACT §2); otherwise none;
// - the card provider (Stripe) when STRIPE_SECRET_KEY is set (the browser's Payment Element
//   also needs STRIPE_PUBLISHABLE_KEY).

/** Where the app serves its sandbox gateway (lib/services/payments/serve-sandbox-gateway.ts). */
export const SANDBOX_GATEWAY_PATH = '/api/sandbox-gateway';

export function hostedGatewayConfig(): { url: string; apiKey: string } | null {
  const { gatewayUrl, apiKey } = env.safesave;
  if (gatewayUrl) return { url: gatewayUrl, apiKey: apiKey ?? SANDBOX_GATEWAY_API_KEY };
  if (env.sandbox)
    return { url: `${env.appUrl}${SANDBOX_GATEWAY_PATH}/three-step`, apiKey: apiKey ?? SANDBOX_GATEWAY_API_KEY };
  return null;
}

/** The hosted-form gateway, or null when this server has none. */
export function hostedGateway(): HostedGateway | null {
  const config = hostedGatewayConfig();
  return config ? createHostedGateway(config) : null;
}

const globalForStripe = globalThis as unknown as { cardProvider?: { key: string; provider: CardProvider } };

/** The card provider, or null when Stripe is not configured. One SDK client per configuration. */
export function cardProvider(): CardProvider | null {
  const { secretKey, webhookSecret, apiBase } = env.stripe;
  if (!secretKey) return null;
  const key = `${secretKey}|${webhookSecret ?? ''}|${apiBase ?? ''}`;
  if (globalForStripe.cardProvider?.key !== key) {
    globalForStripe.cardProvider = { key, provider: createStripeCardProvider({ secretKey, webhookSecret, apiBase }) };
  }
  return globalForStripe.cardProvider.provider;
}

/** What the browser needs to show the Payment Element; null when card payments are not configured. */
export function cardProviderBrowserConfig(): { publishableKey: string } | null {
  const { secretKey, publishableKey } = env.stripe;
  return secretKey && publishableKey ? { publishableKey } : null;
}
