import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { CampaignEmbedCard } from '@/components/embed/campaign-embed-card';
import { renderedAt } from '@/components/events/rendered-at';
import { summarize } from '@/components/events/share-metadata';
import { env } from '@/lib/env';
import { actionWindow, isWindowOpen } from '@/lib/rules/action-window';
import { fundraiserCampaignPath, indieCampaignPath, teamCampaignPath } from '@/lib/shared/paths';
import { getCachedEmbedCampaign } from '@/lib/services/campaigns/cached-reads';
import type { EmbedCard } from '@/lib/services/campaigns/get-embed-campaign';

// Shared by /embed/team_campaign/{id}, /embed/indie_campaign/{id} and /embed/fundraiser/campaign/{id}:
// all three show the same card and look for a team campaign first, then an individual one. Each
// route is cached like the campaign pages (its entry carries its event's tag), and has no client
// component of ours: the card is plain HTML and CSS.

export type CampaignEmbedProps = { params: Promise<{ campaignId: string }> };

// One read per render, shared by the metadata and the page.
const loadCampaign = cache(getCachedEmbedCampaign);

/** Title, description, and the campaign's own page as canonical (see app/embed/layout.tsx). */
export function embedMetadata(card: EmbedCard | null, pagePath: (card: EmbedCard) => string): Metadata {
  if (!card) return { title: 'Campaign not found' };
  return {
    title: card.title,
    description: summarize(card.description) || `Support ${card.title}.`,
    alternates: { canonical: `${env.appUrl}${pagePath(card)}` },
  };
}

/** A campaign's own page: its team or individual campaign page (a fundraiser's campaigns have their own). */
const campaignPagePath = (card: EmbedCard) =>
  card.kind === 'indieCampaign'
    ? indieCampaignPath(card.id)
    : card.event.eventType === 'fundraiserDriven'
      ? fundraiserCampaignPath(card.id)
      : teamCampaignPath(card.id);

export async function campaignEmbedMetadata({ params }: CampaignEmbedProps): Promise<Metadata> {
  return embedMetadata(await loadCampaign((await params).campaignId), campaignPagePath);
}

/**
 * The card of an embed page (a campaign's, a fundraiser's): its figures, where its link leads, and
 * Donate on the link while giving is open as the page renders (lib/rules/activity).
 */
export function EmbedCardOf({ card, href }: { card: EmbedCard; href: string }) {
  return (
    <CampaignEmbedCard
      {...card}
      href={href}
      givingOpen={isWindowOpen(actionWindow(card.event, 'donation'), renderedAt())}
    />
  );
}

export async function CampaignEmbed({ params }: CampaignEmbedProps) {
  const campaign = await loadCampaign((await params).campaignId);
  if (!campaign) notFound();
  return <EmbedCardOf card={campaign} href={fundraiserCampaignPath(campaign.id)} />;
}
