'use client';

import Link from 'next/link';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { DASHBOARD_PATH } from '@/lib/shared/paths';
import { NEW_EVENT_COOKIE } from '@/lib/shared/new-event-cookie';
import { SharePanel, type ShareTarget } from './share-panel';
import styles from './live-event-moment.module.css';

// The moment as a tiny store the component subscribes to: "new" while the cookie names this
// event, then latched ("showing") once the dialog has opened and the cookie is cleared, so the
// dialog stays until it is closed. The server (and any other visitor) sees nothing.
let showing: string | null = null;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

function cookieNames(eventId: string): boolean {
  const match = document.cookie.match(new RegExp(`(?:^|;\\s*)${NEW_EVENT_COOKIE}=([^;]*)`));
  return match !== null && decodeURIComponent(match[1]) === eventId;
}

function latch(eventId: string) {
  showing = eventId;
  document.cookie = `${NEW_EVENT_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
}

function dismiss() {
  showing = null;
  for (const listener of listeners) listener();
}

/**
 * "Your event is live, share it": shown once to the organizer who has just created this event or
 * fundraiser (lib/shared/new-event-cookie.ts), as a dialog with the share links and the embed
 * code. Everyone else gets nothing: no markup, and only this small script.
 */
export function LiveEventMoment({
  eventId,
  noun,
  isHidden,
  share,
}: {
  eventId: string;
  noun: 'event' | 'fundraiser';
  isHidden: boolean;
  /** The same object as the page's own share panel gets (the page's data then carries it once). */
  share: ShareTarget;
}) {
  const open = useSyncExternalStore(
    subscribe,
    () => showing === eventId || (showing === null && cookieNames(eventId)),
    () => false,
  );
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    if (!open || dialog.current?.open) return;
    latch(eventId);
    dialog.current?.showModal();
  }, [open, eventId]);

  if (!open) return null;
  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby="live-moment-title"
      onClose={dismiss}
      data-testid="live-moment"
    >
      <p className={styles.eyebrow}>{isHidden ? 'Saved' : 'Published'}</p>
      <h2 id="live-moment-title" className={styles.title}>
        {isHidden ? `Your ${noun} is saved` : `Your ${noun} is live!`}
      </h2>
      <p className={styles.text}>
        {isHidden
          ? `It is hidden from the lists: only people you send the link to can find it. Share it when you are ready.`
          : `Share it with your supporters now: every share brings in more gifts${noun === 'event' ? ' and sign-ups' : ''}.`}
      </p>
      <SharePanel share={share} />
      <div className={styles.actions}>
        <Link href={DASHBOARD_PATH} className={styles.secondary}>
          Go to your dashboard
        </Link>
        <button type="button" className={styles.primary} onClick={() => dialog.current?.close()}>
          Done
        </button>
      </div>
    </dialog>
  );
}
