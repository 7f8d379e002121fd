import Link from 'next/link';
import { Fragment, type ReactNode } from 'react';
import type { Crumb } from '@/lib/shared/target-page';
import styles from './campaign-intro.module.css';

/**
 * The intro of a campaign page: what it is, its title, and what it belongs to (links to its event,
 * and to its team for an individual campaign).
 */
export function CampaignIntro({
  kind,
  parents,
  title,
  children,
}: {
  kind: string;
  parents: Crumb[];
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className={styles.intro}>
      <p className={styles.kicker}>{kind}</p>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.parents} data-testid="campaign-parents">
        Part of{' '}
        {parents.map((parent, index) => (
          <Fragment key={parent.href}>
            {index > 0 ? <span aria-hidden="true"> › </span> : null}
            <Link href={parent.href} prefetch={false} className={styles.parentLink}>
              {parent.label}
            </Link>
          </Fragment>
        ))}
      </p>
      {children}
    </div>
  );
}
