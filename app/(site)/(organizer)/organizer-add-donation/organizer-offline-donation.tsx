import Link from 'next/link';
import { EventPicker } from '@/components/giving/event-picker';
import { OfflineDonationPage } from '@/components/giving/offline-donation-page';
import type { CurrentUser } from '@/lib/auth';
import { NO_EVENTS_FOR_OFFLINE_DONATIONS } from '@/lib/rules/messages';
import { createEventPath, createFundraiserPath } from '@/lib/shared/paths';
import type { PageSearchParams } from '@/lib/shared/redirect-path';
import { getOfflineDonationForm, listOfflineDonationEvents } from '@/lib/services/donations/get-offline-donation-form';

/**
 * /organizer-add-donation and its admin variant: pick an event or fundraiser (the user's own,
 * or any for an admin), then the offline donation form for it, with its team and individual
 * campaigns to choose from. An id that is not in the list shows the picker alone.
 */
export async function OrganizerOfflineDonation({
  user,
  scope,
  action,
  query,
}: {
  user: CurrentUser;
  scope: 'own' | 'all';
  action: string;
  query: PageSearchParams;
}) {
  const events = await listOfflineDonationEvents({ user, scope });
  const wanted = Array.isArray(query.event) ? query.event[0] : query.event;
  const selected = events.find((event) => event.id === wanted)?.id ?? null;
  const found = selected ? await getOfflineDonationForm({ user, ids: { eventId: selected } }) : null;
  const title = scope === 'all' ? 'Add an offline donation (admin)' : 'Add an offline donation';

  if (events.length === 0) {
    return (
      <OfflineDonationPage title={title} form={null}>
        <p data-testid="no-events">{NO_EVENTS_FOR_OFFLINE_DONATIONS}</p>
        <p>
          <Link href={createEventPath()}>Create an event</Link> or{' '}
          <Link href={createFundraiserPath()}>a fundraiser</Link> first. Created a team or individual campaign? Open it
          and choose Add Offline Donation.
        </p>
      </OfflineDonationPage>
    );
  }
  return (
    <OfflineDonationPage
      title={title}
      form={found?.status === 'ok' ? found.form : null}
      picker={<EventPicker action={action} events={events} selected={selected} />}
    />
  );
}
