import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { OfflineDonationPage } from '@/components/giving/offline-donation-page';
import { requirePageUser } from '@/lib/auth';
import { addDonationPath, eventListPath } from '@/lib/shared/paths';
import type { PageSearchParams } from '@/lib/shared/redirect-path';
import { getOfflineDonationForm } from '@/lib/services/donations/get-offline-donation-form';

// /add_donation?event|team_campaign|indie_campaign={id}: an offline gift (check, cash) for one
// target. No target: /event_list. Only the creator of the target or of its event, or an admin,
// gets the form; anyone else is sent to the target's page (spec §6). The API checks again.

export const metadata: Metadata = { title: 'Add an offline donation', robots: { index: false } };

type Props = { searchParams: Promise<PageSearchParams> };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim() || null;

export default async function AddDonationPage({ searchParams }: Props) {
  const query = await searchParams;
  const user = await requirePageUser(addDonationPath({}), query);
  // One target: the most specific parameter given.
  const indieCampaignId = first(query.indie_campaign);
  const teamCampaignId = indieCampaignId ? null : first(query.team_campaign);
  const eventId = indieCampaignId || teamCampaignId ? null : first(query.event);
  if (!indieCampaignId && !teamCampaignId && !eventId) redirect(eventListPath());

  const found = await getOfflineDonationForm({ user, ids: { eventId, teamCampaignId, indieCampaignId } });
  if (found.status === 'not-found') notFound();
  if (found.status === 'forbidden') redirect(found.path);
  return <OfflineDonationPage form={found.form} />;
}
