import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { CampaignHeader } from '@/components/campaigns/campaign-header';
import { CampaignIntro, type Crumb } from '@/components/campaigns/campaign-intro';
import { DonationList } from '@/components/campaigns/donation-list';
import { OwnerBar } from '@/components/campaigns/owner-bar';
import { DescriptionText, isLongText } from '@/components/events/description-text';
import { actionWindow, isWindowOpen } from '@/components/events/event-actions';
import { EventPageLayout, Panel, StorySection, layoutStyles } from '@/components/events/event-page-layout';
import { EventProgress } from '@/components/events/event-progress';
import { ReadMore } from '@/components/events/read-more';
import { renderedAt } from '@/components/events/rendered-at';
import { SharePanel } from '@/components/events/share-panel';
import { sharingMetadata } from '@/components/events/share-metadata';
import { WindowedAction } from '@/components/events/windowed-action';
import { GIVING_ACTIONS_ID, GivingActions } from '@/components/giving/giving-actions';
import { StickyGivingBar } from '@/components/giving/sticky-giving-bar';
import { env } from '@/lib/env';
import {
  addDonationPath,
  donatePath,
  editIndieCampaignPath,
  eventPagePath,
  fundraiserCampaignPath,
  fundraiserDonatePath,
  indieCampaignEmbedPath,
  indieCampaignPath,
  teamCampaignPath,
} from '@/lib/shared/paths';
import { getCachedIndieCampaignPage } from '@/lib/services/campaigns/cached-reads';
import { getCachedGivingSummary } from '@/lib/services/donations/cached-giving-summary';

// /indie_campaign/{indieCampaignId}: cached like the team and event pages (see
// app/(site)/team_campaign/[teamCampaignId]/page.tsx); a write under its event expires it.
export const revalidate = 60;

export function generateStaticParams(): Array<{ indieCampaignId: string }> {
  return []; // None at build time; each campaign on its first visit.
}

type Props = { params: Promise<{ indieCampaignId: string }> };

const loadPage = cache(getCachedIndieCampaignPage);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await loadPage((await params).indieCampaignId);
  if (!page) return { title: 'Individual campaign not found' };
  const { indieCampaign: indie, event, teamCampaign: team } = page;
  return sharingMetadata(
    {
      title: indie.title,
      description: indie.description || `Support ${indie.title} at ${team?.title ?? event.title}.`,
      isHidden: event.isHidden,
    },
    { url: `${env.appUrl}${indieCampaignPath(indie._id)}`, siteName: env.siteName },
  );
}

export default async function IndieCampaignPage({ params }: Props) {
  const page = await loadPage((await params).indieCampaignId);
  if (!page) notFound();
  const { indieCampaign: indie, event, teamCampaign: team, donations } = page;
  const isFundraiser = event.eventType === 'fundraiserDriven';

  const now = renderedAt();
  const donation = actionWindow(event, 'donation');
  const parents: Crumb[] = [{ label: event.title, href: eventPagePath({ id: event._id, eventType: event.eventType }) }];
  if (team)
    parents.push({
      label: team.title,
      href: isFundraiser ? fundraiserCampaignPath(team._id) : teamCampaignPath(team._id),
    });
  const giving = await getCachedGivingSummary(event._id, { indieCampaignId: indie._id });
  const pageUrl = `${env.appUrl}${indieCampaignPath(indie._id)}`;
  const donateHref = isFundraiser
    ? fundraiserDonatePath({ event: event._id, team_campaign: team?._id })
    : donatePath({ event: event._id, team_campaign: team?._id, indie_campaign: indie._id });

  return (
    <EventPageLayout
      ownerBar={
        <OwnerBar
          actions={[
            {
              label: 'Edit',
              href: editIndieCampaignPath(indie._id),
              userIds: [indie.creatorId],
              testId: 'edit-campaign',
            },
            {
              label: 'Add Offline Donation',
              href: addDonationPath({ event: event._id, team_campaign: team?._id, indie_campaign: indie._id }),
              userIds: [indie.creatorId, event.creatorId],
              testId: 'add-offline-donation',
            },
          ]}
        />
      }
      hero={
        <CampaignHeader
          eventPicture={event.headerPicture ?? event.pictures[0] ?? null}
          campaignPicture={indie.picture}
          campaignTitle={indie.title}
        />
      }
      intro={<CampaignIntro kind="Individual campaign" parents={parents} title={indie.title} />}
      side={
        <Panel label="Give" testId="giving-panel">
          <EventProgress
            amountRaisedCents={indie.amountRaisedCents}
            targetFundCents={indie.targetFundCents}
            donationCount={giving.donationCount}
          />
          <GivingActions>
            <WindowedAction
              label="Donate"
              closedLabel="Donations are closed"
              href={donateHref}
              activity={donation}
              openAtRender={isWindowOpen(donation, now)}
              testId="donate"
            />
          </GivingActions>
        </Panel>
      }
      share={
        <Panel label="Share" id="share">
          <SharePanel
            url={pageUrl}
            title={indie.title}
            embedSrc={`${env.appUrl}${indieCampaignEmbedPath(indie._id)}`}
          />
        </Panel>
      }
    >
      {indie.description ? (
        <StorySection id="about" title="About this campaign">
          <div className={layoutStyles.card}>
            <ReadMore collapsible={isLongText(indie.description)}>
              <DescriptionText text={indie.description} />
            </ReadMore>
          </div>
        </StorySection>
      ) : null}

      <StorySection id="donations" title="Latest Donations">
        <DonationList donations={donations} timeZone={event.timeZone} empty="No donations yet. Be the first!" />
      </StorySection>

      <StickyGivingBar
        watchId={GIVING_ACTIONS_ID}
        donate={{ href: donateHref, window: donation, openAtRender: isWindowOpen(donation, now) }}
        share={{ url: pageUrl, title: indie.title, targetId: 'share' }}
      />
    </EventPageLayout>
  );
}
