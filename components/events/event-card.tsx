import { formatTarget, percentRaised, progressPercent } from '@/lib/rules/money';
import { CoverImage } from '@/components/ui/cover-image';
import { LinkButton } from '@/components/ui/link-button';
import { ProgressBar } from '@/components/ui/progress-bar';
import styles from './event-card.module.css';
import { eventPath } from '@/lib/shared/paths';

export type EventCardProps = {
  id: string;
  title: string;
  description?: string;
  picture: string | null;
  targetFundCents: number;
  amountRaisedCents: number;
  /** Where View leads; an event's page by default. */
  href?: string;
  /** h3 inside a titled section (the home page), h2 directly under the page's h1 (/event_list). */
  headingLevel?: 2 | 3;
};

/** An event in a card grid: picture, title, goal, percent raised with a bar, and View. */
export function EventCard({
  id,
  title,
  description,
  picture,
  targetFundCents,
  amountRaisedCents,
  href,
  headingLevel = 3,
}: EventCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const percent = percentRaised(amountRaisedCents, targetFundCents);
  return (
    <article className={styles.card} data-testid="event-card">
      <CoverImage
        src={picture}
        alt={title}
        sizes="(min-width: 1120px) 352px, (min-width: 768px) 33vw, 100vw"
        className={styles.picture}
      />
      <div className={styles.body}>
        <Heading className={styles.title}>{title}</Heading>
        {description ? <p className={styles.description}>{description}</p> : null}

        <div className={styles.figures}>
          <p className={styles.goal}>
            Goal{' '}
            <strong>
              $<span data-testid="event-target">{formatTarget(targetFundCents)}</span>
            </strong>
          </p>
          <p className={styles.percent}>
            <strong data-testid="event-percent">{percent}%</strong> raised
          </p>
        </div>
        <ProgressBar
          value={progressPercent(amountRaisedCents, targetFundCents)}
          label={`${percent}% of the goal raised`}
        />

        <LinkButton
          href={href ?? eventPath(id)}
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
