import type { ReactNode } from 'react';
import styles from './embed.module.css';

// Bare page for other sites' iframes: no navigation bar, no footer, no top padding. Each embed
// names its campaign's own page as canonical, so search engines credit that page rather than
// treat the card as a copy (indexing is left on: a noindex would also hide the canonical hint).
export default function EmbedLayout({ children }: { children: ReactNode }) {
  return <main className={styles.embed}>{children}</main>;
}
