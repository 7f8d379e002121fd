// GET /ticket/{token}/manifest.webmanifest — the ticket as a home-screen app: it opens on this ticket
import { isPlausibleTicket } from '@/lib/rules/tickets';
import { ticketPath } from '@/lib/shared/paths';

type Context = { params: Promise<{ token: string }> };

export async function GET(_request: Request, { params }: Context) {
  const { token } = await params;
  if (!isPlausibleTicket(token)) return new Response('Not found', { status: 404 });
  const manifest = {
    name: 'Ticket',
    short_name: 'Ticket',
    start_url: ticketPath(token),
    scope: ticketPath(token),
    display: 'standalone',
    background_color: '#f6f7f4',
    theme_color: '#0b6464',
    icons: [{ src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' }],
  };
  return new Response(JSON.stringify(manifest), {
    headers: { 'Content-Type': 'application/manifest+json', 'Cache-Control': 'private, max-age=3600' },
  });
}
