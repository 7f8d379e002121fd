import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { CampaignForm } from '@/components/campaigns/forms/campaign-form';
import { toCampaignFormValues } from '@/components/campaigns/forms/campaign-form-values';
import { EventFormPage } from '@/components/events/forms/event-form-page';
import { LinkButton } from '@/components/ui/link-button';
import { requirePageUser } from '@/lib/auth';
import {
  addDonationPath,
  editFundraiserCampaignPath,
  editTeamCampaignPath,
  eventPagePath,
  fundraiserCampaignPath,
  teamCampaignPath,
} from '@/lib/shared/paths';
import type { PageSearchParams } from '@/lib/shared/redirect-path';
import { getTeamCampaignForEditing } from '@/lib/services/campaigns/get-campaign-for-editing';

// /edit_teamcampaign/{editId}: its creator only; anyone else is sent to the team's page, and a
// fundraiser's campaign to its own form.

export const metadata: Metadata = { title: 'Edit team campaign', robots: { index: false } };

type Props = { params: Promise<{ editId: string }>; searchParams: Promise<PageSearchParams> };

export default async function EditTeamCampaignPage({ params, searchParams }: Props) {
  const { editId } = await params;
  const user = await requirePageUser(editTeamCampaignPath(editId), await searchParams);
  const found = await getTeamCampaignForEditing({ user, id: editId });
  if (!found) notFound();
  if (found.access === 'other')
    redirect(found.eventType === 'fundraiserDriven' ? fundraiserCampaignPath(editId) : teamCampaignPath(editId));
  const { campaign, event } = found;
  if (event.eventType === 'fundraiserDriven') redirect(editFundraiserCampaignPath(campaign.id));
  return (
    <EventFormPage title="Edit team campaign" lead={`${campaign.title}, for ${event.title}`}>
      <CampaignForm
        kind="team"
        parentId={event.id}
        campaignId={campaign.id}
        initialValues={toCampaignFormValues(campaign, event.timeZone)}
        timeZone={event.timeZone}
        afterDeletePath={eventPagePath(event)}
        extraActions={
          event.allowUnconfirmedOfflineDonations ? (
            <LinkButton
              href={addDonationPath({ event: event.id, team_campaign: campaign.id })}
              variant="secondary"
              prefetch={false}
              data-testid="add-offline-donation"
            >
              Add Offline Donation
            </LinkButton>
          ) : null
        }
      />
    </EventFormPage>
  );
}
