import 'server-only';
import { db } from '@/lib/db';
import { showsPlacesLeft } from '@/lib/rules/capacity';
import { cardProviderBrowserConfig } from '@/lib/services/payments/payment-providers';
import { GENERAL_CAMPAIGN_ID, SELECT_ONE_ID } from '@/lib/rules/constants';
import { isRegistrationOpen } from '@/lib/rules/activity';
import { QUERY_EVENT_CATEGORY_NOT_RIGHT, QUERY_TEAM_CAMPAIGN_NOT_RIGHT } from '@/lib/rules/messages';
import { signupRedirectAt } from '@/lib/rules/signup-redirect';
import { getCachedEventPage } from '@/lib/services/events/cached-reads';
import type { SignupFormEvent, SignupFormInitial } from '@/lib/shared/signup-page';
import { categoryAvailability } from './category-places';

export type SignupPage =
  | { state: 'moved'; event: { id: string; title: string }; redirectLink: string }
  | { state: 'closed'; event: { id: string; title: string } }
  | {
      state: 'open';
      event: SignupFormEvent;
      /** The preselected category and team: the query's when they belong to the event, else "Select one". */
      initial: SignupFormInitial;
      /** "Team Campaign is not right" / "Event category is not right" for a query naming another event's. */
      queryErrors: string[];
    };

/**
 * The data of /event_signup?event&team_campaign&event_category, from the cached event page
 * (lib/services/events/cached-reads.ts). Null for an unknown event or a fundraiser. The server
 * checks the same window, redirect and ids again when the signup is recorded.
 */
export async function getSignupPage({
  eventId,
  teamCampaignId,
  categoryId,
  now = new Date(),
}: {
  eventId: string;
  teamCampaignId?: string | null;
  categoryId?: string | null;
  now?: Date;
}): Promise<SignupPage | null> {
  const page = await getCachedEventPage(eventId);
  if (!page || page.event.eventType !== 'eventDriven') return null;
  const { event, teamCampaigns } = page;
  const summary = { id: event._id, title: event.title };

  const redirect = signupRedirectAt(
    {
      signupRedirectDate: event.signupRedirectDate ? new Date(event.signupRedirectDate) : null,
      signupRedirectLink: event.signupRedirectLink,
    },
    now,
  );
  if (redirect.code === 1) return { state: 'moved', event: summary, redirectLink: redirect.redirectLink };
  const window = {
    dateTime: event.dateTime ? new Date(event.dateTime) : null,
    activeUntilDate: {
      registration: event.activeUntilDate.registration ? new Date(event.activeUntilDate.registration) : null,
    },
  };
  if (!isRegistrationOpen(window, now)) return { state: 'closed', event: summary };

  // Places left are read fresh (the cached page knows capacities, not who registered since).
  const availability = event.eventCategories.some((category) => category.capacity !== null)
    ? await categoryAvailability(db, { eventId: event._id, now })
    : new Map<string, never>();
  const categories = event.eventCategories.map(({ id, name, priceCents }) => {
    const places = availability.get(id);
    const left = places?.placesLeft ?? null;
    return {
      id,
      name,
      priceCents,
      soldOut: left === 0,
      placesLeft: places && showsPlacesLeft(places.capacity, left) ? left : null,
    };
  });
  // Alphabetical, so a team is easy to find in a long list (the leaderboard order means nothing here).
  const teams = teamCampaigns
    .map((team) => ({ id: team._id, title: team.title }))
    .sort((a, b) => a.title.localeCompare(b.title));

  const queryErrors: string[] = [];
  let eventCategory = SELECT_ONE_ID;
  if (categoryId) {
    const named = categories.find((category) => category.id === categoryId);
    if (!named) queryErrors.push(QUERY_EVENT_CATEGORY_NOT_RIGHT);
    else if (!named.soldOut) eventCategory = categoryId;
  } else if (categories.length === 1 && !categories[0].soldOut) {
    eventCategory = categories[0].id;
  }
  let team = SELECT_ONE_ID;
  if (teamCampaignId === GENERAL_CAMPAIGN_ID && event.allowParticipantsWithoutTeam) team = GENERAL_CAMPAIGN_ID;
  else if (teamCampaignId) {
    if (teams.some((candidate) => candidate.id === teamCampaignId)) team = teamCampaignId;
    else queryErrors.push(QUERY_TEAM_CAMPAIGN_NOT_RIGHT);
  }

  return {
    state: 'open',
    event: {
      ...summary,
      hasWaiver: Boolean(event.waiver?.trim()),
      waiverText: event.waiver?.trim() || null,
      disabledFields: event.disabledFields,
      optionalFields: event.optionalFields,
      tshirtSizes: event.tshirtSizes,
      allowParticipantsWithoutTeam: event.allowParticipantsWithoutTeam,
      paymentProvider: event.crm.payment,
      publishableKey: event.crm.payment === 'stripe' ? (cardProviderBrowserConfig()?.publishableKey ?? null) : null,
      categories,
      teams,
    },
    initial: { eventCategory, teamCampaignId: team },
    queryErrors,
  };
}
