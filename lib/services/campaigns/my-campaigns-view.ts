// Types only: the profile's list of the user's own campaigns (issue 21 §12).

export type MyCampaign = {
  id: string;
  kind: 'team' | 'indie';
  title: string;
  /** The event (or fundraiser) it raises money for. */
  eventTitle: string;
  /** Its public page, a path of this site. */
  path: string;
  /** Absolute, to share. */
  url: string;
  raisedCents: number;
  goalCents: number;
};
