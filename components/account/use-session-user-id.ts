'use client';

import { useEffect, useState } from 'react';

/**
 * The id of the signed-in visitor, or null (also while it is being asked). Cached pages are the
 * same for everyone, so the browser asks GET /api/session, which answers visitors without a
 * session cookie without touching the database.
 */
export function useSessionUserId(): string | null {
  const [userId, setUserId] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetch('/api/session', { signal: controller.signal, cache: 'no-store' })
      .then((response) => (response.ok ? (response.json() as Promise<{ user?: { _id?: string } | null }>) : null))
      .then((body) => setUserId(body?.user?._id ?? null))
      .catch(() => {});
    return () => controller.abort();
  }, []);
  return userId;
}
