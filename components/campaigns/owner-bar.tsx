'use client';

import Link from 'next/link';
import { useSessionUserId } from '@/components/account/use-session-user-id';
import type { OwnerAction } from '@/lib/shared/target-page';
import styles from './owner-bar.module.css';

/**
 * The slim bar of owner-only controls (Edit, offline donations, reports) above a cached public
 * page, apart from the donor's buttons. The page is the same for everyone, so the browser asks
 * who it is and shows the actions meant for them; everyone else sees nothing, and nothing moves
 * for them.
 */
export function OwnerBar({ actions }: { actions: OwnerAction[] }) {
  const userId = useSessionUserId();
  const shown = userId ? actions.filter((action) => action.userIds.includes(userId)) : [];
  if (shown.length === 0) return null;
  return (
    <nav className={styles.bar} aria-label="Owner tools" data-testid="owner-bar">
      <div className={styles.inner}>
        <span className={styles.label}>Only you see this</span>
        <ul className={styles.actions}>
          {shown.map((action) => (
            <li key={action.href}>
              <Link href={action.href} className={styles.action} prefetch={false} data-testid={action.testId}>
                {action.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
