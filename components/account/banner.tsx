import type { ReactNode } from 'react';
import styles from './form.module.css';

type BannerProps = { tone: 'success' | 'error'; children: ReactNode; id?: string };

/**
 * A success (green) or error (red) message above a form. Errors are alerts, successes polite
 * status messages, so screen readers announce both without moving focus.
 */
export function Banner({ tone, children, id }: BannerProps) {
  return (
    <div
      id={id}
      role={tone === 'error' ? 'alert' : 'status'}
      className={`${styles.banner} ${tone === 'error' ? styles.danger : styles.success}`}
      data-tone={tone}
    >
      {children}
    </div>
  );
}

/** An error message in the red banner, or nothing while there is none. */
export function ErrorBanner({ message }: { message: string | null | undefined }) {
  return message ? (
    <Banner tone="error">
      <p>{message}</p>
    </Banner>
  ) : null;
}
