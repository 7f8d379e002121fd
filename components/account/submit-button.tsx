'use client';

import type { ReactNode } from 'react';
import { useHydrated } from '@/components/ui/use-hydrated';
import styles from './form.module.css';

/**
 * An account form's one full-width submit: off until the page is hydrated (a click before then
 * would post the form natively) and while the call is out, when it says what it is doing.
 */
export function SubmitButton({ busy, busyLabel, children }: { busy: boolean; busyLabel: string; children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <button type="submit" className={`${styles.button} ${styles.block}`} disabled={!hydrated || busy}>
      {busy ? busyLabel : children}
    </button>
  );
}
