import { startRouteServer, type RouteServer } from './route-server';
import { startStripeStandIn, type StripeStandIn } from './stripe-stand-in';

// Both payment providers as the integration tests meet them, nothing of ours mocked: the sandbox
// hosted gateway (the app's own route handlers behind a real HTTP server, so the gateway client
// talks HTTP to it as it would to the real gateway) and the local stand-in of Stripe's HTTP API
// (driven by the real `stripe` SDK), with the settings the app reads pointed at them. Call it before
// importing anything that reads `lib/env.ts` or `lib/db.ts`: they read the environment once.

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

export type PaymentProviders = {
  stripe: StripeStandIn;
  /** The sandbox gateway's server (the app's APP_URL), when asked for. */
  gateway: RouteServer | null;
  close: () => Promise<void>;
};

export async function startPaymentProviders(options: { gateway: boolean }): Promise<PaymentProviders> {
  let gatewayApi: Handler | undefined;
  let gatewayForm: Handler | undefined;
  const gateway = options.gateway
    ? await startRouteServer([
        { method: 'POST', path: /^\/api\/sandbox-gateway\/three-step$/, handler: (r, c) => gatewayApi!(r, c) },
        {
          method: 'POST',
          path: /^\/api\/sandbox-gateway\/form\/(?<tokenId>[^/]+)$/,
          handler: (r, c) => gatewayForm!(r, c),
        },
      ])
    : null;
  const stripe = await startStripeStandIn();
  if (gateway) {
    process.env.SANDBOX = '1';
    process.env.APP_URL = gateway.url;
  } else {
    delete process.env.SANDBOX;
  }
  delete process.env.SAFESAVE_GATEWAY_URL;
  process.env.STRIPE_SECRET_KEY = stripe.secretKey;
  process.env.STRIPE_PUBLISHABLE_KEY = 'pk_test_standin';
  process.env.STRIPE_WEBHOOK_SECRET = stripe.webhookSecret;
  process.env.STRIPE_API_BASE = stripe.url;
  if (gateway) {
    gatewayApi = (await import('@/app/api/sandbox-gateway/three-step/route')).POST as Handler;
    gatewayForm = (await import('@/app/api/sandbox-gateway/form/[tokenId]/route')).POST as Handler;
  }
  return {
    stripe,
    gateway,
    close: async () => {
      await gateway?.close();
      await stripe.close();
    },
  };
}
