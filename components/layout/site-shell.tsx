import { Suspense, type ReactNode } from 'react';
import { OrganizerLogoProvider } from './organizer-logo';
import { ScrollToTop } from './scroll-to-top';
import { SiteFooter } from './site-footer';
import { SiteNav, type NavUser } from './site-nav';
import styles from './site-shell.module.css';

type SiteShellProps = {
  siteName: string;
  contactEmail: string;
  user?: NavUser | null;
  children: ReactNode;
};

/** The chrome of every normal page: fixed navigation bar, content 70 px down, footer. */
export function SiteShell({ siteName, contactEmail, user, children }: SiteShellProps) {
  return (
    <OrganizerLogoProvider>
      <Suspense fallback={null}>
        <ScrollToTop />
      </Suspense>
      <a href="#main" className={styles.skip}>
        Skip to content
      </a>
      <div className={styles.shell}>
        <SiteNav siteName={siteName} user={user} />
        <main id="main" className={styles.main} tabIndex={-1}>
          {children}
        </main>
        <SiteFooter siteName={siteName} contactEmail={contactEmail} />
      </div>
    </OrganizerLogoProvider>
  );
}
