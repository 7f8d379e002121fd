import type { ReactNode } from 'react';
import styles from './list-page.module.css';

/** The frame of /event_list and /fundraiser_list: a heading band, then a grid of cards or an empty state. */
export function ListPage({ eyebrow, title, lead, children }: { eyebrow: string; title: string; lead: string; children: ReactNode }) {
  return (
    <>
      <header className={styles.band}>
        <div className={styles.container}>
          <p className={styles.eyebrow}>{eyebrow}</p>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.lead}>{lead}</p>
        </div>
      </header>
      <div className={`${styles.container} ${styles.content}`}>{children}</div>
    </>
  );
}

export function CardGrid({ children }: { children: ReactNode }) {
  return <ul className={styles.grid}>{children}</ul>;
}

export function EmptyState({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <div className={styles.empty} data-testid="empty-state">
      <h2>{title}</h2>
      <p>{children}</p>
      {action}
    </div>
  );
}
