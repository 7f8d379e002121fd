import 'server-only';
import { notFound } from 'next/navigation';
import { SHARE_IMAGE_SIZE, renderShareImage } from '@/components/events/share-image';
import { env } from '@/lib/env';
import type { TargetKind } from '@/lib/shared/target-page';
import { loadSharePicture } from '@/lib/services/events/load-share-picture';
import { getTargetPage } from '@/lib/services/targets/get-target-page';

// The 1200×630 share image of every target page: its picture, the line over its title, its title
// and its progress. Each page's opengraph-image and twitter-image file (Next.js wants a file per
// route) is a few lines over shareImageRoute; a fundraiser, whose address is a query string, gets
// its image from GET /api/og/fundraiser/{id}.

const CAMPAIGN_ALT = 'The campaign’s picture, title and progress toward its goal';

export const SHARE_IMAGE_ALT: Record<TargetKind, string> = {
  event: 'The event’s picture, title and progress toward its goal',
  fundraiser: 'The fundraiser’s picture, title and progress toward its goal',
  teamCampaign: CAMPAIGN_ALT,
  indieCampaign: CAMPAIGN_ALT,
  fundraiserCampaign: CAMPAIGN_ALT,
};

/** The PNG response, or null when there is no target of that kind with this id. */
export async function targetShareImage(kind: TargetKind, id: string): Promise<Response | null> {
  const result = await getTargetPage({ kind, id });
  if (!result || !('page' in result)) return null;
  const { page } = result;
  const picture = await loadSharePicture(page.shareCard.picture, SHARE_IMAGE_SIZE.width, SHARE_IMAGE_SIZE.height);
  return renderShareImage(
    {
      siteName: env.siteName,
      kicker: page.shareCard.kicker,
      title: page.title,
      picture,
      targetFundCents: page.giving.totals.goalCents,
      amountRaisedCents: page.giving.totals.raisedCents,
      showTotals: page.giving.showTotals,
    },
    // Crawlers fetch it rarely; a minute keeps the progress close to the page's.
    { headers: { 'Cache-Control': 'public, max-age=60, stale-while-revalidate=600' } },
  );
}

/** The exports of a target route's opengraph-image file (its twitter-image file re-exports them). */
export function shareImageRoute(kind: TargetKind, param: string) {
  return {
    alt: SHARE_IMAGE_ALT[kind],
    size: SHARE_IMAGE_SIZE,
    contentType: 'image/png',
    async Image({ params }: { params: Promise<Record<string, string>> }) {
      return (await targetShareImage(kind, (await params)[param])) ?? notFound();
    },
  };
}
