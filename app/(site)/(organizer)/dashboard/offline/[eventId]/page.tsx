import type { Metadata } from 'next';
import Link from 'next/link';
import styles from '@/components/dashboard/dashboard.module.css';
import { EventSubpage, NoRows } from '@/components/dashboard/event-subpage';
import type { CampaignChoice } from '@/components/dashboard/offline-gifts/edit-offline-gift-dialog';
import { OfflineGiftList } from '@/components/dashboard/offline-gifts/offline-gift-list';
import { LinkButton } from '@/components/ui/link-button';
import { requirePageUser } from '@/lib/auth';
import { addDonationPath, batchEntryPath, eventPagePath, offlineGiftsPath } from '@/lib/shared/paths';
import type { PageSearchParams } from '@/lib/shared/redirect-path';
import { getOfflineGiftsPage } from '@/lib/services/donations/list-offline-donations';
import { offlineGiftsPage } from '../../creator-list';

// /dashboard/offline/{eventId}: every offline gift of an event, newest first, with what was done
// to each: confirm or reject the ones campaign creators entered, edit or void any that counts
// (issue 21 item 15). The event's creator and the admins; anyone else goes to the public page.

export const metadata: Metadata = { title: 'Offline gifts', robots: { index: false } };

type Props = { params: Promise<{ eventId: string }>; searchParams: Promise<PageSearchParams> };

export default async function OfflineGiftsPage({ params, searchParams }: Props) {
  const { eventId } = await params;
  const user = await requirePageUser(offlineGiftsPath(eventId), await searchParams);
  const { event, campaigns, gifts, total } = await offlineGiftsPage(getOfflineGiftsPage({ user, eventId }));

  const teamTitle = new Map(campaigns.teams.map((team) => [team.id, team.title]));
  const choices: CampaignChoice[] = [
    ...campaigns.teams.map((team) => ({ id: team.id, label: `Team: ${team.title}` })),
    ...campaigns.indies.map((indie) => ({
      id: indie.id,
      label: `Individual: ${indie.title}${indie.teamCampaignId ? ` (${teamTitle.get(indie.teamCampaignId)})` : ''}`,
    })),
  ];
  return (
    <EventSubpage
      title="Offline gifts"
      lead={
        <>
          The cash and check gifts of{' '}
          <Link href={eventPagePath(event)} prefetch={false}>
            {event.title}
          </Link>
          , newest first. Confirm or reject what campaign creators entered; edit a gift entered wrongly, or void one
          that should not count (a bounced check). Every change is kept in the gift&apos;s history.
        </>
      }
      actions={
        <div className={styles.create}>
          <LinkButton href={addDonationPath({ event: event.id })} prefetch={false}>
            Add offline gift
          </LinkButton>
          <LinkButton href={batchEntryPath(event.id)} variant="secondary" prefetch={false}>
            Batch entry
          </LinkButton>
        </div>
      }
    >
      {gifts.length === 0 ? (
        <NoRows testId="no-offline-gifts">No offline gifts yet.</NoRows>
      ) : (
        <>
          {total > gifts.length ? (
            <p className={styles.lead}>
              The newest {gifts.length} of {total.toLocaleString('en-US')} are shown; the donations report has them all.
            </p>
          ) : null}
          <OfflineGiftList gifts={gifts} campaigns={choices} testId="offline-gift-list" />
        </>
      )}
    </EventSubpage>
  );
}
