import type { Metadata } from 'next';
import { notFound, permanentRedirect, redirect } from 'next/navigation';
import { cache } from 'react';
import { renderedAt } from '@/components/events/rendered-at';
import { SHARE_IMAGE_SIZE } from '@/components/events/share-image';
import { sharingMetadata } from '@/components/events/share-metadata';
import { TargetPageView, type TargetParts } from '@/components/targets/target-page';
import { env } from '@/lib/env';
import type { TargetKind } from '@/lib/shared/target-page';
import { getTargetPage } from '@/lib/services/targets/get-target-page';
import { SHARE_IMAGE_ALT } from './target-share-image';

// The five public target pages (/event/{id}, /fundraiser?fundraiser-id={id}, /team_campaign/{id},
// /indie_campaign/{id}, /fundraiser/campaign/{id}) are one page: each route file names its kind
// and its parameter, and keeps its own `revalidate` (Next.js reads it from the file). They are
// incremental static pages: rendered on their first visit, then served from the full-route cache
// until a write expires their event's tag (lib/services/events/cache-tags.ts) or the minute runs
// out. Nothing here reads the request: what differs per visitor (the owner's tools, the clock)
// lives in small client islands. Unknown ids answer 404, and ids that cannot be ids never reach
// the database (the cached reads guard them with isPlausibleId).

const NOT_FOUND_TITLE: Record<TargetKind, string> = {
  event: 'Event not found',
  fundraiser: 'Fundraiser not found',
  teamCampaign: 'Team campaign not found',
  indieCampaign: 'Individual campaign not found',
  fundraiserCampaign: 'Campaign not found',
};

type Props = { params: Promise<Record<string, string>> };

// One read per render, shared by the metadata and the page.
const loadTarget = cache((kind: TargetKind, id: string) => getTargetPage({ kind, id }));

/**
 * The `generateMetadata` and page of a target's route; `param` is the route's id segment, `parts`
 * what only its kind shows (components/targets/event-parts.tsx, fundraiser-parts.tsx).
 */
export function targetRoute(kind: TargetKind, param: string, parts?: TargetParts) {
  const load = async ({ params }: Props) => loadTarget(kind, (await params)[param]);
  return {
    async generateMetadata(props: Props): Promise<Metadata> {
      const result = await load(props);
      if (!result || !('page' in result)) return { title: NOT_FOUND_TITLE[kind] };
      const { page } = result;
      const image = page.meta.image
        ? { url: page.meta.image, ...SHARE_IMAGE_SIZE, alt: SHARE_IMAGE_ALT[kind], type: 'image/png' }
        : undefined;
      return sharingMetadata(
        { title: page.title, description: page.meta.description, isHidden: page.meta.isHidden },
        { url: page.url, siteName: env.siteName, image },
      );
    },
    async Page(props: Props) {
      const result = await load(props);
      if (!result) notFound();
      if ('redirect' in result) {
        if (result.permanent) permanentRedirect(result.redirect);
        redirect(result.redirect);
      }
      return <TargetPageView page={result.page} now={renderedAt()} parts={parts} />;
    },
  };
}

/** A route file's `generateStaticParams`: none at build time (there is no database then); each page on its first visit. */
export const noStaticParams = (): Array<Record<string, string>> => [];
