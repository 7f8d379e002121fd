import type { ReactNode } from 'react';
import styles from './event-form.module.css';

/** The frame of the organizer form pages: heading, a line of help, the form. */
export function EventFormPage({ title, lead, children }: { title: string; lead: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lead}>{lead}</p>
      </header>
      {children}
    </div>
  );
}
