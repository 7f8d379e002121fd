import Link from 'next/link';
import { BrandMark } from './brand-mark';
import styles from './site-footer.module.css';
import { homePath, privacyPolicyPath } from '@/lib/shared/paths';

type SiteFooterProps = { siteName: string; contactEmail: string };

export function SiteFooter({ siteName, contactEmail }: SiteFooterProps) {
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.about}>
          <Link href={homePath()} className={styles.brand}>
            <BrandMark size={28} />
            <span>{siteName}</span>
          </Link>
          <p className={styles.tagline}>Fundraising and event signups for causes that bring people together.</p>
        </div>

        <nav aria-label="Footer" className={styles.links}>
          <Link href="/#about">About Us</Link>
          <Link href={privacyPolicyPath()}>Privacy</Link>
          <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
        </nav>
      </div>
      <p className={styles.copyright}>
        © {year} {siteName}. All rights reserved.
      </p>
    </footer>
  );
}
