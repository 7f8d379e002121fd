import type { Metadata } from 'next';
import { connection } from 'next/server';
import { FundraiserCard } from '@/components/events/fundraiser-card';
import { CardGrid, EmptyState, ListPage } from '@/components/events/list-page';
import { LinkButton } from '@/components/ui/link-button';
import { env } from '@/lib/env';
import { getCachedEventList } from '@/lib/services/events/cached-reads';
import { eventListPath } from '@/lib/shared/paths';

export const metadata: Metadata = {
  title: 'Fundraisers',
  description: 'Fundraisers you can give to today, with their progress toward the goal.',
  alternates: { canonical: `${env.appUrl}/fundraiser_list` },
};

// /fundraiser_list: visible fundraisers, newest first, from the data cache (see /event_list).
export default async function FundraiserListPage() {
  await connection();
  const fundraisers = await getCachedEventList('fundraiserDriven');
  return (
    <ListPage
      eyebrow="Fundraisers"
      title="Fundraisers"
      lead="Give to a cause, or start a campaign of your own under one."
    >
      {fundraisers.length > 0 ? (
        <CardGrid>
          {fundraisers.map((fundraiser) => (
            <li key={fundraiser.id}>
              <FundraiserCard {...fundraiser} />
            </li>
          ))}
        </CardGrid>
      ) : (
        <EmptyState
          title="No fundraisers yet"
          action={
            <LinkButton href={eventListPath()} variant="secondary">
              Browse events
            </LinkButton>
          }
        >
          New fundraisers appear here as soon as organizers publish them.
        </EmptyState>
      )}
    </ListPage>
  );
}
