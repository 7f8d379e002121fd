'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import { DASHBOARD_PATH, createEventPath, createFundraiserPath } from '@/lib/shared/paths';
import styles from './organizer-nav.module.css';

/**
 * What an Organizer gets in the navigation bar: Dashboard, and Create with a small menu (an event
 * or a fundraiser). A disclosure (a button that shows a list of links) rather than an ARIA menu:
 * links stay links, Tab moves through them, Escape closes it and gives focus back to the button.
 * On a phone both show as icons with their names for screen readers (and as tooltips).
 */
export function OrganizerNav() {
  const pathname = usePathname();
  const onDashboard = pathname === DASHBOARD_PATH || pathname.startsWith(`${DASHBOARD_PATH}/`);
  return (
    <div className={styles.tools}>
      <Link
        href={DASHBOARD_PATH}
        className={`${styles.tool} ${onDashboard ? styles.active : ''}`}
        aria-current={onDashboard ? 'page' : undefined}
        title="Dashboard"
        data-testid="nav-dashboard"
      >
        <Icon path="M3 3h8v10H3zm10 0h8v6h-8zM3 15h8v6H3zm10-4h8v10h-8z" />
        <span className={styles.label}>Dashboard</span>
      </Link>
      <CreateMenu key={pathname} />
    </div>
  );
}

/** Keyed by the path: a navigation closes it. */
function CreateMenu() {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOnOutside = (event: PointerEvent | FocusEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', closeOnOutside);
    document.addEventListener('focusin', closeOnOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutside);
      document.removeEventListener('focusin', closeOnOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    <div className={styles.create} ref={wrapper}>
      <button
        ref={button}
        type="button"
        className={`${styles.tool} ${styles.createButton}`}
        aria-expanded={open}
        aria-controls={menuId}
        title="Create"
        onClick={() => setOpen((value) => !value)}
        data-testid="nav-create"
      >
        <Icon path="M11 5h2v6h6v2h-6v6h-2v-6H5v-2h6z" />
        <span className={styles.label}>Create</span>
        <svg className={styles.caret} width="12" height="12" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.5" />
        </svg>
      </button>
      <ul id={menuId} className={styles.menu} hidden={!open}>
        <MenuItem
          href={createEventPath()}
          label="Create event"
          description="A run, walk, swim or gala with sign-ups"
          onPick={() => setOpen(false)}
        />
        <MenuItem
          href={createFundraiserPath()}
          label="Create fundraiser"
          description="A cause people give to, with campaigns"
          onPick={() => setOpen(false)}
        />
      </ul>
    </div>
  );
}

/** A link whose name starts with its label ("Create event"); the line under it says what it is. */
function MenuItem({
  href,
  label,
  description,
  onPick,
}: {
  href: string;
  label: string;
  description: string;
  onPick: () => void;
}) {
  return (
    <li>
      <Link href={href} className={styles.item} onClick={onPick}>
        <strong>{label}</strong>
        <span>{description}</span>
      </Link>
    </li>
  );
}

function Icon({ path }: { path: string }) {
  return (
    <svg className={styles.icon} width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
      <path d={path} fill="currentColor" />
    </svg>
  );
}
