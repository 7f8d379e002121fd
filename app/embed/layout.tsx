import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import styles from './embed.module.css';

export const metadata: Metadata = { robots: { index: false } };

// Bare page for other sites' iframes: no navigation bar, no footer, no top padding.
export default function EmbedLayout({ children }: { children: ReactNode }) {
  return <div className={styles.embed}>{children}</div>;
}
