import styles from './event-facts.module.css';

export type EventFact = { key: 'date' | 'time' | 'location'; label: string; value: string };

/** Date, time and location, each with an icon and a label for screen readers. */
export function EventFacts({ facts }: { facts: EventFact[] }) {
  if (facts.length === 0) return null;
  return (
    <dl className={styles.facts}>
      {facts.map((fact) => (
        <div key={fact.key} className={styles.fact}>
          <dt>
            <span className={`${styles.icon} ${styles[fact.key]}`} aria-hidden="true" />
            <span className="visually-hidden">{fact.label}</span>
          </dt>
          <dd data-testid={`event-${fact.key}`}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
