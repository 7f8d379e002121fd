import { EventFormPage } from '@/components/events/forms/event-form-page';
import { LinkButton } from '@/components/ui/link-button';
import type { CampaignFormPage } from '@/lib/shared/campaign-form-page';
import { CampaignClosed } from './campaign-closed';
import { CampaignForm } from './campaign-form';
import { newCampaignFormValues, toCampaignFormValues } from './campaign-form-values';

/** The create or edit page of a team, individual or fundraiser campaign (lib/shared/campaign-form-page.ts). */
export function CampaignFormPageView({ page }: { page: CampaignFormPage }) {
  return (
    <EventFormPage title={page.title} lead={page.lead}>
      {page.closed ? (
        <CampaignClosed eventTitle={page.closed.eventTitle} eventHref={page.closed.eventHref} />
      ) : (
        <CampaignForm
          kind={page.kind}
          parentId={page.parentId}
          campaignId={page.campaign?.id}
          initialValues={
            page.campaign ? toCampaignFormValues(page.campaign, page.timeZone) : newCampaignFormValues(page.defaultGoal)
          }
          timeZone={page.timeZone}
          afterDeletePath={page.afterDeletePath ?? undefined}
          extraActions={
            page.offlineDonationHref ? (
              <LinkButton
                href={page.offlineDonationHref}
                variant="secondary"
                prefetch={false}
                data-testid="add-offline-donation"
              >
                Add Offline Donation
              </LinkButton>
            ) : null
          }
        />
      )}
    </EventFormPage>
  );
}
