import 'server-only';
import { env } from '@/lib/env';
import { actionWindow, signupRedirect } from '@/lib/rules/action-window';
import { formatShortEventDate } from '@/lib/rules/event-date';
import {
  addDonationPath,
  createEventPath,
  createFundraiserCampaignPath,
  createIndieCampaignPath,
  createTeamCampaignPath,
  donatePath,
  editFundraiserCampaignPath,
  editFundraiserPath,
  editIndieCampaignPath,
  editTeamCampaignPath,
  eventPagePath,
  eventPath,
  eventSignupPath,
  fundraiserCampaignEmbedPath,
  fundraiserCampaignPath,
  fundraiserDonatePath,
  fundraiserEmbedPath,
  fundraiserPath,
  fundraiserShareImagePath,
  indieCampaignEmbedPath,
  indieCampaignPath,
  teamCampaignEmbedPath,
  teamCampaignPath,
  waiverPath,
} from '@/lib/shared/paths';
import type { Crumb, PublicGift, StorySection, TargetKind, TargetPage } from '@/lib/shared/target-page';
import {
  getCachedEmbedCampaign,
  getCachedIndieCampaignPage,
  getCachedTeamCampaignPage,
} from '@/lib/services/campaigns/cached-reads';
import type { DonationView } from '@/lib/services/campaigns/get-campaign-donations';
import type { IndieCampaignPage, TeamCampaignPage } from '@/lib/services/campaigns/get-campaign-page';
import { getCachedEventPage } from '@/lib/services/events/cached-reads';
import type { EventPage } from '@/lib/services/events/get-event-page';
import type { EventView } from '@/lib/services/events/serialize-event';

// One model for every fundraising target's public page (lib/shared/target-page.ts). Each kind is
// read from the cached reads of its domain (the event's tags: a write under the event expires
// them), then shaped here; the page, its metadata and its share image all come from this.
// A new kind of target adds a case to getTargetPage and a builder below.

/** The page, or where an id of another kind belongs (a fundraiser's id at /event/{id}), or null: not found. */
export type TargetPageResult = { page: TargetPage } | { redirect: string; permanent: boolean } | null;

export async function getTargetPage({ kind, id }: { kind: TargetKind; id: string }): Promise<TargetPageResult> {
  switch (kind) {
    case 'event':
    case 'fundraiser': {
      const page = await getCachedEventPage(id);
      if (!page) return null;
      const wanted = kind === 'event' ? 'eventDriven' : 'fundraiserDriven';
      if (page.event.eventType !== wanted) return { redirect: eventPagePath(eventRef(page.event)), permanent: true };
      return { page: eventTarget(page) };
    }
    case 'teamCampaign': {
      const page = await getCachedTeamCampaignPage(id);
      if (!page) return null;
      // A fundraiser's campaigns have their own page (goal date, the fundraiser's donation form).
      if (page.event.eventType === 'fundraiserDriven')
        return { redirect: fundraiserCampaignPath(page.teamCampaign._id), permanent: false };
      return { page: teamTarget(page) };
    }
    case 'fundraiserCampaign': {
      const page = await getCachedTeamCampaignPage(id);
      if (!page) {
        // The embeds' link points here for any campaign (the spec): an individual one has its own page.
        const other = await getCachedEmbedCampaign(id);
        return other?.kind === 'indieCampaign' ? { redirect: indieCampaignPath(other.id), permanent: false } : null;
      }
      if (page.event.eventType === 'eventDriven')
        return { redirect: teamCampaignPath(page.teamCampaign._id), permanent: false };
      return { page: teamTarget(page) };
    }
    case 'indieCampaign': {
      const page = await getCachedIndieCampaignPage(id);
      return page ? { page: indieTarget(page) } : null;
    }
  }
}

const absolute = (path: string) => `${env.appUrl}${path}`;
const eventRef = (event: EventView) => ({ id: event._id, eventType: event.eventType });
const eventPicture = (event: EventView) => event.headerPicture ?? event.pictures[0] ?? null;
const toPublicGift = (donation: DonationView): PublicGift => ({
  id: donation._id,
  name: donation.name,
  amountCents: donation.baseAmountCents,
  date: donation.transactionDate,
});
const aboutSection = (title: string, text: string): StorySection[] =>
  text ? [{ kind: 'text', id: 'about', title, text }] : [];

/** An event (/event/{id}) or a fundraiser (/fundraiser?fundraiser-id={id}). */
function eventTarget({ event, teamCampaigns, organizer, donationCount, latestGifts }: EventPage): TargetPage {
  const id = event._id;
  const isEvent = event.eventType === 'eventDriven';
  const hidden = new Set(event.hiddenViews);
  const shown = <T>(view: string, value: T | null) => (value && !hidden.has(view) ? value : null);
  const gallery = {
    title: event.title,
    pictures: event.pictures,
    videos: event.videos,
    autoplay: event.autoScrollMedia,
  };
  const hasGallery = event.pictures.some(Boolean) || event.videos.some(Boolean);
  const extras = event.otherDescriptions;

  const story: StorySection[] = isEvent
    ? [
        { kind: 'text', id: 'about', title: 'About this event', text: event.description },
        ...(hasGallery ? [{ kind: 'gallery', id: 'gallery', title: 'Photos and videos', gallery } as const] : []),
        ...extras.map((extra, index): StorySection => ({
          kind: 'text',
          id: `more-${index + 1}`,
          title: extra.title || 'More about this event',
          text: extra.text,
        })),
        ...(event.eventCategories.length > 0 || event.waiver
          ? [
              {
                kind: 'registration',
                categories: event.eventCategories,
                waiverHref: event.waiver ? waiverPath(id) : null,
              } as const,
            ]
          : []),
        ...(event.sponsors.length > 0 ? [{ kind: 'sponsors', sponsors: event.sponsors } as const] : []),
        {
          kind: 'leaderboard',
          id: 'teams',
          title: 'Team Leaderboard',
          label: 'Team campaigns by amount raised',
          entries: teamCampaigns.map((team) => ({
            id: team._id,
            title: team.title,
            href: teamCampaignPath(team._id),
            picture: team.picture,
            amountRaisedCents: team.amountRaisedCents,
            targetFundCents: team.targetFundCents,
          })),
          empty: `No team campaigns yet.${event.teamCampaignCreationEnabled ? ' Start one and rally your friends!' : ''}`,
        },
      ]
    : [
        {
          kind: 'fundraiserTabs',
          gallery: hasGallery ? gallery : null,
          description: event.description,
          extras,
          organizer,
        },
        {
          kind: 'campaigns',
          campaigns: teamCampaigns.map((campaign) => ({
            id: campaign._id,
            title: campaign.title,
            href: fundraiserCampaignPath(campaign._id),
            picture: campaign.picture,
            amountRaisedCents: campaign.amountRaisedCents,
            targetFundCents: campaign.targetFundCents,
            expiration: campaign.expiration,
          })),
        },
      ];

  return {
    kind: isEvent ? 'event' : 'fundraiser',
    id,
    title: event.title,
    url: absolute(isEvent ? eventPath(id) : fundraiserPath(id)),
    embedUrl: absolute(fundraiserEmbedPath(id)),
    meta: {
      description: event.description,
      isHidden: event.isHidden,
      // A fundraiser's address is a query string, which an opengraph-image file cannot read.
      image: isEvent ? null : absolute(fundraiserShareImagePath(id)),
    },
    owner: [
      {
        label: 'Edit Event',
        href: isEvent ? createEventPath(id) : editFundraiserPath(id),
        userIds: [event.creatorId],
        testId: 'edit-event',
      },
      { label: 'Add Offline Donation', href: addDonationPath({ event: id }), userIds: [event.creatorId] },
    ],
    header: { kind: 'event', picture: eventPicture(event), overlay: event.headerOverlay },
    intro: { kind: 'event', noun: isEvent ? 'Event' : 'Fundraiser', organizer },
    schedule: isEvent
      ? {
          date: shown('date', event.dateTime),
          time: shown('time', event.dateTime),
          location: shown('location', event.location),
          timeZone: event.timeZone,
        }
      : null,
    giving: {
      label: isEvent ? 'Give and take part' : 'Give',
      totals: { raisedCents: event.amountRaisedCents, goalCents: event.targetFundCents, donationCount },
      showTotals: event.showTotalDonations,
      goalDate: null,
      donate: {
        href: isEvent ? donatePath({ event: id }) : fundraiserDonatePath({ event: id }),
        window: actionWindow(event, 'donation'),
      },
      register: isEvent
        ? {
            href: eventSignupPath({ event: id }),
            window: actionWindow(event, 'registration'),
            redirect: signupRedirect(event),
          }
        : null,
      latestGifts: latestGifts.map(({ id: giftId, name, amountCents, date }) => ({
        id: giftId,
        name,
        amountCents,
        date,
      })),
      countdown: isEvent && event.countdown ? shown('countdown', event.dateTime) : null,
      actions: event.teamCampaignCreationEnabled
        ? [
            isEvent
              ? { href: createTeamCampaignPath(id), label: 'Create New Team Campaign', testId: 'create-team' }
              : { href: createFundraiserCampaignPath(id), label: 'Create Campaign', testId: 'create-campaign' },
          ]
        : [],
    },
    shareCard: {
      picture: eventPicture(event),
      kicker: isEvent
        ? [
            'Event',
            event.dateTime ? formatShortEventDate(event.dateTime, event.timeZone) : null,
            event.location || null,
          ]
            .filter(Boolean)
            .join(' · ')
        : 'Fundraiser',
    },
    liveMoment: { noun: isEvent ? 'event' : 'fundraiser', isHidden: event.isHidden },
    story,
  };
}

/** What every campaign page has, whatever its kind. */
function campaignParts(
  campaign: { _id: string; title: string; picture: string | null; targetFundCents: number },
  raisedCents: number,
  page: { event: EventView; donationCount: number; donations: DonationView[] },
) {
  const { event } = page;
  return {
    base: {
      id: campaign._id,
      title: campaign.title,
      header: { kind: 'campaign', eventPicture: eventPicture(event), picture: campaign.picture },
      schedule: null,
      liveMoment: null,
    } satisfies Partial<TargetPage>,
    meta: { isHidden: event.isHidden, image: null },
    totals: { raisedCents, goalCents: campaign.targetFundCents, donationCount: page.donationCount },
    donationWindow: actionWindow(event, 'donation'),
    donations: {
      kind: 'donations',
      donations: page.donations.map(toPublicGift),
      timeZone: event.timeZone,
    } satisfies StorySection,
    picture: campaign.picture ?? eventPicture(event),
    /**
     * Offline gifts: the event's organizer, and the campaign's creator, whose gifts wait for the
     * organizer's confirmation unless the event lets them count at once (lib/rules/offline-gifts.ts).
     */
    offlineUserIds: (creatorId: string) => [creatorId, event.creatorId],
  };
}

/** A team campaign (/team_campaign/{id}) or a fundraiser's campaign (/fundraiser/campaign/{id}). */
function teamTarget(page: TeamCampaignPage): TargetPage {
  const { teamCampaign: team, event, indieCampaigns, participants } = page;
  const parts = campaignParts(team, team.amountRaisedCents, page);
  const ids = { event: event._id, team_campaign: team._id };
  const offline = {
    label: 'Add Offline Donation',
    href: addDonationPath(ids),
    userIds: parts.offlineUserIds(team.creatorId),
    testId: 'add-offline-donation',
  };
  const giving = { totals: parts.totals, showTotals: true, latestGifts: null, countdown: null };

  if (event.eventType === 'fundraiserDriven') {
    return {
      ...parts.base,
      kind: 'fundraiserCampaign',
      url: absolute(fundraiserCampaignPath(team._id)),
      embedUrl: absolute(fundraiserCampaignEmbedPath(team._id)),
      meta: { ...parts.meta, description: team.description || `Support ${team.title} for ${event.title}.` },
      owner: [
        {
          label: 'Edit Campaign',
          href: editFundraiserCampaignPath(team._id),
          userIds: [team.creatorId],
          testId: 'edit-campaign',
        },
        offline,
      ],
      intro: { kind: 'campaign', noun: 'Campaign', parents: [{ label: event.title, href: fundraiserPath(event._id) }] },
      giving: {
        ...giving,
        label: 'Give',
        goalDate: team.expiration ? { expiration: team.expiration, timeZone: event.timeZone } : null,
        donate: { href: fundraiserDonatePath(ids), window: parts.donationWindow },
        register: null,
        actions: null,
      },
      shareCard: { picture: parts.picture, kicker: `Campaign · ${event.title}` },
      story: [...aboutSection('About this campaign', team.description), parts.donations],
    };
  }

  return {
    ...parts.base,
    kind: 'teamCampaign',
    url: absolute(teamCampaignPath(team._id)),
    embedUrl: absolute(teamCampaignEmbedPath(team._id)),
    meta: { ...parts.meta, description: team.description || `Support ${team.title} at ${event.title}.` },
    owner: [
      { label: 'Edit', href: editTeamCampaignPath(team._id), userIds: [team.creatorId], testId: 'edit-campaign' },
      offline,
    ],
    intro: {
      kind: 'campaign',
      noun: 'Team campaign',
      parents: [{ label: event.title, href: eventPagePath(eventRef(event)) }],
    },
    giving: {
      ...giving,
      label: 'Give and take part',
      goalDate: null,
      donate: { href: donatePath(ids), window: parts.donationWindow },
      register:
        event.eventCategories.length > 0
          ? { href: eventSignupPath(ids), window: actionWindow(event, 'registration'), redirect: signupRedirect(event) }
          : null,
      actions: [
        { href: createIndieCampaignPath(team._id), label: 'Create New Individual Campaign', testId: 'create-indie' },
      ],
    },
    shareCard: { picture: parts.picture, kicker: `Team campaign · ${event.title}` },
    story: [
      ...aboutSection('About this team', team.description),
      {
        kind: 'leaderboard',
        id: 'individuals',
        title: 'Individual Leaderboard',
        label: 'Individual campaigns by amount raised',
        entries: indieCampaigns.map((indie) => ({
          id: indie._id,
          title: indie.title,
          href: indieCampaignPath(indie._id),
          picture: indie.picture,
          amountRaisedCents: indie.amountRaisedCents,
          targetFundCents: indie.targetFundCents,
        })),
        empty: 'No individual campaigns yet. Start one and raise money for the team!',
      },
      parts.donations,
      { kind: 'participants', participants: participants.map(({ _id, name }) => ({ id: _id, name })) },
    ],
  };
}

/** An individual campaign (/indie_campaign/{id}), under a team or directly under its event. */
function indieTarget(page: IndieCampaignPage): TargetPage {
  const { indieCampaign: indie, event, teamCampaign: team } = page;
  const isFundraiser = event.eventType === 'fundraiserDriven';
  const parts = campaignParts(indie, indie.amountRaisedCents, page);
  const parents: Crumb[] = [{ label: event.title, href: eventPagePath(eventRef(event)) }];
  if (team)
    parents.push({
      label: team.title,
      href: isFundraiser ? fundraiserCampaignPath(team._id) : teamCampaignPath(team._id),
    });
  return {
    ...parts.base,
    kind: 'indieCampaign',
    url: absolute(indieCampaignPath(indie._id)),
    embedUrl: absolute(indieCampaignEmbedPath(indie._id)),
    meta: {
      ...parts.meta,
      description: indie.description || `Support ${indie.title} at ${team?.title ?? event.title}.`,
    },
    owner: [
      { label: 'Edit', href: editIndieCampaignPath(indie._id), userIds: [indie.creatorId], testId: 'edit-campaign' },
      {
        label: 'Add Offline Donation',
        href: addDonationPath({ event: event._id, team_campaign: team?._id, indie_campaign: indie._id }),
        userIds: parts.offlineUserIds(indie.creatorId),
        testId: 'add-offline-donation',
      },
    ],
    intro: { kind: 'campaign', noun: 'Individual campaign', parents },
    giving: {
      label: 'Give',
      totals: parts.totals,
      showTotals: true,
      goalDate: null,
      donate: {
        href: isFundraiser
          ? fundraiserDonatePath({ event: event._id, team_campaign: team?._id })
          : donatePath({ event: event._id, team_campaign: team?._id, indie_campaign: indie._id }),
        window: parts.donationWindow,
      },
      register: null,
      latestGifts: null,
      countdown: null,
      actions: null,
    },
    shareCard: { picture: parts.picture, kicker: `Individual campaign · ${team?.title ?? event.title}` },
    story: [...aboutSection('About this campaign', indie.description), parts.donations],
  };
}
