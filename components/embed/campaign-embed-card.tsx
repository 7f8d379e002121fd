import { formatWholeDollars, percentRaised, progressPercent } from '@/lib/rules/money';
import { DEFAULT_EVENT_IMAGE } from '@/components/ui/default-event-image';
import { ProgressCircle } from '@/components/ui/progress-circle';
import styles from './campaign-embed-card.module.css';

type CampaignEmbedCardProps = {
  title: string;
  description: string;
  picture: string | null;
  targetFundCents: number;
  amountRaisedCents: number;
  /** The campaign's page on this site; opens in a new tab, outside the host's iframe. */
  href: string;
  /** Donations are open (lib/rules/activity): the link says Donate, else View. */
  givingOpen: boolean;
};

/** The ring's caption: one decimal while it fits, whole percents once over-funded. */
function ringCaption(percent: string) {
  const value = Number(percent);
  if (value >= 1000) return '999%+';
  if (value >= 100) return `${Math.floor(value)}%`;
  return `${percent}%`;
}

/** The card other sites show in a 277×440 iframe. */
export function CampaignEmbedCard({ href, givingOpen, ...campaign }: CampaignEmbedCardProps) {
  const { title, description, picture, targetFundCents, amountRaisedCents } = campaign;
  const percent = percentRaised(amountRaisedCents, targetFundCents);
  return (
    <article className={styles.card} data-testid="embed-card">
      <div className={styles.picture}>
        {/* A plain <img>, not next/image: the embed ships no component JavaScript (images are not optimized anyway). */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img
          src={picture || DEFAULT_EVENT_IMAGE}
          alt={picture ? title : ''}
          className={styles.image}
          fetchPriority="high"
          decoding="async"
        />
      </div>
      <div className={styles.body}>
        <h1 className={styles.title}>{title}</h1>
        {description ? <p className={styles.description}>{description}</p> : null}

        <div className={styles.progress}>
          <ProgressCircle
            value={progressPercent(amountRaisedCents, targetFundCents)}
            caption={ringCaption(percent)}
            label={`${percent}% of the goal raised`}
          />
          <p className={styles.amounts}>
            <strong className={styles.raised} data-testid="embed-raised">
              {formatWholeDollars(amountRaisedCents)}
            </strong>
            <span>raised of {formatWholeDollars(targetFundCents)}</span>
          </p>
        </div>

        <a href={href} target="_blank" rel="noopener" className={styles.view} data-testid="embed-link">
          {givingOpen ? 'Donate' : 'View'}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </div>
    </article>
  );
}
