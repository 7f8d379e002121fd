import type { Metadata } from 'next';
import { requirePageUser } from '@/lib/auth';
import { organizerAddDonationPath } from '@/lib/shared/paths';
import type { PageSearchParams } from '@/lib/shared/redirect-path';
import { OrganizerOfflineDonation } from './organizer-offline-donation';

// /organizer-add-donation[?event={id}]: the organizer's offline donation page. The organizer
// picks one of their events or fundraisers, then a team and an individual campaign under it.

export const metadata: Metadata = { title: 'Add an offline donation', robots: { index: false } };

export default async function OrganizerAddDonationPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const query = await searchParams;
  const user = await requirePageUser(organizerAddDonationPath(), query);
  return <OrganizerOfflineDonation user={user} scope="own" action={organizerAddDonationPath()} query={query} />;
}
