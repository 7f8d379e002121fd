import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { cache } from 'react';
import { CampaignHeader } from '@/components/campaigns/campaign-header';
import { CampaignIntro } from '@/components/campaigns/campaign-intro';
import { DonationList } from '@/components/campaigns/donation-list';
import { GoalDate } from '@/components/campaigns/goal-date';
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
  editFundraiserCampaignPath,
  fundraiserCampaignEmbedPath,
  fundraiserCampaignPath,
  fundraiserDonatePath,
  fundraiserPath,
  indieCampaignPath,
  teamCampaignPath,
} from '@/lib/shared/paths';
import { getCachedEmbedCampaign, getCachedTeamCampaignPage } from '@/lib/services/campaigns/cached-reads';
import { getCachedGivingSummary } from '@/lib/services/donations/cached-giving-summary';

// /fundraiser/campaign/{campaignId}: a fundraiser's team campaign, cached like the other campaign
// pages. The embeds' View link points here for any campaign (the spec), so an event's team or an
// individual campaign is sent on to its own page.
export const revalidate = 60;

export function generateStaticParams(): Array<{ campaignId: string }> {
  return []; // None at build time; each campaign on its first visit.
}

type Props = { params: Promise<{ campaignId: string }> };

const loadPage = cache(getCachedTeamCampaignPage);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await loadPage((await params).campaignId);
  if (!page || page.event.eventType !== 'fundraiserDriven') return { title: 'Campaign not found' };
  const { teamCampaign, event } = page;
  return sharingMetadata(
    {
      title: teamCampaign.title,
      description: teamCampaign.description || `Support ${teamCampaign.title} for ${event.title}.`,
      isHidden: event.isHidden,
    },
    { url: `${env.appUrl}${fundraiserCampaignPath(teamCampaign._id)}`, siteName: env.siteName },
  );
}

export default async function FundraiserCampaignPage({ params }: Props) {
  const { campaignId } = await params;
  const page = await loadPage(campaignId);
  if (!page) {
    const other = await getCachedEmbedCampaign(campaignId);
    if (other?.kind === 'indieCampaign') redirect(indieCampaignPath(other.id));
    notFound();
  }
  const { teamCampaign: team, event, donations } = page;
  if (event.eventType === 'eventDriven') redirect(teamCampaignPath(team._id));

  const now = renderedAt();
  const donation = actionWindow(event, 'donation');
  const giving = await getCachedGivingSummary(event._id, { teamCampaignId: team._id });
  const donateHref = fundraiserDonatePath({ event: event._id, team_campaign: team._id });
  const pageUrl = `${env.appUrl}${fundraiserCampaignPath(team._id)}`;

  return (
    <EventPageLayout
      ownerBar={
        <OwnerBar
          actions={[
            {
              label: 'Edit Campaign',
              href: editFundraiserCampaignPath(team._id),
              userIds: [team.creatorId],
              testId: 'edit-campaign',
            },
            {
              label: 'Add Offline Donation',
              href: addDonationPath({ event: event._id, team_campaign: team._id }),
              userIds: [team.creatorId, event.creatorId],
              testId: 'add-offline-donation',
            },
          ]}
        />
      }
      hero={
        <CampaignHeader
          eventPicture={event.headerPicture ?? event.pictures[0] ?? null}
          campaignPicture={team.picture}
          campaignTitle={team.title}
        />
      }
      intro={
        <CampaignIntro
          kind="Campaign"
          parents={[{ label: event.title, href: fundraiserPath(event._id) }]}
          title={team.title}
        />
      }
      side={
        <Panel label="Give" testId="giving-panel">
          <EventProgress
            amountRaisedCents={team.amountRaisedCents}
            targetFundCents={team.targetFundCents}
            donationCount={giving.donationCount}
          />
          {team.expiration ? <GoalDate expiration={team.expiration} timeZone={event.timeZone} now={now} /> : null}
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
            title={team.title}
            embedSrc={`${env.appUrl}${fundraiserCampaignEmbedPath(team._id)}`}
          />
        </Panel>
      }
    >
      {team.description ? (
        <StorySection id="about" title="About this campaign">
          <div className={layoutStyles.card}>
            <ReadMore collapsible={isLongText(team.description)}>
              <DescriptionText text={team.description} />
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
        share={{ url: pageUrl, title: team.title, targetId: 'share' }}
      />
    </EventPageLayout>
  );
}
