import 'server-only';
import { db } from '@/lib/db';
import { activityWindow, isWindowOpen } from '@/lib/rules/activity';
import { GENERAL_CAMPAIGN_ID, SELECT_ONE_ID } from '@/lib/rules/constants';
import { NO_QUERY_STRING, TEAM_CAMPAIGN_NOT_RIGHT } from '@/lib/rules/messages';
import { findIndieCampaigns } from '@/lib/services/campaigns/get-indie-campaigns';
import { isPlausibleId } from '@/lib/rules/ids';
import { eventPagePath, fundraiserCampaignPath, indieCampaignPath, teamCampaignPath } from '@/lib/shared/paths';
import { givingChoices, type Frequency } from '@/lib/rules/recurring';
import { cardProviderBrowserConfig } from '@/lib/services/payments/payment-providers';
import { findIndie, findTeam } from '@/lib/services/targets/resolve-target';

// What /donate and /fundraiser/donate show: the event, the campaigns a donor can choose (the
// individual campaigns of the team the query names, the browser asks for another team's), what
// the query preselects, whether the donation window is open (lib/rules/activity), and how the
// event takes cards.

export type DonateQuery = {
  event?: string | null;
  team_campaign?: string | null;
  indie_campaign?: string | null;
};

export type DonateChoice = { id: string; title: string };

export type DonatePayment =
  | { provider: 'safesave' }
  | { provider: 'stripe'; publishableKey: string }
  /** The event takes the card provider, which this server has not configured (CONTRACT §2). */
  | { provider: 'unavailable' };

export type DonatePage = {
  event: { id: string; title: string; eventType: 'eventDriven' | 'fundraiserDriven'; picture: string | null };
  /** The event creator's display name: whom a repeating gift's consent authorizes to charge (CONTRACT §6). */
  organizerName: string;
  /** What the gift goes to unless the donor chooses otherwise, and its page. */
  target: { title: string; href: string };
  teams: DonateChoice[];
  indies: DonateChoice[];
  /** A team id, '---General---' or 'XXX' (the donor must pick one). */
  initialTeam: string;
  /** An individual campaign id or '---General---'. */
  initialIndie: string;
  /** "General" (the event itself) may be chosen instead of a team. */
  allowGeneral: boolean;
  /** Individual campaigns are offered (events, not fundraisers). */
  askIndie: boolean;
  open: boolean;
  payment: DonatePayment;
  /** How often the event lets donors give, and the one the form starts on (CONTRACT §6). */
  giving: { frequencies: Frequency[]; initial: Frequency };
};

export type DonatePageResult = { page: DonatePage } | { error: string } | { notFound: true };

export async function getDonatePage({
  query,
  now = new Date(),
}: {
  query: DonateQuery;
  now?: Date;
}): Promise<DonatePageResult> {
  if (!query.event && !query.team_campaign && !query.indie_campaign) return { error: NO_QUERY_STRING };
  const indie = query.indie_campaign ? await findIndie(query.indie_campaign) : null;
  if (query.indie_campaign && !indie) return { notFound: true };
  const teamId = query.team_campaign ?? indie?.teamCampaignId ?? null;
  const team = teamId ? await findTeam(teamId) : null;
  if (teamId && !team) return { error: TEAM_CAMPAIGN_NOT_RIGHT };
  const eventId = query.event ?? team?.eventId ?? indie?.eventId;
  const event =
    eventId && isPlausibleId(eventId)
      ? await db.event.findUnique({
          where: { id: eventId },
          select: {
            id: true,
            title: true,
            eventType: true,
            dateTime: true,
            activeUntilDonation: true,
            allowDonationsWithoutTeam: true,
            paymentProvider: true,
            headerPicture: true,
            pictures: true,
            givingFrequencies: true,
            defaultGivingFrequency: true,
            creator: { select: { name: true } },
          },
        })
      : null;
  if (!event) return { notFound: true };
  if (
    (team && team.eventId !== event.id) ||
    (indie && (indie.eventId !== event.id || (team && indie.teamCampaignId !== team.id)))
  ) {
    return { error: TEAM_CAMPAIGN_NOT_RIGHT };
  }

  const teams = await db.teamCampaign.findMany({
    where: { eventId: event.id },
    orderBy: { title: 'asc' },
    select: { id: true, title: true },
  });
  const askIndie = event.eventType === 'eventDriven';
  const indies =
    askIndie && team
      ? (await findIndieCampaigns(team.id)).map((campaign) => ({ id: campaign._id, title: campaign.title }))
      : [];
  const allowGeneral = event.allowDonationsWithoutTeam || teams.length === 0;
  const donationWindow = activityWindow(
    { ...event, activeUntilDate: { donation: event.activeUntilDonation } },
    'donation',
  );
  const browserCard = cardProviderBrowserConfig();
  const payment: DonatePayment =
    event.paymentProvider === 'safesave'
      ? { provider: 'safesave' }
      : browserCard
        ? { provider: 'stripe', publishableKey: browserCard.publishableKey }
        : { provider: 'unavailable' };

  const fundraiser = event.eventType === 'fundraiserDriven';
  const target = indie
    ? { title: indie.title, href: indieCampaignPath(indie.id) }
    : team
      ? { title: team.title, href: fundraiser ? fundraiserCampaignPath(team.id) : teamCampaignPath(team.id) }
      : { title: event.title, href: eventPagePath(event) };

  return {
    page: {
      event: {
        id: event.id,
        title: event.title,
        eventType: event.eventType,
        picture: event.headerPicture ?? event.pictures[0] ?? null,
      },
      organizerName: event.creator.name,
      target,
      teams: teams.map((row) => ({ id: row.id, title: row.title })),
      indies,
      initialTeam: team?.id ?? (allowGeneral ? GENERAL_CAMPAIGN_ID : SELECT_ONE_ID),
      initialIndie: indie?.id ?? GENERAL_CAMPAIGN_ID,
      allowGeneral,
      askIndie,
      open: isWindowOpen(donationWindow, now),
      payment,
      giving: givingChoices(event.givingFrequencies, event.defaultGivingFrequency),
    },
  };
}
