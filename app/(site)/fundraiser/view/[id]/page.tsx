import type { Metadata } from 'next';
import Image from 'next/image';
import { notFound, permanentRedirect } from 'next/navigation';
import { cache } from 'react';
import { OwnerBar } from '@/components/campaigns/owner-bar';
import { CampaignLeaderboard } from '@/components/events/campaign-leaderboard';
import { DescriptionText, isLongText } from '@/components/events/description-text';
import { actionWindow, isWindowOpen } from '@/components/events/event-actions';
import { EventHeader } from '@/components/events/event-header';
import {
  EventPageIntro,
  EventPageLayout,
  Panel,
  StorySection,
  layoutStyles,
} from '@/components/events/event-page-layout';
import { EventProgress } from '@/components/events/event-progress';
import { FundraiserTabs } from '@/components/events/fundraiser-tabs';
import { galleryItems } from '@/components/events/gallery-items';
import { LiveEventMoment } from '@/components/events/live-event-moment';
import { MediaGallery } from '@/components/events/media-gallery';
import { ReadMore } from '@/components/events/read-more';
import { renderedAt } from '@/components/events/rendered-at';
import { SharePanel } from '@/components/events/share-panel';
import { sharingMetadata } from '@/components/events/share-metadata';
import { WindowedAction } from '@/components/events/windowed-action';
import { GIVING_ACTIONS_ID, GivingActions } from '@/components/giving/giving-actions';
import { LatestGifts } from '@/components/giving/latest-gifts';
import { StickyGivingBar } from '@/components/giving/sticky-giving-bar';
import { LinkButton } from '@/components/ui/link-button';
import { env } from '@/lib/env';
import {
  addDonationPath,
  createFundraiserCampaignPath,
  editFundraiserPath,
  eventPath,
  fundraiserCampaignPath,
  fundraiserDonatePath,
  fundraiserEmbedPath,
  fundraiserPath,
  fundraiserShareImagePath,
} from '@/lib/shared/paths';
import { getCachedGivingSummary } from '@/lib/services/donations/cached-giving-summary';
import { getCachedEventPage } from '@/lib/services/events/cached-reads';
import styles from './page.module.css';

// /fundraiser?fundraiser-id={id}, served here through the rewrite in next.config.js (a query
// string would make the page render per visit). Like /event/{id}: rendered on its first visit,
// then served from the full-route cache until a write expires its tags (the event's, or its
// organizer's) or the minute below runs out. Nothing here reads the request: the creator's Edit
// button and the clock are client islands. Every address it shows is the public one.
export const revalidate = 60;

export function generateStaticParams(): Array<{ id: string }> {
  return []; // None at build time (there is no database then); each fundraiser on its first visit.
}

type Props = { params: Promise<{ id: string }> };

// One read per render, shared by the metadata and the page.
const loadPage = cache(getCachedEventPage);

const fundraiserUrl = (id: string) => `${env.appUrl}${fundraiserPath(id)}`;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await loadPage((await params).id);
  if (!page || page.event.eventType !== 'fundraiserDriven') return { title: 'Fundraiser not found' };
  const { event } = page;
  const image = {
    url: `${env.appUrl}${fundraiserShareImagePath(event._id)}`,
    width: 1200,
    height: 630,
    alt: 'The fundraiser’s picture, title and progress toward its goal',
    type: 'image/png',
  };
  return sharingMetadata(event, { url: fundraiserUrl(event._id), siteName: env.siteName, image });
}

export default async function FundraiserPage({ params }: Props) {
  const page = await loadPage((await params).id);
  if (!page) notFound();
  const { event, teamCampaigns, organizer } = page;
  if (event.eventType === 'eventDriven') permanentRedirect(eventPath(event._id));

  const id = event._id;
  const now = renderedAt();
  const donation = actionWindow(event, 'donation');
  const gallery = galleryItems(event);
  const giving = await getCachedGivingSummary(event._id);
  const donateHref = fundraiserDonatePath({ event: id });

  const details = (
    <>
      {gallery.length > 0 ? (
        <MediaGallery items={gallery} autoplay={event.autoScrollMedia} label={`${event.title}: photos and videos`} />
      ) : null}
      <div className={layoutStyles.card}>
        <ReadMore collapsible={isLongText(event.description)}>
          <DescriptionText text={event.description} />
        </ReadMore>
      </div>
      {event.otherDescriptions.map((extra, index) => (
        <section key={index} className={styles.extra} aria-labelledby={`more-${index + 1}`}>
          <h2 id={`more-${index + 1}`} className={styles.extraTitle}>
            {extra.title || 'More about this fundraiser'}
          </h2>
          <div className={layoutStyles.card}>
            <ReadMore collapsible={isLongText(extra.text)}>
              <DescriptionText text={extra.text} />
            </ReadMore>
          </div>
        </section>
      ))}
    </>
  );

  const about = (
    <div className={`${layoutStyles.card} ${styles.organizer}`} data-testid="organizer">
      {organizer.logo ? (
        <span className={styles.logo}>
          <Image src={organizer.logo} alt={`${organizer.name} logo`} fill sizes="96px" className={styles.logoImage} />
        </span>
      ) : null}
      <div>
        <h2 className={styles.organizerName}>{organizer.name || 'The organizer'}</h2>
        {organizer.about ? (
          <DescriptionText text={organizer.about} />
        ) : (
          <p className={styles.muted}>This organizer has not written about themselves yet.</p>
        )}
      </div>
    </div>
  );

  return (
    <EventPageLayout
      ownerBar={
        <OwnerBar
          actions={[
            {
              label: 'Edit Event',
              href: editFundraiserPath(event._id),
              userIds: [event.creatorId],
              testId: 'edit-event',
            },
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
      intro={<EventPageIntro noun="Fundraiser" organizer={organizer} title={event.title} />}
      side={
        <Panel label="Give" testId="giving-panel">
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
          </GivingActions>
          {event.showTotalDonations ? (
            <LatestGifts
              gifts={giving.latest}
              donationCount={giving.donationCount}
              now={now}
              open={isWindowOpen(donation, now)}
            />
          ) : null}
          <div className={layoutStyles.actions}>
            {event.teamCampaignCreationEnabled ? (
              <LinkButton
                href={createFundraiserCampaignPath(id)}
                variant="secondary"
                block
                prefetch={false}
                data-testid="create-campaign"
              >
                Create Campaign
              </LinkButton>
            ) : null}
          </div>
        </Panel>
      }
      share={
        <Panel label="Share" id="share">
          <SharePanel
            url={fundraiserUrl(event._id)}
            title={event.title}
            embedSrc={`${env.appUrl}${fundraiserEmbedPath(id)}`}
          />
          <LiveEventMoment
            eventId={event._id}
            noun="fundraiser"
            url={fundraiserUrl(event._id)}
            title={event.title}
            embedSrc={`${env.appUrl}/embed/fundraiser?fundraiser-id=${id}`}
            isHidden={event.isHidden}
          />
        </Panel>
      }
    >
      <FundraiserTabs
        label="About this fundraiser"
        tabs={[
          { id: 'details', label: 'Details', content: details },
          { id: 'organizer', label: 'About Organizer', content: about },
        ]}
      />
      <StorySection id="campaigns" title="Campaign Leaderboard">
        <CampaignLeaderboard
          now={new Date(now).toISOString()}
          campaigns={teamCampaigns.map((campaign) => ({
            id: campaign._id,
            title: campaign.title,
            href: fundraiserCampaignPath(campaign._id),
            picture: campaign.picture,
            amountRaisedCents: campaign.amountRaisedCents,
            targetFundCents: campaign.targetFundCents,
            expiration: campaign.expiration,
          }))}
        />
      </StorySection>

      <StickyGivingBar
        watchId={GIVING_ACTIONS_ID}
        donate={{ href: donateHref, window: donation, openAtRender: isWindowOpen(donation, now) }}
        share={{ url: fundraiserUrl(event._id), title: event.title, targetId: 'share' }}
      />
    </EventPageLayout>
  );
}
