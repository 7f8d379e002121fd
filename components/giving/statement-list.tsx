import { statementPath } from '@/lib/shared/paths';
import styles from './statement-list.module.css';

/**
 * The donor's year-end statements on /profile: one PDF per year with a gift that counts (CONTRACT
 * §6). Plain links: the PDF is drawn when it is asked for, from the gifts as they stand.
 */
export function StatementList({ years }: { years: number[] }) {
  if (years.length === 0) return null;
  return (
    <section className={styles.card} aria-labelledby="statements-title" data-testid="statements">
      <h2 id="statements-title" className={styles.title}>
        Year-end statements
      </h2>
      <p className={styles.intro}>
        Every gift of the year with its date, what it went to and its amount, for your tax records. Refunds are left
        out; registration fees are listed apart.
      </p>
      <ul className={styles.list}>
        {years.map((year) => (
          <li key={year}>
            <a href={statementPath(year)} download className={styles.link} data-testid="statement-link">
              <span className={styles.year}>{year} statement</span> <span className={styles.kind}>PDF</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
