import type { ActionRedirect, ActionWindow } from '@/lib/rules/action-window';

// The public page of a fundraising target: an event, a fundraiser, a team campaign, an individual
// campaign or a fundraiser's campaign. Things a donor sees as the same kind, "a target you can give
// to", share one view model: lib/services/targets/get-target-page.ts builds it (plain JSON, money
// in cents), components/targets/target-page.tsx lays it out, and the five routes render that.
// What depends on the clock (is Donate open, "2 hours ago") is decided as the page renders.

export type TargetKind = 'event' | 'fundraiser' | 'teamCampaign' | 'indieCampaign' | 'fundraiserCampaign';

/** Donate or Register: where it leads and when it is open (lib/rules/action-window). */
export type GivingAction = {
  href: string;
  window: ActionWindow;
  /** Register only: sign-ups moved to another site. */
  redirect?: ActionRedirect | null;
};

/** An owner-only control of the page (components/campaigns/owner-bar.tsx), shown to the users it names. */
export type OwnerAction = {
  label: string;
  href: string;
  /** The users who get this action (a campaign's creator, its event's organizer). */
  userIds: string[];
  testId?: string;
};

/** What a campaign belongs to: its event, and its team for an individual campaign. */
export type Crumb = { label: string; href: string };

/** A gift as a public list shows it: the donor's public name ("Priya S.", "Anonymous"), never more. */
export type PublicGift = { id: string; name: string; amountCents: number; date: string };

export type LeaderboardEntry = {
  id: string;
  title: string;
  href: string;
  picture: string | null;
  amountRaisedCents: number;
  targetFundCents: number;
};

/** A fundraiser's campaign on its leaderboard: it ends (ISO 8601), or not (null). */
export type LeaderboardCampaign = LeaderboardEntry & { expiration: string | null };

export type SponsorItem = { id: string; name: string; link: string | null; picture: string | null };

/** The pictures and videos of an event or fundraiser (components/events/gallery-items.ts makes the slides). */
export type Gallery = { title: string; pictures: string[]; videos: string[]; autoplay: boolean };

/** A part of the story column, in page order. */
export type StorySection =
  | { kind: 'text'; id: string; title: string; text: string }
  | { kind: 'gallery'; id: string; title: string; gallery: Gallery }
  | {
      kind: 'registration';
      categories: Array<{ id: string; name: string; priceCents: number }>;
      waiverHref: string | null;
    }
  | { kind: 'sponsors'; sponsors: SponsorItem[] }
  | { kind: 'leaderboard'; id: string; title: string; label: string; entries: LeaderboardEntry[]; empty: string }
  | { kind: 'campaigns'; campaigns: LeaderboardCampaign[] }
  | { kind: 'donations'; donations: PublicGift[]; timeZone: string }
  | { kind: 'participants'; participants: Array<{ id: string; name: string }> }
  | {
      kind: 'fundraiserTabs';
      gallery: Gallery | null;
      description: string;
      extras: Array<{ title: string; text: string }>;
      organizer: { name: string; logo: string | null; about: string | null };
    };

export type TargetPage = {
  kind: TargetKind;
  id: string;
  title: string;
  /** The page's public address, absolute: canonical tag and share links. */
  url: string;
  /** The embeddable card's address, absolute (the share panel's embed code). */
  embedUrl: string;
  meta: {
    description: string;
    isHidden: boolean;
    /** The share image's absolute address where the route has no opengraph-image file of its own (a fundraiser). */
    image: string | null;
  };
  owner: OwnerAction[];
  header:
    | { kind: 'event'; picture: string | null; overlay: string | null }
    | { kind: 'campaign'; eventPicture: string | null; picture: string | null };
  intro:
    | { kind: 'event'; noun: 'Event' | 'Fundraiser'; organizer: { name: string; logo: string | null } }
    | { kind: 'campaign'; noun: string; parents: Crumb[] };
  /** Date, time and place under an event's title: the ISO moment for each shown, null where hidden or unset. */
  schedule: { date: string | null; time: string | null; location: string | null; timeZone: string } | null;
  giving: {
    /** The panel's name for screen readers. */
    label: string;
    /** Raised (the target and everything under it) against the goal, and how many gifts. */
    totals: { raisedCents: number; goalCents: number; donationCount: number };
    /** False when the organizer hides the totals: no progress and no latest gifts on the page. */
    showTotals: boolean;
    /** A fundraiser's campaign: the day it means to reach its goal by. */
    goalDate: { expiration: string; timeZone: string } | null;
    donate: GivingAction;
    register: GivingAction | null;
    /** The latest gifts under the total; null where the page does not list them there. */
    latestGifts: PublicGift[] | null;
    /** ISO start of the event, when its countdown is on. */
    countdown: string | null;
    /** Campaigns to start under this one, under the buttons; null: no such row. */
    actions: Array<{ href: string; label: string; testId: string }> | null;
  };
  /** The 1200×630 share image: its picture and the line over the title. */
  shareCard: { picture: string | null; kicker: string };
  /** "Your event is live!" for the organizer who has just created it (events and fundraisers). */
  liveMoment: { noun: 'event' | 'fundraiser'; isHidden: boolean } | null;
  story: StorySection[];
};
