import Link from 'next/link';
import type { ReactNode } from 'react';
import styles from './account.module.css';

/** A way on from an account page: a link, with the words before it if any ("Already have an account?"). */
export type AccountLink = { href: string; label: string; lead?: string };

type AccountCardProps = { titleId: string; title: string; children: ReactNode; links: AccountLink[] };

/**
 * The centred card of the signed-out account pages (log in, sign up, forgot, reset, verify), named
 * by its h1, with the page's ways on listed under it.
 */
export function AccountCard({ titleId, title, children, links }: AccountCardProps) {
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby={titleId}>
        <h1 id={titleId} className={styles.title}>
          {title}
        </h1>
        {children}
        <ul className={styles.links}>
          {links.map(({ href, label, lead }) => (
            <li key={label}>
              {lead ? `${lead} ` : null}
              <Link href={href}>{label}</Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
