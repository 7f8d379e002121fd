import Link from 'next/link';
import type { ReactNode } from 'react';
import batchStyles from '@/components/dashboard/batch/batch.module.css';
import styles from '@/components/dashboard/dashboard.module.css';
import { DASHBOARD_PATH } from '@/lib/shared/paths';

/**
 * The frame of a dashboard page about one event (its donations, participants, offline gifts, batch
 * entry): the way back to the dashboard, the title, a lead sentence, the page's actions beside
 * them, then the page itself.
 */
export function EventSubpage({
  title,
  lead,
  actions,
  children,
}: {
  title: string;
  lead: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={styles.page}>
      <p className={batchStyles.back}>
        <Link href={DASHBOARD_PATH}>← Dashboard</Link>
      </p>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.lead}>{lead}</p>
        </div>
        {actions}
      </header>
      {children}
    </div>
  );
}

/** What a page of rows shows when there are none. */
export function NoRows({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <p className={styles.lead} data-testid={testId}>
      {children}
    </p>
  );
}
