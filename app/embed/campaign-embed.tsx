import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { CampaignEmbedCard } from '@/components/embed/campaign-embed-card';
import { getEmbedCampaign } from '@/lib/services/campaigns/get-embed-campaign';
import { fundraiserCampaignPath } from '@/lib/shared/paths';

// Shared by /embed/team_campaign/{id}, /embed/indie_campaign/{id} and /embed/fundraiser/campaign/{id}:
// all three show the same card and look for a team campaign first, then an individual one.

export type CampaignEmbedProps = { params: Promise<{ campaignId: string }> };

// One database read per request, shared by the metadata and the page.
const loadCampaign = cache(getEmbedCampaign);

export async function campaignEmbedMetadata({ params }: CampaignEmbedProps): Promise<Metadata> {
  const campaign = await loadCampaign((await params).campaignId);
  return { title: campaign?.title ?? 'Campaign not found' };
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
    />
  );
}
