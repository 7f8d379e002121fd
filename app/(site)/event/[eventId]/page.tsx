import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, permanentRedirect } from 'next/navigation';
import { cache } from 'react';
import { OwnerBar } from '@/components/campaigns/owner-bar';
import { CategoryList } from '@/components/events/category-list';
import { Countdown } from '@/components/events/countdown';
import { DescriptionText, isLongText } from '@/components/events/description-text';
import { actionWindow, isRedirected, isWindowOpen, signupRedirect } from '@/components/events/event-actions';
import { formatEventDate, formatEventTime } from '@/components/events/event-date';
import { EventFacts, type EventFact } from '@/components/events/event-facts';
import { EventHeader } from '@/components/events/event-header';
import {
  EventPageIntro,
  EventPageLayout,
  Panel,
  StorySection,
  layoutStyles,
} from '@/components/events/event-page-layout';
import { EventProgress } from '@/components/events/event-progress';
import { galleryItems } from '@/components/events/gallery-items';
import { LiveEventMoment } from '@/components/events/live-event-moment';
import { LeaderboardList } from '@/components/events/leaderboard-list';
import { MediaGallery } from '@/components/events/media-gallery';
import { ReadMore } from '@/components/events/read-more';
import { renderedAt } from '@/components/events/rendered-at';
import { SharePanel } from '@/components/events/share-panel';
import { SponsorList } from '@/components/events/sponsor-list';
import { sharingMetadata } from '@/components/events/share-metadata';
import { WindowedAction } from '@/components/events/windowed-action';
import { GIVING_ACTIONS_ID, GivingActions } from '@/components/giving/giving-actions';
import { LatestGifts } from '@/components/giving/latest-gifts';
import { StickyGivingBar } from '@/components/giving/sticky-giving-bar';
import { LinkButton } from '@/components/ui/link-button';
import { env } from '@/lib/env';
import {
  addDonationPath,
  createEventPath,
  createTeamCampaignPath,
  donatePath,
  eventPath,
  eventSignupPath,
  fundraiserEmbedPath,
  fundraiserPath,
  teamCampaignPath,
  waiverPath,
} from '@/lib/shared/paths';
import { getCachedGivingSummary } from '@/lib/services/donations/cached-giving-summary';
import { getCachedEventPage } from '@/lib/services/events/cached-reads';

// /event/{eventId}: rendered on its first visit, then served from the full-route cache until a
// write expires its tag (lib/services/events/cache-tags.ts) or the minute below runs out.
// Nothing here reads the request: what differs per visitor (Edit for the creator, the clock)
// lives in small client islands.
export const revalidate = 60;

export function generateStaticParams(): Array<{ eventId: string }> {
  return []; // None at build time (there is no database then); each event on its first visit.
}

type Props = { params: Promise<{ eventId: string }> };

// One read per render, shared by the metadata and the page.
const loadPage = cache(getCachedEventPage);

const eventUrl = (id: string) => `${env.appUrl}${eventPath(id)}`;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await loadPage((await params).eventId);
  if (!page || page.event.eventType !== 'eventDriven') return { title: 'Event not found' };
  return sharingMetadata(page.event, { url: eventUrl(page.event._id), siteName: env.siteName });
}

export default async function EventPage({ params }: Props) {
  const page = await loadPage((await params).eventId);
  if (!page) notFound();
  const { event, teamCampaigns, organizer } = page;
  if (event.eventType === 'fundraiserDriven') permanentRedirect(fundraiserPath(event._id));

  const id = event._id;
  const now = renderedAt();
  const hidden = new Set(event.hiddenViews);
  const facts: EventFact[] = [];
  if (event.dateTime && !hidden.has('date'))
    facts.push({ key: 'date', label: 'Date', value: formatEventDate(event.dateTime, event.timeZone) });
  if (event.dateTime && !hidden.has('time'))
    facts.push({ key: 'time', label: 'Time', value: formatEventTime(event.dateTime, event.timeZone) });
  if (event.location && !hidden.has('location'))
    facts.push({ key: 'location', label: 'Location', value: event.location });

  const donation = actionWindow(event, 'donation');
  const registration = actionWindow(event, 'registration');
  const redirect = signupRedirect(event);
  const showCountdown =
    event.countdown && !hidden.has('countdown') && event.dateTime !== null && Date.parse(event.dateTime) > now;
  const gallery = galleryItems(event);
  const giving = await getCachedGivingSummary(event._id);
  const donateHref = donatePath({ event: id });
  const registerHref = eventSignupPath({ event: id });

  return (
    <EventPageLayout
      ownerBar={
        <OwnerBar
          actions={[
            { label: 'Edit Event', href: createEventPath(event._id), userIds: [event.creatorId], testId: 'edit-event' },
            { label: 'Add Offline Donation', href: addDonationPath({ event: event._id }), userIds: [event.creatorId] },
          ]}
        />
      }
      hero={
        <EventHeader
          picture={event.headerPicture ?? event.pictures[0] ?? null}
          overlay={event.headerOverlay}
          title={event.title}
        />
      }
      intro={<EventPageIntro noun="Event" organizer={organizer} title={event.title} />}
      details={facts.length > 0 ? <EventFacts facts={facts} /> : null}
      side={
        <Panel label="Give and take part" testId="giving-panel">
          {event.showTotalDonations ? (
            <EventProgress
              amountRaisedCents={event.amountRaisedCents}
              targetFundCents={event.targetFundCents}
              donationCount={giving.donationCount}
            />
          ) : null}
          <GivingActions>
            <WindowedAction
              label="Donate"
              closedLabel="Donations are closed"
              href={donateHref}
              activity={donation}
              openAtRender={isWindowOpen(donation, now)}
              testId="donate"
            />
            <WindowedAction
              label="Register"
              closedLabel="Registration is closed"
              href={registerHref}
              activity={registration}
              openAtRender={isWindowOpen(registration, now)}
              redirect={redirect}
              redirectAtRender={isRedirected(redirect, now)}
              variant="secondary"
              testId="register"
            />
          </GivingActions>
          {event.showTotalDonations ? (
            <LatestGifts
              gifts={giving.latest}
              donationCount={giving.donationCount}
              now={now}
              open={isWindowOpen(donation, now)}
            />
          ) : null}
          {showCountdown && event.dateTime ? <Countdown target={event.dateTime} /> : null}
          <div className={layoutStyles.actions}>
            {event.teamCampaignCreationEnabled ? (
              <LinkButton
                href={createTeamCampaignPath(id)}
                variant="secondary"
                block
                prefetch={false}
                data-testid="create-team"
              >
                Create New Team Campaign
              </LinkButton>
            ) : null}
          </div>
        </Panel>
      }
      share={
        <Panel label="Share" id="share">
          <SharePanel
            url={eventUrl(event._id)}
            title={event.title}
            embedSrc={`${env.appUrl}${fundraiserEmbedPath(id)}`}
          />
          <LiveEventMoment
            eventId={event._id}
            noun="event"
            url={eventUrl(event._id)}
            title={event.title}
            embedSrc={`${env.appUrl}/embed/fundraiser?fundraiser-id=${id}`}
            isHidden={event.isHidden}
          />
        </Panel>
      }
    >
      <StorySection id="about" title="About this event">
        <div className={layoutStyles.card}>
          <ReadMore collapsible={isLongText(event.description)}>
            <DescriptionText text={event.description} />
          </ReadMore>
        </div>
      </StorySection>

      {gallery.length > 0 ? (
        <StorySection id="gallery" title="Photos and videos">
          <MediaGallery items={gallery} autoplay={event.autoScrollMedia} label={`${event.title}: photos and videos`} />
        </StorySection>
      ) : null}

      {event.otherDescriptions.map((extra, index) => (
        <StorySection key={index} id={`more-${index + 1}`} title={extra.title || 'More about this event'}>
          <div className={layoutStyles.card}>
            <ReadMore collapsible={isLongText(extra.text)}>
              <DescriptionText text={extra.text} />
            </ReadMore>
          </div>
        </StorySection>
      ))}

      {event.eventCategories.length > 0 || event.waiver ? (
        <StorySection id="registration" title="Registration">
          {event.eventCategories.length > 0 ? <CategoryList categories={event.eventCategories} /> : null}
          {event.waiver ? (
            <p>
              Taking part means agreeing to the <Link href={waiverPath(id)}>event waiver</Link>.
            </p>
          ) : null}
        </StorySection>
      ) : null}

      {event.sponsors.length > 0 ? (
        <StorySection id="sponsors" title="Sponsors">
          <SponsorList sponsors={event.sponsors} />
        </StorySection>
      ) : null}

      <StorySection id="teams" title="Team Leaderboard">
        {teamCampaigns.length > 0 ? (
          <LeaderboardList
            label="Team campaigns by amount raised"
            entries={teamCampaigns.map((team) => ({
              id: team._id,
              title: team.title,
              href: teamCampaignPath(team._id),
              picture: team.picture,
              amountRaisedCents: team.amountRaisedCents,
              targetFundCents: team.targetFundCents,
            }))}
          />
        ) : (
          <p className={layoutStyles.emptyNote} data-testid="leaderboard-empty">
            No team campaigns yet.
            {event.teamCampaignCreationEnabled ? ' Start one and rally your friends!' : ''}
          </p>
        )}
      </StorySection>

      <StickyGivingBar
        watchId={GIVING_ACTIONS_ID}
        donate={{ href: donateHref, window: donation, openAtRender: isWindowOpen(donation, now) }}
        register={{
          href: registerHref,
          window: registration,
          openAtRender: isWindowOpen(registration, now),
          redirect,
        }}
        share={{ url: eventUrl(event._id), title: event.title, targetId: 'share' }}
      />
    </EventPageLayout>
  );
}
