import 'server-only';
import { formatEventDate, formatEventTime } from '@/lib/rules/event-date';
import { createIndieCampaignPath, createTeamCampaignPath, eventCalendarPath } from '@/lib/shared/paths';

// What a confirmed registrant is offered next, on the confirmation page and in the email alike:
// when and where the event is, an .ics file of it, and a page of their own to raise money with.

export type SignupOnwardEvent = {
  id: string;
  dateTime: Date | null;
  timeZone: string;
  location: string;
  teamCampaignCreationEnabled: boolean;
};

export type SignupOnward = {
  /** "Saturday, March 7, 2027", in the event's zone; null for an event without a date. */
  date: string | null;
  /** "8:00 AM EST". */
  time: string | null;
  location: string | null;
  /** The .ics download; null without a date. */
  calendarPath: string | null;
  /** "Start fundraising for this event": an individual page under the chosen team, else a team page where the event takes them. */
  fundraisePath: string | null;
};

export function signupOnward(event: SignupOnwardEvent, teamCampaignId: string | null): SignupOnward {
  const iso = event.dateTime?.toISOString() ?? null;
  return {
    date: iso ? formatEventDate(iso, event.timeZone) : null,
    time: iso ? formatEventTime(iso, event.timeZone) : null,
    location: event.location.trim() || null,
    calendarPath: iso ? eventCalendarPath(event.id) : null,
    fundraisePath: teamCampaignId
      ? createIndieCampaignPath(teamCampaignId)
      : event.teamCampaignCreationEnabled
        ? createTeamCampaignPath(event.id)
        : null,
  };
}

export const signupOnwardEventSelect = {
  id: true,
  dateTime: true,
  timeZone: true,
  location: true,
  teamCampaignCreationEnabled: true,
} as const;
