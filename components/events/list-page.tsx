import type { ReactNode } from 'react';
import styles from './list-page.module.css';

/** The frame of /event_list and /fundraiser_list: a heading band, then a grid of cards or an empty state. */
export function ListPage({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow: string;
  title: string;
  lead: string;
  children: ReactNode;
}) {
  return (
    <>
      <header className={styles.band}>
        <div className="container">
          <p className="eyebrow">{eyebrow}</p>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.lead}>{lead}</p>
        </div>
      </header>
      <div className={`container ${styles.content}`}>{children}</div>
    </>
  );
}

export function CardGrid({ children }: { children: ReactNode }) {
  return <ul className={styles.grid}>{children}</ul>;
}

type EmptyStateProps = {
  title: string;
  children: ReactNode;
  action?: ReactNode;
  /** h2 directly under the page's h1 (the lists), h3 inside a titled section (the home page). */
  headingLevel?: 2 | 3;
};

export function EmptyState({ title, children, action, headingLevel = 2 }: EmptyStateProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={styles.empty} data-testid="empty-state">
      <Heading>{title}</Heading>
      <p>{children}</p>
      {action}
    </div>
  );
}
