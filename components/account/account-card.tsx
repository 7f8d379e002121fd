import type { ReactNode } from 'react';
import styles from './account.module.css';

type AccountCardProps = { titleId: string; title: string; children: ReactNode };

/** The centred card of the signed-out account pages (log in, sign up, forgot, reset, verify), named by its h1. */
export function AccountCard({ titleId, title, children }: AccountCardProps) {
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby={titleId}>
        <h1 id={titleId} className={styles.title}>
          {title}
        </h1>
        {children}
      </section>
    </div>
  );
}
