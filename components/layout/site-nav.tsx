import Link from 'next/link';
import { BrandMark } from './brand-mark';
import { NavAccount, type NavUser } from './nav-account';
import { NavLink } from './nav-link';
import { OrganizerLogoSlot } from './organizer-logo';
import styles from './site-nav.module.css';
import { eventListPath, fundraiserListPath, homePath } from '@/lib/shared/paths';

export type { NavUser };

type SiteNavProps = { siteName: string; user?: NavUser | null };

export function SiteNav({ siteName, user }: SiteNavProps) {
  return (
    <header className={styles.bar}>
      <nav className={styles.inner} aria-label="Main">
        <div className={styles.start}>
          <Link href={homePath()} className={styles.brand}>
            <BrandMark className={styles.mark} />
            <span className={styles.brandName}>{siteName}</span>
          </Link>
          <OrganizerLogoSlot />
        </div>

        <div className={styles.end}>
          <NavLink href={fundraiserListPath()} className={styles.link} activeClassName={styles.active}>
            Fundraisers
          </NavLink>
          <NavLink href={eventListPath()} className={styles.link} activeClassName={styles.active}>
            Events
          </NavLink>

          <NavAccount user={user} />
        </div>
      </nav>
    </header>
  );
}
