'use client';

import Image from 'next/image';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { avatarUrl } from '@/components/account/avatar';
import type { sessionCall } from '@/lib/contracts/accounts';
import type { AnswerOf } from '@/lib/contracts/contract';
import { SESSION_API_PATH } from '@/lib/shared/paths';
import { OrganizerNav } from './organizer-nav';
import styles from './site-nav.module.css';
import { loginPath, profilePath, signupPath } from '@/lib/shared/paths';

/** The signed-in user as the navigation bar shows them; Organizers also get Dashboard and Create. */
export type NavUser = { id: string; name: string; avatarUrl: string | null; userType?: 'General' | 'Organizer' };

/**
 * GET /api/session's answer. Every page asks it, so this island fetches it by the contract's path
 * and answer type alone: apiCall and the contracts would add some kB of JavaScript to every page.
 */
type Session = AnswerOf<typeof sessionCall>;

function initials(name: string) {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '');
  return letters.join('') || '?';
}

/**
 * 'login | sign-up', or the signed-in user's avatar linking to /profile (after Dashboard and Create
 * for an Organizer: GET /api/session says userType). Pages are cached and the
 * same for everyone (reading the session cookie on the server would make every page render per
 * visit), so the browser asks GET /api/session who it is, again after each navigation.
 * A server that already knows the user may pass it instead.
 */
export function NavAccount({ user: known }: { user?: NavUser | null }) {
  const pathname = usePathname();
  // undefined until the first answer: a signed-in visitor never sees 'login | sign-up' flash by.
  const [checked, setChecked] = useState<NavUser | null | undefined>(undefined);

  useEffect(() => {
    if (known !== undefined) return;
    const controller = new AbortController();
    fetch(SESSION_API_PATH, { signal: controller.signal, cache: 'no-store' })
      .then((response) => (response.ok ? (response.json() as Promise<Session>) : null))
      .then((body) => {
        const user = body?.user;
        setChecked(
          user ? { id: user._id, name: user.name, avatarUrl: avatarUrl(user), userType: user.userType } : null,
        );
      })
      .catch(() => {
        if (!controller.signal.aborted) setChecked(null);
      });
    return () => controller.abort();
  }, [known, pathname]);

  const user = known !== undefined ? known : checked;
  if (user) {
    return (
      <>
        {user.userType === 'Organizer' ? <OrganizerNav /> : null}
        <Link href={profilePath()} className={styles.avatar} aria-label={`Your profile (${user.name})`}>
          {user.avatarUrl ? (
            <Image src={user.avatarUrl} alt="" width={36} height={36} className={styles.avatarImage} />
          ) : (
            <span aria-hidden="true">{initials(user.name)}</span>
          )}
        </Link>
      </>
    );
  }
  const unknown = user === undefined;
  return (
    <span
      className={styles.auth}
      // Holds its place (no layout shift) but shows and announces nothing until the session is known.
      style={unknown ? { visibility: 'hidden' } : undefined}
      aria-hidden={unknown || undefined}
    >
      <Link href={loginPath()} className={styles.authLink}>
        login
      </Link>
      <span className={styles.separator} aria-hidden="true">
        |
      </span>
      <Link href={signupPath()} className={styles.authLink}>
        sign-up
      </Link>
    </span>
  );
}
