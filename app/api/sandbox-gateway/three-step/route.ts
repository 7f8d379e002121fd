// POST /api/sandbox-gateway/three-step — the sandbox hosted-form gateway's XML API, steps 1 and 3 (sandbox mode only; 404 otherwise)
import { route } from '@/lib/http';
import { answerSandboxGatewayRequest } from '@/lib/services/payments/serve-sandbox-gateway';

export const POST = route(async (request) => {
  const xml = await answerSandboxGatewayRequest({ xml: await request.text() });
  return new Response(xml, { headers: { 'content-type': 'text/xml; charset=utf-8', 'cache-control': 'no-store' } });
});
