'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

/**
 * Scrolls the window to the top whenever the path changes. It leaves the browser alone
 * for back/forward (scroll restoration) and for links to an anchor such as /#about.
 */
export function ScrollToTop() {
  const pathname = usePathname();
  const previous = useRef(pathname);
  const historyNavigation = useRef(false);

  useEffect(() => {
    const onPopState = () => {
      historyNavigation.current = true;
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const fromHistory = historyNavigation.current;
    historyNavigation.current = false;
    if (fromHistory || window.location.hash) return;
    window.scrollTo(0, 0);
  }, [pathname]);

  return null;
}
