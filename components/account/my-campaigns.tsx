import Link from 'next/link';
import { ProgressBar } from '@/components/ui/progress-bar';
import { formatDollarsAndCents, progressPercent } from '@/lib/rules/money';
import type { MyCampaign } from '@/lib/services/campaigns/my-campaigns-view';
import { CampaignShareButtons } from './campaign-share-buttons';
import styles from './my-campaigns.module.css';

/** The profile's "Your pages": each of the user's campaigns with what it raised of its goal, and ways to share it. */
export function MyCampaigns({ campaigns }: { campaigns: MyCampaign[] }) {
  if (campaigns.length === 0) return null;
  return (
    <section className={styles.card} aria-labelledby="my-campaigns-title" data-testid="my-campaigns">
      <h2 id="my-campaigns-title" className={styles.title}>
        Your pages
      </h2>
      <ul className={styles.list}>
        {campaigns.map((campaign) => {
          const percent = progressPercent(campaign.raisedCents, campaign.goalCents);
          return (
            <li key={campaign.id} className={styles.item} data-testid="my-campaign">
              <Link href={campaign.path} className={styles.name} prefetch={false}>
                {campaign.title}
              </Link>
              <span className={styles.meta}>
                {campaign.kind === 'team' ? 'Team' : 'Individual'} · {campaign.eventTitle}
              </span>
              <p className={styles.figures} data-testid="my-campaign-raised">
                <strong>{formatDollarsAndCents(campaign.raisedCents)}</strong> raised of{' '}
                {formatDollarsAndCents(campaign.goalCents)} goal
              </p>
              <ProgressBar value={percent} label={`${percent}% of the goal raised`} complete={percent >= 100} />
              <CampaignShareButtons url={campaign.url} title={campaign.title} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
