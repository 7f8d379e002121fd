'use client';

import { useState } from 'react';
import { CAMPAIGN_FILTERS, filterCampaigns, type CampaignFilter } from '@/lib/rules/campaign-filter';
import type { LeaderboardCampaign } from '@/lib/shared/target-page';
import { PressedButtons } from '@/components/ui/pressed-buttons';
import { LeaderboardList } from './leaderboard-list';
import styles from './campaign-leaderboard.module.css';

const LABELS: Record<CampaignFilter, string> = { all: 'All', ongoing: 'Ongoing', completed: 'Completed' };
const EMPTY: Record<CampaignFilter, string> = {
  all: 'No campaigns yet. Start the first one!',
  ongoing: 'No ongoing campaigns right now.',
  completed: 'No completed campaigns yet.',
};

/**
 * The fundraiser's Campaign Leaderboard with the All / Ongoing / Completed filters
 * (lib/rules/campaign-filter). `now` is the moment the server rendered the page, so the
 * browser shows the same list the HTML has.
 */
export function CampaignLeaderboard({ campaigns, now }: { campaigns: LeaderboardCampaign[]; now: string }) {
  const [filter, setFilter] = useState<CampaignFilter>('all');
  const at = new Date(now);
  const shown = filterCampaigns(
    campaigns.map((campaign) => ({
      ...campaign,
      expiration: campaign.expiration ? new Date(campaign.expiration) : null,
    })),
    filter,
    at,
  );
  return (
    <div className={styles.board}>
      <PressedButtons
        label="Show campaigns"
        options={CAMPAIGN_FILTERS}
        pressed={filter}
        onPress={setFilter}
        labelOf={(value) => LABELS[value]}
        className={styles.filters}
        buttonClassName={styles.filter}
      />
      {shown.length > 0 ? (
        <LeaderboardList entries={shown} label={`${LABELS[filter]} campaigns`} />
      ) : (
        <p className={styles.empty} data-testid="leaderboard-empty">
          {EMPTY[filter]}
        </p>
      )}
    </div>
  );
}
