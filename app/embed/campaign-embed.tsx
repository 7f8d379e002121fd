import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { CampaignEmbedCard } from '@/components/embed/campaign-embed-card';
import { actionWindow, isWindowOpen } from '@/components/events/event-actions';
import { renderedAt } from '@/components/events/rendered-at';
import { fundraiserCampaignPath } from '@/lib/shared/paths';
import { getCachedEmbedCampaign } from '@/lib/services/campaigns/cached-reads';
import type { EmbedCard } from '@/lib/services/campaigns/get-embed-campaign';

// Shared by /embed/team_campaign/{id}, /embed/indie_campaign/{id} and /embed/fundraiser/campaign/{id}:
// all three show the same card and look for a team campaign first, then an individual one. Each
// route is cached like the campaign pages (its entry carries its event's tag), and has no client
// component of ours: the card is plain HTML and CSS.

export type CampaignEmbedProps = { params: Promise<{ campaignId: string }> };

// One read per render, shared by the metadata and the page.
const loadCampaign = cache(getCachedEmbedCampaign);

export async function campaignEmbedMetadata({ params }: CampaignEmbedProps): Promise<Metadata> {
  const campaign = await loadCampaign((await params).campaignId);
  return { title: campaign?.title ?? 'Campaign not found' };
}

/** Whether giving is open as the page renders (lib/rules/activity): the card's link then says Donate. */
export function isGivingOpen(card: EmbedCard, now: number): boolean {
  const window = actionWindow({ ...card.event, signupRedirectDate: null, signupRedirectLink: null }, 'donation');
  return isWindowOpen(window, now);
}

export async function CampaignEmbed({ params }: CampaignEmbedProps) {
  const campaign = await loadCampaign((await params).campaignId);
  if (!campaign) notFound();
  return (
    <CampaignEmbedCard
      title={campaign.title}
      description={campaign.description}
      picture={campaign.picture}
      targetFundCents={campaign.targetFundCents}
      amountRaisedCents={campaign.amountRaisedCents}
      href={fundraiserCampaignPath(campaign.id)}
      givingOpen={isGivingOpen(campaign, renderedAt())}
    />
  );
}
