import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { cache } from 'react';
import { CampaignHeader } from '@/components/campaigns/campaign-header';
import { CampaignIntro } from '@/components/campaigns/campaign-intro';
import { DonationList } from '@/components/campaigns/donation-list';
import { OwnerBar } from '@/components/campaigns/owner-bar';
import { ParticipantList } from '@/components/campaigns/participant-list';
import { DescriptionText, isLongText } from '@/components/events/description-text';
import { actionWindow, isRedirected, isWindowOpen, signupRedirect } from '@/components/events/event-actions';
import { EventPageLayout, Panel, StorySection, layoutStyles } from '@/components/events/event-page-layout';
import { EventProgress } from '@/components/events/event-progress';
import { LeaderboardList } from '@/components/events/leaderboard-list';
import { ReadMore } from '@/components/events/read-more';
import { renderedAt } from '@/components/events/rendered-at';
import { SharePanel } from '@/components/events/share-panel';
import { sharingMetadata } from '@/components/events/share-metadata';
import { WindowedAction } from '@/components/events/windowed-action';
import { GIVING_ACTIONS_ID, GivingActions } from '@/components/giving/giving-actions';
import { StickyGivingBar } from '@/components/giving/sticky-giving-bar';
import { LinkButton } from '@/components/ui/link-button';
import { env } from '@/lib/env';
import {
  addDonationPath,
  createIndieCampaignPath,
  donatePath,
  editTeamCampaignPath,
  eventPagePath,
  eventSignupPath,
  fundraiserCampaignPath,
  indieCampaignPath,
  teamCampaignEmbedPath,
  teamCampaignPath,
} from '@/lib/shared/paths';
import { getCachedTeamCampaignPage } from '@/lib/services/campaigns/cached-reads';
import { getCachedGivingSummary } from '@/lib/services/donations/cached-giving-summary';

// /team_campaign/{teamCampaignId}: like /event/{id}, rendered on its first visit, then served from
// the full-route cache until a write under its event expires the event's tag (a donation, a new
// individual campaign, an edit: lib/services/campaigns/cached-reads.ts) or the minute runs out.
// Nothing here reads the request: the owner's controls and the clock are client islands.
export const revalidate = 60;

export function generateStaticParams(): Array<{ teamCampaignId: string }> {
  return []; // None at build time (there is no database then); each campaign on its first visit.
}

type Props = { params: Promise<{ teamCampaignId: string }> };

const loadPage = cache(getCachedTeamCampaignPage);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await loadPage((await params).teamCampaignId);
  if (!page || page.event.eventType !== 'eventDriven') return { title: 'Team campaign not found' };
  const { teamCampaign, event } = page;
  return sharingMetadata(
    {
      title: teamCampaign.title,
      description: teamCampaign.description || `Support ${teamCampaign.title} at ${event.title}.`,
      isHidden: event.isHidden,
    },
    { url: `${env.appUrl}${teamCampaignPath(teamCampaign._id)}`, siteName: env.siteName },
  );
}

export default async function TeamCampaignPage({ params }: Props) {
  const page = await loadPage((await params).teamCampaignId);
  if (!page) notFound();
  const { teamCampaign: team, event, indieCampaigns, donations, participants } = page;
  // A fundraiser's campaigns have their own page (goal date, the fundraiser's donation form).
  if (event.eventType === 'fundraiserDriven') redirect(fundraiserCampaignPath(team._id));

  const now = renderedAt();
  const donation = actionWindow(event, 'donation');
  const registration = actionWindow(event, 'registration');
  const redirectTo = signupRedirect(event);
  const hasSignups = event.eventCategories.length > 0;
  const giving = await getCachedGivingSummary(event._id, { teamCampaignId: team._id });
  const donateHref = donatePath({ event: event._id, team_campaign: team._id });
  const registerHref = eventSignupPath({ event: event._id, team_campaign: team._id });
  const pageUrl = `${env.appUrl}${teamCampaignPath(team._id)}`;

  return (
    <EventPageLayout
      ownerBar={
        <OwnerBar
          actions={[
            { label: 'Edit', href: editTeamCampaignPath(team._id), userIds: [team.creatorId], testId: 'edit-campaign' },
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
          kind="Team campaign"
          parents={[{ label: event.title, href: eventPagePath({ id: event._id, eventType: event.eventType }) }]}
          title={team.title}
        />
      }
      side={
        <Panel label="Give and take part" testId="giving-panel">
          <EventProgress
            amountRaisedCents={team.amountRaisedCents}
            targetFundCents={team.targetFundCents}
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
            {hasSignups ? (
              <WindowedAction
                label="Register"
                closedLabel="Registration is closed"
                href={registerHref}
                activity={registration}
                openAtRender={isWindowOpen(registration, now)}
                redirect={redirectTo}
                redirectAtRender={isRedirected(redirectTo, now)}
                variant="secondary"
                testId="register"
              />
            ) : null}
          </GivingActions>
          <div className={layoutStyles.actions}>
            <LinkButton
              href={createIndieCampaignPath(team._id)}
              variant="secondary"
              block
              prefetch={false}
              data-testid="create-indie"
            >
              Create New Individual Campaign
            </LinkButton>
          </div>
        </Panel>
      }
      share={
        <Panel label="Share" id="share">
          <SharePanel url={pageUrl} title={team.title} embedSrc={`${env.appUrl}${teamCampaignEmbedPath(team._id)}`} />
        </Panel>
      }
    >
      {team.description ? (
        <StorySection id="about" title="About this team">
          <div className={layoutStyles.card}>
            <ReadMore collapsible={isLongText(team.description)}>
              <DescriptionText text={team.description} />
            </ReadMore>
          </div>
        </StorySection>
      ) : null}

      <StorySection id="individuals" title="Individual Leaderboard">
        {indieCampaigns.length > 0 ? (
          <LeaderboardList
            label="Individual campaigns by amount raised"
            entries={indieCampaigns.map((indie) => ({
              id: indie._id,
              title: indie.title,
              href: indieCampaignPath(indie._id),
              picture: indie.picture,
              amountRaisedCents: indie.amountRaisedCents,
              targetFundCents: indie.targetFundCents,
            }))}
          />
        ) : (
          <p className={layoutStyles.emptyNote} data-testid="leaderboard-empty">
            No individual campaigns yet. Start one and raise money for the team!
          </p>
        )}
      </StorySection>

      <StorySection id="donations" title="Latest Donations">
        <DonationList donations={donations} timeZone={event.timeZone} empty="No donations yet. Be the first!" />
      </StorySection>

      <StorySection id="participants" title="Participants">
        <ParticipantList participants={participants} />
      </StorySection>

      <StickyGivingBar
        watchId={GIVING_ACTIONS_ID}
        donate={{ href: donateHref, window: donation, openAtRender: isWindowOpen(donation, now) }}
        register={
          hasSignups
            ? {
                href: registerHref,
                window: registration,
                openAtRender: isWindowOpen(registration, now),
                redirect: redirectTo,
              }
            : null
        }
        share={{ url: pageUrl, title: team.title, targetId: 'share' }}
      />
    </EventPageLayout>
  );
}
