import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { requirePageUser } from '@/lib/auth';
import { adminAddDonationPath, homePath } from '@/lib/shared/paths';
import type { PageSearchParams } from '@/lib/shared/redirect-path';
import { isAdmin } from '@/lib/services/accounts/is-admin';
import { OrganizerOfflineDonation } from '../organizer-offline-donation';

// /organizer-add-donation/admin[?event={id}]: the admin variant (spec §2), for the accounts of
// ADMIN_EMAILS (CONTRACT §1): any event or fundraiser, hidden ones included. Others go to /.

export const metadata: Metadata = { title: 'Add an offline donation (admin)', robots: { index: false } };

export default async function AdminAddDonationPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const query = await searchParams;
  const user = await requirePageUser(adminAddDonationPath(), query);
  if (!isAdmin(user)) redirect(homePath());
  return <OrganizerOfflineDonation user={user} scope="all" action={adminAddDonationPath()} query={query} />;
}
