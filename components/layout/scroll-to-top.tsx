'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';

/**
 * Scrolls the window to the top whenever the address changes, path or query (a list's next
 * page, another fundraiser). It leaves the browser alone for back/forward (scroll restoration)
 * and for links to an anchor such as /#about. It reads the query, so it renders inside
 * <Suspense> (site-shell.tsx) and static pages stay static.
 */
export function ScrollToTop() {
  const pathname = usePathname();
  const query = useSearchParams().toString();
  const address = query ? `${pathname}?${query}` : pathname;
  const previous = useRef(address);
  const historyNavigation = useRef(false);

  useEffect(() => {
    const onPopState = () => {
      historyNavigation.current = true;
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  useEffect(() => {
    if (previous.current === address) return;
    previous.current = address;
    const fromHistory = historyNavigation.current;
    historyNavigation.current = false;
    if (fromHistory || window.location.hash) return;
    window.scrollTo(0, 0);
  }, [address]);

  return null;
}
