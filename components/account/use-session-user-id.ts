'use client';

import { useEffect, useState } from 'react';
import { apiCall } from '@/lib/client/api';
import { sessionCall } from '@/lib/contracts/accounts';

/**
 * The id of the signed-in visitor, or null (also while it is being asked). Cached pages are the
 * same for everyone, so the browser asks GET /api/session, which answers visitors without a
 * session cookie without touching the database.
 */
export function useSessionUserId(): string | null {
  const [userId, setUserId] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    void apiCall(sessionCall, { signal: controller.signal, cache: 'no-store', redirectOn401: false }).then((result) => {
      if (controller.signal.aborted || result.status === 0) return; // gone, or no answer: as it was
      setUserId(result.ok ? (result.data.user?._id ?? null) : null);
    });
    return () => controller.abort();
  }, []);
  return userId;
}
