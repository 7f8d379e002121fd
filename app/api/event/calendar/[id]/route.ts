// GET /api/event/calendar/{id} — the event as an iCalendar file, to add it to a calendar (anyone)
import { route } from '@/lib/http';
import { getEventCalendar } from '@/lib/services/events/event-calendar';

type Context = { params: Promise<{ id: string }> };

export const GET = route(async (_request, { params }: Context) => {
  const { filename, body } = await getEventCalendar({ eventId: (await params).id });
  return new Response(body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'public, max-age=300',
      'X-Content-Type-Options': 'nosniff',
    },
  });
});
