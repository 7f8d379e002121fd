'use client';

import { useEffect, useState } from 'react';
import type { sessionCall } from '@/lib/contracts/accounts';
import type { AnswerOf } from '@/lib/contracts/contract';
import { SESSION_API_PATH } from '@/lib/shared/paths';

/**
 * The id of the signed-in visitor, or null (also while it is being asked). Cached pages are the
 * same for everyone, so the browser asks GET /api/session, which answers visitors without a
 * session cookie without touching the database. By the contract's path and answer type alone:
 * the owner bar is on every cached page, which need not load the contracts.
 */
export function useSessionUserId(): string | null {
  const [userId, setUserId] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetch(SESSION_API_PATH, { signal: controller.signal, cache: 'no-store' })
      .then((response) => (response.ok ? (response.json() as Promise<AnswerOf<typeof sessionCall>>) : null))
      .then((body) => setUserId(body?.user?._id ?? null))
      .catch(() => {});
    return () => controller.abort();
  }, []);
  return userId;
}
