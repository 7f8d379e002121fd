import { CampaignLeaderboard } from '@/components/events/campaign-leaderboard';
import { StorySection } from '@/components/events/event-page-layout';
import { FundraiserAbout } from './fundraiser-about';
import { liveMomentPart } from './live-moment-part';
import type { TargetParts } from './target-page';

/**
 * What only /fundraiser?fundraiser-id={id} shows (TargetParts): the Details and About Organizer
 * tabs, the campaign board with its filters, and the "your fundraiser is live" moment.
 */
export const FUNDRAISER_PARTS: TargetParts = {
  liveMoment: liveMomentPart,
  sections: {
    fundraiserTabs: (section) => <FundraiserAbout section={section} />,
    campaigns: (section, now) => (
      <StorySection id="campaigns" title="Campaign Leaderboard">
        <CampaignLeaderboard now={new Date(now).toISOString()} campaigns={section.campaigns} />
      </StorySection>
    ),
  },
};
