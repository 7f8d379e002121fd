'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';

/**
 * Asks before unsaved changes are lost. Reloading or closing the tab gets the browser's own
 * question (beforeunload: browsers no longer show a page's text); a click on a link of this site,
 * the navigation bar's included, is held and `pendingHref` set, so the form can ask in its own
 * dialog and then `leave()` or `stay()`. Links that stay on the page (#section), open elsewhere
 * (a new tab, a download, /api/ files such as the CSV reports) or are modified clicks pass.
 * The browser's Back button is not held: the App Router offers no way to stop it.
 */
export function useLeaveGuard(active: boolean) {
  const router = useRouter();
  const [pendingHref, setPendingHref] = useState<string | null>(null);
  const activeRef = useRef(active);
  const leaving = useRef(false);
  useEffect(() => {
    activeRef.current = active && !leaving.current;
  }, [active]);

  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!activeRef.current) return;
      event.preventDefault();
      event.returnValue = ''; // still needed by some browsers to show the question
    };
    // Capture on window: before Next.js's <Link> (a React handler on the document) navigates.
    const onClick = (event: MouseEvent) => {
      if (!activeRef.current || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return;
      if (link.target && link.target !== '_self') return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin || url.pathname.startsWith('/api/')) return;
      if (url.pathname === window.location.pathname && url.search === window.location.search && url.hash) return;
      event.preventDefault();
      event.stopPropagation();
      setPendingHref(`${url.pathname}${url.search}${url.hash}`);
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('click', onClick, true);
    };
  }, [active]);

  return {
    pendingHref,
    /** Goes where the held link pointed, without asking again. */
    leave() {
      const href = pendingHref;
      leaving.current = true;
      activeRef.current = false;
      setPendingHref(null);
      if (href) router.push(href);
    },
    stay() {
      setPendingHref(null);
    },
  };
}
