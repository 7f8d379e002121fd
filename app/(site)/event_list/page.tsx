import type { Metadata } from 'next';
import { connection } from 'next/server';
import { EventCard } from '@/components/events/event-card';
import { CardGrid, EmptyState, ListPage } from '@/components/events/list-page';
import { LinkButton } from '@/components/ui/link-button';
import { env } from '@/lib/env';
import { getCachedEventList } from '@/lib/services/events/cached-reads';
import { fundraiserListPath } from '@/lib/shared/paths';

export const metadata: Metadata = {
  title: 'What’s Happening',
  description: 'Runs, walks, swims and galas raising money for causes near you. Find one, give, or sign up.',
  alternates: { canonical: `${env.appUrl}/event_list` },
};

// /event_list: visible events of kind eventDriven, newest first. The list comes from the data
// cache (tag `events`, expired by every write); the route itself renders per request because
// a build has no database to prerender it from.
export default async function EventListPage() {
  await connection();
  const events = await getCachedEventList('eventDriven');
  return (
    <ListPage
      eyebrow="Events"
      title="What's Happening"
      lead="Runs, walks, swims and galas raising money for causes near you."
    >
      {events.length > 0 ? (
        <CardGrid>
          {events.map((event) => (
            <li key={event.id}>
              <EventCard {...event} headingLevel={2} />
            </li>
          ))}
        </CardGrid>
      ) : (
        <EmptyState
          title="No events yet"
          action={
            <LinkButton href={fundraiserListPath()} variant="secondary">
              Browse fundraisers
            </LinkButton>
          }
        >
          New events appear here as soon as organizers publish them.
        </EmptyState>
      )}
    </ListPage>
  );
}
