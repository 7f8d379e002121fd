import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRouteServer, type RouteServer } from '@/lib/testing/route-server';
import { postCardToGateway } from '@/lib/testing/gateway-card';

// The sandbox gateway's own answers at its edges: an amount its storage cannot hold is the
// gateway's 'Invalid amount' (result 3), never a 500; and its card form takes the post from any
// origin, as the real gateway (another site) does (CONTRACT §2).

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
let gatewayApi: Handler;
let gatewayForm: Handler;
let server: RouteServer;

beforeAll(async () => {
  server = await startRouteServer([
    { method: 'POST', path: /^\/api\/sandbox-gateway\/three-step$/, handler: (r, c) => gatewayApi(r, c) },
    { method: 'POST', path: /^\/api\/sandbox-gateway\/form\/(?<tokenId>[^/]+)$/, handler: (r, c) => gatewayForm(r, c) },
  ]);
  process.env.SANDBOX = '1';
  process.env.APP_URL = server.url;
  gatewayApi = (await import('@/app/api/sandbox-gateway/three-step/route')).POST as Handler;
  gatewayForm = (await import('@/app/api/sandbox-gateway/form/[tokenId]/route')).POST as Handler;
});

afterAll(async () => {
  await server.close();
});

async function startSale(amount: string) {
  const xml = `<sale><api-key>sandbox-gateway-key</api-key><amount>${amount}</amount><redirect-url>${server.url}/done</redirect-url></sale>`;
  const response = await fetch(`${server.url}/api/sandbox-gateway/three-step`, { method: 'POST', body: xml });
  return { status: response.status, xml: await response.text() };
}

describe('the sandbox gateway', () => {
  it('answers its own Invalid amount for an amount it cannot hold, never a 500', async () => {
    for (const amount of ['25000000.00', '21474836.48', '99999999999999999999.99']) {
      const answer = await startSale(amount);
      expect(answer.status, amount).toBe(200);
      expect(answer.xml, amount).toContain('<result>3</result>');
      expect(answer.xml, amount).toContain('<result-text>Invalid amount REFID:1</result-text>');
    }
    // The largest amount it holds still starts a sale.
    expect((await startSale('21474836.47')).xml).toContain('<result>1</result>');
  });

  it('takes the card post from any origin: the form-url is the only key', async () => {
    const started = await startSale('25.00');
    const formUrl = /<form-url>([^<]+)<\/form-url>/.exec(started.xml)![1];
    const loopback = new URL(server.url);
    loopback.hostname = loopback.hostname === '127.0.0.1' ? 'localhost' : '127.0.0.1';
    for (const origin of [loopback.origin, 'https://shop.example']) {
      const posted = await postCardToGateway(formUrl, {}, { origin, referer: `${origin}/donate` });
      expect(posted.status, origin).toBe(303);
      expect(posted.location?.searchParams.get('token-id'), origin).toBeTruthy();
    }
  });
});
