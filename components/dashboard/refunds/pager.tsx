import Link from 'next/link';
import styles from './money-back.module.css';

/** Newer and older pages of a list (`href(n)` addresses page n, from 1). */
export function Pager({ page, pageCount, href }: { page: number; pageCount: number; href: (page: number) => string }) {
  if (pageCount <= 1) return null;
  return (
    <nav className={styles.pager} aria-label="Pages">
      {page > 1 ? (
        <Link href={href(page - 1)} rel="prev">
          ← Newer
        </Link>
      ) : (
        <span className="placeholder" />
      )}
      <span className={styles.muted}>
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? (
        <Link href={href(page + 1)} rel="next">
          Older →
        </Link>
      ) : (
        <span className="placeholder" />
      )}
    </nav>
  );
}
