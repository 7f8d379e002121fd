import { CoverImage } from '@/components/ui/cover-image';
import { LinkButton } from '@/components/ui/link-button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { formatWholeDollars, percentRaised, progressPercent } from '@/lib/rules/money';
import type { EventCardProps } from './event-card';
import styles from './event-card.module.css';
import { fundraiserPath } from '@/lib/shared/paths';

/** The same figures as an event card; a fundraiser always links to its own page under an h2. */
export type FundraiserCardProps = Omit<EventCardProps, 'href' | 'headingLevel'>;

/** A fundraiser in the /fundraiser_list grid: picture, title, description, amount raised in whole dollars, View. */
export function FundraiserCard({
  id,
  title,
  description,
  picture,
  targetFundCents,
  amountRaisedCents,
}: FundraiserCardProps) {
  const percent = percentRaised(amountRaisedCents, targetFundCents);
  return (
    <article className={styles.card} data-testid="fundraiser-card">
      <CoverImage
        src={picture}
        alt={title}
        sizes="(min-width: 1120px) 352px, (min-width: 768px) 33vw, 100vw"
        className={styles.picture}
      />
      <div className={styles.body}>
        <h2 className={styles.title}>{title}</h2>
        {description ? <p className={styles.description}>{description}</p> : null}
        <div className={styles.figures}>
          <p>
            <strong data-testid="fundraiser-raised">{formatWholeDollars(amountRaisedCents)}</strong> raised
          </p>
          <p>of {formatWholeDollars(targetFundCents)}</p>
        </div>
        <ProgressBar
          value={progressPercent(amountRaisedCents, targetFundCents)}
          label={`${percent}% of the goal raised`}
        />
        <LinkButton
          href={fundraiserPath(id)}
          // The query-string address is rewritten on the server; a prefetch of it answered 404.
          prefetch={false}
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
