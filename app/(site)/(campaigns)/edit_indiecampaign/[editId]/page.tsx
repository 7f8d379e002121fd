import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { CampaignForm } from '@/components/campaigns/forms/campaign-form';
import { toCampaignFormValues } from '@/components/campaigns/forms/campaign-form-values';
import { EventFormPage } from '@/components/events/forms/event-form-page';
import { LinkButton } from '@/components/ui/link-button';
import { requirePageUser } from '@/lib/auth';
import {
  addDonationPath,
  editIndieCampaignPath,
  eventPagePath,
  fundraiserCampaignPath,
  indieCampaignPath,
  teamCampaignPath,
} from '@/lib/shared/paths';
import type { PageSearchParams } from '@/lib/shared/redirect-path';
import { getIndieCampaignForEditing } from '@/lib/services/campaigns/get-campaign-for-editing';

// /edit_indiecampaign/{editId}: its creator only; anyone else is sent to the campaign's page.
// Deleting leads to its team's page (its event's when it has no team).

export const metadata: Metadata = { title: 'Edit individual campaign', robots: { index: false } };

type Props = { params: Promise<{ editId: string }>; searchParams: Promise<PageSearchParams> };

export default async function EditIndieCampaignPage({ params, searchParams }: Props) {
  const { editId } = await params;
  const user = await requirePageUser(editIndieCampaignPath(editId), await searchParams);
  const found = await getIndieCampaignForEditing({ user, id: editId });
  if (!found) notFound();
  if (found.access === 'other') redirect(indieCampaignPath(editId));
  const { campaign, event, team } = found;
  const teamPage = team
    ? event.eventType === 'fundraiserDriven'
      ? fundraiserCampaignPath(team.id)
      : teamCampaignPath(team.id)
    : eventPagePath(event);
  return (
    <EventFormPage title="Edit individual campaign" lead={`${campaign.title}, for ${team?.title ?? event.title}`}>
      <CampaignForm
        kind="indie"
        parentId={team?.id ?? event.id}
        campaignId={campaign.id}
        initialValues={toCampaignFormValues(campaign, event.timeZone)}
        timeZone={event.timeZone}
        afterDeletePath={teamPage}
        extraActions={
          event.allowUnconfirmedOfflineDonations ? (
            <LinkButton
              href={addDonationPath({ event: event.id, team_campaign: team?.id, indie_campaign: campaign.id })}
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
