// POST /api/sandbox-gateway/form/{tokenId} — the sandbox gateway's card form, step 2: the browser posts the card and is sent on to redirect-url?token-id=… (sandbox mode only)
import { route } from '@/lib/http';
import { submitSandboxGatewayCard } from '@/lib/services/payments/serve-sandbox-gateway';

type Context = { params: Promise<{ tokenId: string }> };

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

// The real gateway is another site and takes the card from any origin: so does the sandbox's,
// under whichever loopback name the page was opened (its form-url is on APP_URL's).
export const POST = route(
  async (request, { params }: Context) => {
    const form = await request.formData().catch(() => new FormData());
    const location = await submitSandboxGatewayCard({
      tokenId: (await params).tokenId,
      number: field(form, 'billing-cc-number'),
      expiration: field(form, 'billing-cc-exp'),
      cvv: field(form, 'billing-cvv') || null,
    });
    return new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } });
  },
  { anyOrigin: true },
);
