'use client';

import { useState } from 'react';
import { apiCall } from '@/lib/client/api';
import { logOutCall } from '@/lib/contracts/accounts';
import styles from './form.module.css';
import { homePath } from '@/lib/shared/paths';

/** Ends the session on the server (POST /api/logout) and leaves for the home page. */
export function LogoutButton() {
  const [busy, setBusy] = useState(false);
  async function logOut() {
    setBusy(true);
    await apiCall(logOutCall, { redirectOn401: false });
    // A full load on purpose: the navigation bar and every page in the router cache must forget the session.
    window.location.assign(homePath());
  }
  return (
    <button type="button" className={styles.secondary} onClick={logOut} disabled={busy}>
      {busy ? 'Logging out…' : 'Logout'}
    </button>
  );
}
