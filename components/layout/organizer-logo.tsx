'use client';

import Image from 'next/image';
import { usePathname } from 'next/navigation';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import styles from './organizer-logo.module.css';

type Logo = { src: string; alt: string };
type Entry = { pathname: string; owner: symbol; logo: Logo };
type LogoActions = {
  show: (entry: Entry) => void;
  clear: (owner: symbol) => void;
};

// Two contexts so that the setter's identity never changes when the logo does.
const LogoContext = createContext<Logo | null>(null);
const LogoActionsContext = createContext<LogoActions | null>(null);

/**
 * Holds the organizer logo that a page may show in the navigation bar.
 * The logo belongs to the path that set it, so it disappears on every route change
 * even before the next page says anything.
 */
export function OrganizerLogoProvider({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  const [entry, setEntry] = useState<Entry | null>(null);
  const logo = entry && entry.pathname === pathname ? entry.logo : null;
  const actions = useMemo<LogoActions>(
    () => ({
      show: setEntry,
      clear: (owner) => setEntry((current) => (current?.owner === owner ? null : current)),
    }),
    [],
  );
  return (
    <LogoActionsContext.Provider value={actions}>
      <LogoContext.Provider value={logo}>{children}</LogoContext.Provider>
    </LogoActionsContext.Provider>
  );
}

/** Render on a page to show an organizer's logo in the navigation bar while that page is open. */
export function SetOrganizerLogo({ src, alt }: Logo) {
  const actions = useContext(LogoActionsContext);
  const pathname = usePathname();
  useEffect(() => {
    if (!actions) return;
    const owner = Symbol('organizer-logo');
    actions.show({ pathname, owner, logo: { src, alt } });
    return () => actions.clear(owner);
  }, [actions, pathname, src, alt]);
  return null;
}

/** The navigation bar's slot for the logo; renders nothing when no page has set one. */
export function OrganizerLogoSlot() {
  const logo = useContext(LogoContext);
  if (!logo) return null;
  return (
    <span className={styles.slot} data-organizer-logo>
      <span className={styles.frame}>
        <Image src={logo.src} alt={logo.alt} fill sizes="120px" className={styles.image} />
      </span>
    </span>
  );
}
