import { CoverImage } from '@/components/ui/cover-image';
import { LinkButton } from '@/components/ui/link-button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { formatWholeDollars, percentRaised, progressPercent } from '@/lib/rules/money';
import styles from './event-card.module.css';

export type FundraiserCardProps = {
  id: string;
  title: string;
  description?: string;
  picture: string | null;
  targetFundCents: number;
  amountRaisedCents: number;
};

/** A fundraiser in the /fundraiser_list grid: picture, title, description, amount raised in whole dollars, View. */
export function FundraiserCard({ id, title, description, picture, targetFundCents, amountRaisedCents }: FundraiserCardProps) {
  const percent = percentRaised(amountRaisedCents, targetFundCents);
  return (
    <article className={styles.card} data-testid="fundraiser-card">
      <CoverImage src={picture} alt={title} sizes="(min-width: 1120px) 352px, (min-width: 768px) 33vw, 100vw" className={styles.picture} />
      <div className={styles.body}>
        <h2 className={styles.title}>{title}</h2>
        {description ? <p className={styles.description}>{description}</p> : null}
        <div className={styles.figures}>
          <p>
            <strong data-testid="fundraiser-raised">{formatWholeDollars(amountRaisedCents)}</strong> raised
          </p>
          <p>of {formatWholeDollars(targetFundCents)}</p>
        </div>
        <ProgressBar value={progressPercent(amountRaisedCents, targetFundCents)} label={`${percent}% of the goal raised`} />
        <LinkButton
          href={`/fundraiser?fundraiser-id=${encodeURIComponent(id)}`}
          variant="secondary"
          size="sm"
          className={styles.view}
          aria-label={`View ${title}`}
        >
          View
        </LinkButton>
      </div>
    </article>
  );
}
