import type { ReactNode } from 'react';
import styles from './event-facts.module.css';

export type EventFact = { key: 'date' | 'time' | 'location'; label: string; value: string };

const ICONS: Record<EventFact['key'], ReactNode> = {
  date: (
    <path d="M7 2v2H5a2 2 0 0 0-2 2v13a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2h-2V2h-2v2H9V2zm-2 7h14v10H5z" />
  ),
  time: (
    <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20m0 2a8 8 0 1 1 0 16 8 8 0 0 1 0-16m-1 3v6l5 3 1-1.7-4-2.3V7z" />
  ),
  location: (
    <path d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7m0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5" />
  ),
};

/** Date, time and location, each with an icon and a label for screen readers. */
export function EventFacts({ facts }: { facts: EventFact[] }) {
  if (facts.length === 0) return null;
  return (
    <dl className={styles.facts}>
      {facts.map((fact) => (
        <div key={fact.key} className={styles.fact}>
          <dt>
            <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" className={styles.icon}>
              {ICONS[fact.key]}
            </svg>
            <span className="visually-hidden">{fact.label}</span>
          </dt>
          <dd data-testid={`event-${fact.key}`}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
