'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';
import { useClock } from '@/components/events/use-clock';
import { isRedirected, isWindowOpen } from '@/lib/rules/action-window';
import type { GivingAction } from '@/lib/shared/target-page';
import { GIVING_ACTIONS_ID, SHARE_PANEL_ID } from './giving-actions';
import styles from './sticky-giving-bar.module.css';

type StickyGivingBarProps = {
  donate: GivingAction;
  register: GivingAction | null;
  /** What the server saw when it rendered the cached page, until the browser's clock takes over. */
  openAtRender: { donate: boolean; register: boolean };
  share: { url: string; title: string };
};

/**
 * A slim bar fixed to the bottom of a phone's screen with Donate, Register and Share, shown
 * whenever the page's own buttons (GivingActions) are scrolled out of view (never from 900 px up,
 * where the giving column is sticky). It is not in the HTML at all until then, so the page's
 * buttons stay the only ones on the first screen. Share opens the system share sheet, else
 * scrolls to the page's share panel (SHARE_PANEL_ID). Give it the same action objects as the
 * page's buttons: the page's data then carries them once.
 */
export function StickyGivingBar({ donate, register, openAtRender, share }: StickyGivingBarProps) {
  const [shown, setShown] = useState(false);
  const now = useClock();

  useEffect(() => {
    const watched = document.getElementById(GIVING_ACTIONS_ID);
    if (!watched || typeof IntersectionObserver === 'undefined') return;
    // Buttons under the fixed navigation bar, or mostly off screen, are out of reach.
    const navigation = getComputedStyle(document.documentElement).getPropertyValue('--page-top').trim() || '0px';
    const observer = new IntersectionObserver(([entry]) => setShown(entry.intersectionRatio < 0.5), {
      rootMargin: `-${navigation} 0px 0px 0px`,
      threshold: [0, 0.5, 1],
    });
    observer.observe(watched);
    return () => observer.disconnect();
  }, []);

  if (!shown) return null;

  const donateOpen = now === null ? openAtRender.donate : isWindowOpen(donate.window, now);
  const registerOpen = !!register && (now === null ? openAtRender.register : isWindowOpen(register.window, now));
  const registerHref =
    register?.redirect && now !== null && isRedirected(register.redirect, now) ? register.redirect.href : null;

  async function shareLink() {
    if (navigator.share) {
      try {
        await navigator.share({ title: share.title, url: share.url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return; // closed by the user
      }
    }
    // No share sheet (most desktops): the page's share panel, with its first link focused.
    const panel = document.getElementById(SHARE_PANEL_ID);
    panel?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    panel?.querySelector<HTMLElement>('a, button')?.focus({ preventScroll: true });
  }

  return (
    <div className={styles.bar} role="region" aria-label="Donate, register and share" data-testid="sticky-giving-bar">
      <button type="button" className={styles.share} onClick={shareLink}>
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
          <path
            d="M18 16.1c-.8 0-1.5.3-2 .8l-7.1-4.2c.1-.2.1-.5.1-.7s0-.5-.1-.7l7-4.1c.5.5 1.3.8 2.1.8 1.7 0 3-1.3 3-3s-1.3-3-3-3-3 1.3-3 3c0 .2 0 .5.1.7l-7 4.1C7.5 9.3 6.8 9 6 9c-1.7 0-3 1.3-3 3s1.3 3 3 3c.8 0 1.5-.3 2.1-.8l7.1 4.2c-.1.2-.1.4-.1.6 0 1.6 1.3 2.9 2.9 2.9s2.9-1.3 2.9-2.9-1.3-2.9-2.9-2.9z"
            fill="currentColor"
          />
        </svg>
        Share
      </button>
      {registerHref ? (
        <a
          href={registerHref}
          className={styles.secondary}
          rel="noopener"
          target="_blank"
          data-testid="sticky-register"
        >
          Register
        </a>
      ) : registerOpen && register ? (
        <Link href={register.href} className={styles.secondary} prefetch={false} data-testid="sticky-register">
          Register
        </Link>
      ) : null}
      {donateOpen ? (
        <Link href={donate.href} className={styles.primary} prefetch={false} data-testid="sticky-donate">
          Donate
        </Link>
      ) : null}
    </div>
  );
}
