import type { ReactNode } from 'react';
import styles from './giving-actions.module.css';

/** The id StickyGivingBar watches: while this row is on screen, the bar stays away. */
export const GIVING_ACTIONS_ID = 'giving-actions';
/** The id of a public page's share panel, where the sticky bar's Share leads without a system share sheet. */
export const SHARE_PANEL_ID = 'share';

/**
 * The Donate and Register buttons of a public page, side by side so both fit the first screen
 * of a phone (a closed notice or a moved sign-up takes a full row). Put it right under the total.
 */
export function GivingActions({ children }: { children: ReactNode }) {
  return (
    <div id={GIVING_ACTIONS_ID} className={styles.actions} data-testid="giving-actions">
      {children}
    </div>
  );
}
