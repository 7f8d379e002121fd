import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { CampaignEmbedCard } from '@/components/embed/campaign-embed-card';
import { getEmbedFundraiser } from '@/lib/services/campaigns/get-embed-campaign';
import { fundraiserPath } from '@/lib/shared/paths';

// /embed/fundraiser?fundraiser-id={id}: the embeddable card of a fundraiser.

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const loadFundraiser = cache(getEmbedFundraiser);

async function fundraiserId(searchParams: Props['searchParams']) {
  const value = (await searchParams)['fundraiser-id'];
  return typeof value === 'string' && value !== '' ? value : null;
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const id = await fundraiserId(searchParams);
  const fundraiser = id ? await loadFundraiser(id) : null;
  return { title: fundraiser?.title ?? 'Fundraiser not found' };
}

export default async function FundraiserEmbedPage({ searchParams }: Props) {
  const id = await fundraiserId(searchParams);
  const fundraiser = id ? await loadFundraiser(id) : null;
  if (!fundraiser) notFound();
  return (
    <CampaignEmbedCard
      title={fundraiser.title}
      description={fundraiser.description}
      picture={fundraiser.picture}
      targetFundCents={fundraiser.targetFundCents}
      amountRaisedCents={fundraiser.amountRaisedCents}
      href={fundraiserPath(fundraiser.id)}
    />
  );
}
