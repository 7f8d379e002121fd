import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { EmbedCardOf, embedMetadata } from '@/app/embed/campaign-embed';
import { eventPagePath } from '@/lib/shared/paths';
import { getCachedEmbedFundraiser } from '@/lib/services/campaigns/cached-reads';

// /embed/fundraiser?fundraiser-id={id}: the embeddable card of a fundraiser, or of an event (the
// embed code of an event page points here too). The query string makes it render per visit, from
// the data cache (tagged with the event).

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const loadFundraiser = cache(getCachedEmbedFundraiser);

async function fundraiserId(searchParams: Props['searchParams']) {
  const value = (await searchParams)['fundraiser-id'];
  return typeof value === 'string' && value !== '' ? value : null;
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const id = await fundraiserId(searchParams);
  const fundraiser = id ? await loadFundraiser(id) : null;
  if (!fundraiser) return { title: 'Fundraiser not found' };
  return embedMetadata(fundraiser, (card) => eventPagePath({ id: card.id, eventType: card.event.eventType }));
}

export default async function FundraiserEmbedPage({ searchParams }: Props) {
  const id = await fundraiserId(searchParams);
  const fundraiser = id ? await loadFundraiser(id) : null;
  if (!fundraiser) notFound();
  return (
    <EmbedCardOf card={fundraiser} href={eventPagePath({ id: fundraiser.id, eventType: fundraiser.event.eventType })} />
  );
}
