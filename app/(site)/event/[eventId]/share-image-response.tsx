import 'server-only';
import { formatShortEventDate } from '@/components/events/event-date';
import { SHARE_IMAGE_SIZE, renderShareImage } from '@/components/events/share-image';
import { env } from '@/lib/env';
import type { EventType } from '@/lib/rules/constants';
import { getCachedEventPage } from '@/lib/services/events/cached-reads';
import { loadSharePicture } from '@/lib/services/events/load-share-picture';

// Shared by /event/{id}/opengraph-image, /event/{id}/twitter-image and
// /api/og/fundraiser/{id} (a fundraiser's page is addressed by a query string, which an
// opengraph-image file cannot read).

/** The PNG response, or null when there is no event or fundraiser of that kind with this id. */
export async function shareImageResponse(id: string, kind: EventType): Promise<Response | null> {
  const page = await getCachedEventPage(id);
  if (!page || page.event.eventType !== kind) return null;
  const { event } = page;
  const picture = await loadSharePicture(
    event.headerPicture ?? event.pictures[0] ?? null,
    SHARE_IMAGE_SIZE.width,
    SHARE_IMAGE_SIZE.height,
  );
  const kicker =
    kind === 'fundraiserDriven'
      ? 'Fundraiser'
      : ['Event', event.dateTime ? formatShortEventDate(event.dateTime, event.timeZone) : null, event.location || null]
          .filter(Boolean)
          .join(' · ');
  return renderShareImage(
    {
      siteName: env.siteName,
      kicker,
      title: event.title,
      picture,
      targetFundCents: event.targetFundCents,
      amountRaisedCents: event.amountRaisedCents,
      showTotals: event.showTotalDonations,
    },
    // Crawlers fetch it rarely; a minute keeps the progress close to the page's.
    { headers: { 'Cache-Control': 'public, max-age=60, stale-while-revalidate=600' } },
  );
}
