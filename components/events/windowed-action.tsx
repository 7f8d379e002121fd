'use client';

import { LinkButton } from '@/components/ui/link-button';
import { isRedirected, isWindowOpen } from '@/lib/rules/action-window';
import { SIGNUP_MOVED, SIGNUP_MOVED_LINK } from '@/lib/rules/messages';
import type { GivingAction } from '@/lib/shared/target-page';
import styles from './windowed-action.module.css';
import { useClock } from './use-clock';

const KINDS = {
  donate: { label: 'Donate', closedLabel: 'Donations are closed', variant: 'primary' },
  register: { label: 'Register', closedLabel: 'Registration is closed', variant: 'secondary' },
} as const;

type WindowedActionProps = {
  kind: keyof typeof KINDS;
  action: GivingAction;
  /** What the server saw when it rendered the (cached) page; used until the browser's clock takes over. */
  openAtRender: boolean;
  /** Whether the redirect applied when the server rendered, so the HTML already points there. */
  redirectAtRender?: boolean;
};

/**
 * Donate or Register: a button while its activity window is open (lib/rules/action-window), a
 * "closed" notice after. The page is cached, so the browser re-checks the window against
 * its own clock and flips the button at the closing second.
 */
export function WindowedAction({ kind, action, openAtRender, redirectAtRender = false }: WindowedActionProps) {
  const now = useClock();
  const { label, closedLabel, variant } = KINDS[kind];
  const { redirect } = action;
  const redirected = now === null ? redirectAtRender : isRedirected(redirect, now);
  if (redirect && redirected) {
    return (
      <div className={styles.action}>
        <a href={redirect.href} className={styles.external} data-testid={kind} rel="noopener" target="_blank">
          {label}
        </a>
        <p className={styles.note}>
          {SIGNUP_MOVED}{' '}
          <a href={redirect.href} rel="noopener" target="_blank">
            {SIGNUP_MOVED_LINK}
          </a>
        </p>
      </div>
    );
  }
  const open = now === null ? openAtRender : isWindowOpen(action.window, now);
  if (!open) {
    return (
      <p className={styles.closed} data-testid={kind} role="status">
        {closedLabel}
      </p>
    );
  }
  return (
    <LinkButton href={action.href} variant={variant} block data-testid={kind} prefetch={false}>
      {label}
    </LinkButton>
  );
}
