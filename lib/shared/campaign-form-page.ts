// The create and edit pages of team, individual and fundraiser campaigns: one view model for the
// six routes, built by lib/services/campaigns/get-campaign-form-page.ts and laid out by
// components/campaigns/forms/campaign-form-page.tsx.

/** team: under an event; fundraiser: a fundraiser's team campaign (with an end date); indie: individual. */
export type CampaignFormKind = 'team' | 'fundraiser' | 'indie';

/** A campaign as its edit form starts from it (money in dollars, as typed). */
export type EditableCampaign = {
  id: string;
  title: string;
  description: string;
  /** Dollars. */
  targetFund: number;
  picture: string | null;
  /** ISO 8601; team campaigns only. */
  expiration: string | null;
};

export type CampaignFormPage = {
  kind: CampaignFormKind;
  /** The page's heading and its line of help. */
  title: string;
  lead: string;
  /** The event (team, fundraiser) or team campaign (indie) a new campaign goes under; an edited one's parent. */
  parentId: string;
  /** The event's time zone: a fundraiser campaign's end date is a day there. */
  timeZone: string;
  /** Editing: the campaign as stored. Creating: null, and the form starts from `defaultGoal`. */
  campaign: EditableCampaign | null;
  /** Dollars; a new campaign's goal. */
  defaultGoal: number;
  /** Creating under an event that takes no new campaigns: where to go back to instead of the form. */
  closed: { eventTitle: string; eventHref: string } | null;
  /** Editing: where Delete leads. */
  afterDeletePath: string | null;
  /** Editing, where the event lets a campaign's creator add offline gifts: the Add Offline Donation page. */
  offlineDonationHref: string | null;
};
