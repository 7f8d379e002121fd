import type { ReactNode } from 'react';
import styles from './status-message.module.css';

type StatusMessageProps = {
  eyebrow: string;
  title: string;
  children: ReactNode;
  actions: ReactNode;
};

/** A centred, friendly message for "not found" and "something went wrong" pages. */
export function StatusMessage({ eyebrow, title, children, actions }: StatusMessageProps) {
  return (
    <section className={styles.wrap}>
      <div className={styles.card}>
        <p className={styles.eyebrow}>{eyebrow}</p>
        <h1 className={styles.title}>{title}</h1>
        <div className={styles.text}>{children}</div>
        <div className={styles.actions}>{actions}</div>
      </div>
    </section>
  );
}
