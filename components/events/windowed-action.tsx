'use client';

import { LinkButton } from '@/components/ui/link-button';
import styles from './windowed-action.module.css';
import { isRedirected, isWindowOpen, type ActionRedirect, type ActionWindow } from './event-actions';
import { useClock } from './use-clock';

type WindowedActionProps = {
  label: string;
  closedLabel: string;
  href: string;
  activity: ActionWindow;
  /** What the server saw when it rendered the (cached) page; used until the browser's clock takes over. */
  openAtRender: boolean;
  redirect?: ActionRedirect | null;
  /** Whether the redirect applied when the server rendered, so the HTML already points there. */
  redirectAtRender?: boolean;
  variant?: 'primary' | 'secondary';
  testId?: string;
};

/**
 * Donate or Register: a button while its activity window is open (lib/rules/activity), a
 * "closed" notice after. The page is cached, so the browser re-checks the window against
 * its own clock and flips the button at the closing second.
 */
export function WindowedAction({
  label,
  closedLabel,
  href,
  activity,
  openAtRender,
  redirect,
  redirectAtRender = false,
  variant = 'primary',
  testId,
}: WindowedActionProps) {
  const now = useClock();
  const redirected = now === null ? redirectAtRender : isRedirected(redirect, now);
  if (redirect && redirected) {
    return (
      <div className={styles.action}>
        <a href={redirect.href} className={styles.external} data-testid={testId} rel="noopener" target="_blank">
          {label}
        </a>
        <p className={styles.note}>
          {redirect.note}{' '}
          <a href={redirect.href} rel="noopener" target="_blank">
            {redirect.noteLink}
          </a>
        </p>
      </div>
    );
  }
  const open = now === null ? openAtRender : isWindowOpen(activity, now);
  if (!open) {
    return (
      <p className={styles.closed} data-testid={testId} role="status">
        {closedLabel}
      </p>
    );
  }
  return (
    <LinkButton href={href} variant={variant} block data-testid={testId} prefetch={false}>
      {label}
    </LinkButton>
  );
}
