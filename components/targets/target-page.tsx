import Link from 'next/link';
import type { ReactNode } from 'react';
import { CampaignHeader } from '@/components/campaigns/campaign-header';
import { CampaignIntro } from '@/components/campaigns/campaign-intro';
import { DonationList } from '@/components/campaigns/donation-list';
import { GoalDate } from '@/components/campaigns/goal-date';
import { OwnerBar } from '@/components/campaigns/owner-bar';
import { ParticipantList } from '@/components/campaigns/participant-list';
import { CategoryList } from '@/components/events/category-list';
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
import { LeaderboardList } from '@/components/events/leaderboard-list';
import { SharePanel, type ShareTarget } from '@/components/events/share-panel';
import { SponsorList } from '@/components/events/sponsor-list';
import { StoryText } from '@/components/events/story-text';
import { WindowedAction } from '@/components/events/windowed-action';
import { GivingActions, SHARE_PANEL_ID } from '@/components/giving/giving-actions';
import { LatestGifts } from '@/components/giving/latest-gifts';
import { StickyGivingBar } from '@/components/giving/sticky-giving-bar';
import { SupporterWall } from '@/components/giving/supporter-wall';
import { LinkButton } from '@/components/ui/link-button';
import { isRedirected, isWindowOpen } from '@/lib/rules/action-window';
import { formatEventDate, formatEventTime } from '@/lib/rules/event-date';
import type { StorySection as Section, TargetPage } from '@/lib/shared/target-page';

/** Whose messages a page's supporter wall shows: an event's (or a fundraiser's), a team's, an individual's. */
const WALL_KIND = {
  event: 'event',
  fundraiser: 'event',
  teamCampaign: 'team',
  fundraiserCampaign: 'team',
  indieCampaign: 'indie',
} as const satisfies Record<TargetPage['kind'], string>;

/** Story sections only some kinds of target have, drawn by their own parts (TargetParts). */
type OwnSection = Extract<Section, { kind: 'gallery' | 'campaigns' | 'fundraiserTabs' }>;

/**
 * What only some kinds of page show, with the client islands it needs: an event's countdown and
 * gallery, the live moment of a new event or fundraiser, a fundraiser's tabs and campaign board.
 * A route hands its kind's parts to the page (components/targets/event-parts.tsx,
 * fundraiser-parts.tsx), so a page's JavaScript holds its own islands only: a campaign page never
 * loads a gallery.
 */
export type TargetParts = {
  countdown?: (target: string) => ReactNode;
  liveMoment?: (moment: NonNullable<TargetPage['liveMoment']>, eventId: string, share: ShareTarget) => ReactNode;
  sections?: { [K in OwnSection['kind']]?: (section: Extract<OwnSection, { kind: K }>, now: number) => ReactNode };
};

/**
 * The public page of any fundraising target (lib/shared/target-page.ts): an event, a fundraiser,
 * a team campaign, an individual campaign or a fundraiser's campaign. A server component; `now`
 * is the moment the (cached) page renders, and the client islands take over with the browser's
 * clock. The islands get only what they render, and the same objects where two show the same
 * thing (the Donate and Register actions, the share target), so the page's data carries them once.
 */
export function TargetPageView({ page, now, parts = {} }: { page: TargetPage; now: number; parts?: TargetParts }) {
  const { giving } = page;
  const share = { url: page.url, title: page.title, embedSrc: page.embedUrl };
  const openAtRender = {
    donate: isWindowOpen(giving.donate.window, now),
    register: giving.register ? isWindowOpen(giving.register.window, now) : false,
  };
  const facts = page.schedule ? scheduleFacts(page.schedule) : [];
  return (
    <EventPageLayout
      ownerBar={<OwnerBar actions={page.owner} />}
      hero={
        page.header.kind === 'event' ? (
          <EventHeader picture={page.header.picture} overlay={page.header.overlay} title={page.title} />
        ) : (
          <CampaignHeader
            eventPicture={page.header.eventPicture}
            campaignPicture={page.header.picture}
            campaignTitle={page.title}
          />
        )
      }
      intro={
        page.intro.kind === 'event' ? (
          <EventPageIntro noun={page.intro.noun} organizer={page.intro.organizer} title={page.title} />
        ) : (
          <CampaignIntro kind={page.intro.noun} parents={page.intro.parents} title={page.title} />
        )
      }
      details={facts.length > 0 ? <EventFacts facts={facts} /> : null}
      side={
        <Panel label={giving.label} testId="giving-panel">
          {giving.showTotals ? (
            <EventProgress
              amountRaisedCents={giving.totals.raisedCents}
              targetFundCents={giving.totals.goalCents}
              donationCount={giving.totals.donationCount}
            />
          ) : null}
          {giving.goalDate ? (
            <GoalDate expiration={giving.goalDate.expiration} timeZone={giving.goalDate.timeZone} now={now} />
          ) : null}
          <GivingActions>
            <WindowedAction kind="donate" action={giving.donate} openAtRender={openAtRender.donate} />
            {giving.register ? (
              <WindowedAction
                kind="register"
                action={giving.register}
                openAtRender={openAtRender.register}
                redirectAtRender={isRedirected(giving.register.redirect, now)}
              />
            ) : null}
          </GivingActions>
          {giving.showTotals && giving.latestGifts ? (
            <LatestGifts
              gifts={giving.latestGifts}
              donationCount={giving.totals.donationCount}
              now={now}
              open={openAtRender.donate}
            />
          ) : null}
          {giving.countdown && Date.parse(giving.countdown) > now
            ? part(parts.countdown, 'countdown')(giving.countdown)
            : null}
          {giving.actions ? (
            <div className={layoutStyles.actions}>
              {giving.actions.map((action) => (
                <LinkButton
                  key={action.href}
                  href={action.href}
                  variant="secondary"
                  block
                  prefetch={false}
                  data-testid={action.testId}
                >
                  {action.label}
                </LinkButton>
              ))}
            </div>
          ) : null}
        </Panel>
      }
      share={
        <Panel label="Share" id={SHARE_PANEL_ID}>
          <SharePanel share={share} />
          {page.liveMoment ? part(parts.liveMoment, 'live moment')(page.liveMoment, page.id, share) : null}
        </Panel>
      }
    >
      {page.story.map((section, index) => (
        <StoryPart key={index} section={section} now={now} parts={parts} />
      ))}
      <StorySection id="supporter-wall" title="Words of support">
        <SupporterWall kind={WALL_KIND[page.kind]} id={page.id} />
      </StorySection>
      <StickyGivingBar donate={giving.donate} register={giving.register} openAtRender={openAtRender} share={share} />
    </EventPageLayout>
  );
}

function scheduleFacts(schedule: NonNullable<TargetPage['schedule']>): EventFact[] {
  const facts: EventFact[] = [];
  if (schedule.date)
    facts.push({ key: 'date', label: 'Date', value: formatEventDate(schedule.date, schedule.timeZone) });
  if (schedule.time)
    facts.push({ key: 'time', label: 'Time', value: formatEventTime(schedule.time, schedule.timeZone) });
  if (schedule.location) facts.push({ key: 'location', label: 'Location', value: schedule.location });
  return facts;
}

/** A part the page's data asks for and its route did not hand in is a mistake in the route: say so. */
function part<T>(render: T | undefined, name: string): T {
  if (!render) throw new Error(`This kind of target page has no ${name} part (components/targets/*-parts.tsx).`);
  return render;
}

function StoryPart({ section, now, parts }: { section: Section; now: number; parts: TargetParts }) {
  switch (section.kind) {
    case 'text':
      return (
        <StorySection id={section.id} title={section.title}>
          <div className={layoutStyles.card}>
            <StoryText text={section.text} />
          </div>
        </StorySection>
      );
    case 'gallery':
      return part(parts.sections?.gallery, 'gallery')(section, now);
    case 'registration':
      return (
        <StorySection id="registration" title="Registration">
          {section.categories.length > 0 ? <CategoryList categories={section.categories} /> : null}
          {section.waiverHref ? (
            <p>
              Taking part means agreeing to the <Link href={section.waiverHref}>event waiver</Link>.
            </p>
          ) : null}
        </StorySection>
      );
    case 'sponsors':
      return (
        <StorySection id="sponsors" title="Sponsors">
          <SponsorList sponsors={section.sponsors} />
        </StorySection>
      );
    case 'leaderboard':
      return (
        <StorySection id={section.id} title={section.title}>
          {section.entries.length > 0 ? (
            <LeaderboardList label={section.label} entries={section.entries} />
          ) : (
            <p className={layoutStyles.emptyNote} data-testid="leaderboard-empty">
              {section.empty}
            </p>
          )}
        </StorySection>
      );
    case 'campaigns':
      return part(parts.sections?.campaigns, 'campaign board')(section, now);
    case 'donations':
      return (
        <StorySection id="donations" title="Latest Donations">
          <DonationList
            donations={section.donations}
            timeZone={section.timeZone}
            empty="No donations yet. Be the first!"
          />
        </StorySection>
      );
    case 'participants':
      return (
        <StorySection id="participants" title="Participants">
          <ParticipantList participants={section.participants} />
        </StorySection>
      );
    case 'fundraiserTabs':
      return part(parts.sections?.fundraiserTabs, 'fundraiser tabs')(section, now);
  }
}
