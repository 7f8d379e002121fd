// GET /ticket/{token}/qr.png — the ticket's QR code as a PNG, for the confirmation email (404 for no ticket, or a cancelled one)
import { ticketQrPng } from '@/lib/services/checkin/ticket-qr';
import { ticketShowsCode } from '@/lib/services/checkin/get-ticket';

type Context = { params: Promise<{ token: string }> };

export async function GET(_request: Request, { params }: Context) {
  const { token } = await params;
  if (!(await ticketShowsCode(token))) {
    return new Response('Not found', { status: 404, headers: { 'Cache-Control': 'private, no-store' } });
  }
  const png = await ticketQrPng(token);
  return new Response(new Uint8Array(png), {
    headers: {
      'Content-Type': 'image/png',
      // Only whoever holds the token sees it; a cancellation must show soon.
      'Cache-Control': 'private, max-age=300',
      'X-Robots-Tag': 'noindex',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
