import type { ReactNode } from 'react';
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

/**
 * A fundraising target in a card grid (an event, a fundraiser): picture, title, description, the
 * card's own figures, the bar of the percent raised, and View.
 */
export function TargetCard({
  testId,
  title,
  description,
  picture,
  targetFundCents,
  amountRaisedCents,
  href,
  prefetch,
  headingLevel,
  figures,
}: Omit<EventCardProps, 'id' | 'href' | 'headingLevel'> & {
  testId: string;
  href: string;
  prefetch?: false;
  headingLevel: 2 | 3;
  figures: ReactNode;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const percent = percentRaised(amountRaisedCents, targetFundCents);
  return (
    <article className={styles.card} data-testid={testId}>
      <CoverImage
        src={picture}
        alt={title}
        sizes="(min-width: 1120px) 352px, (min-width: 768px) 33vw, 100vw"
        className={styles.picture}
      />
      <div className={styles.body}>
        <Heading className={styles.title}>{title}</Heading>
        {description ? <p className={styles.description}>{description}</p> : null}
        <div className={styles.figures}>{figures}</div>
        <ProgressBar
          value={progressPercent(amountRaisedCents, targetFundCents)}
          label={`${percent}% of the goal raised`}
        />
        <LinkButton
          href={href}
          prefetch={prefetch}
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

/** An event in a card grid: its goal and percent raised as figures. */
export function EventCard({ id, href, headingLevel = 3, ...card }: EventCardProps) {
  const percent = percentRaised(card.amountRaisedCents, card.targetFundCents);
  return (
    <TargetCard
      {...card}
      testId="event-card"
      href={href ?? eventPath(id)}
      headingLevel={headingLevel}
      figures={
        <>
          <p className={styles.goal}>
            Goal{' '}
            <strong>
              $<span data-testid="event-target">{formatTarget(card.targetFundCents)}</span>
            </strong>
          </p>
          <p className={styles.percent}>
            <strong data-testid="event-percent">{percent}%</strong> raised
          </p>
        </>
      }
    />
  );
}
