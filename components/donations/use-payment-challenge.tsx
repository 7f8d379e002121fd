'use client';

import { lazy, Suspense, useRef, useState } from 'react';
import type { ApiResult } from '@/lib/client/api';
import { API_ERROR_CODES } from '@/lib/rules/api-error-codes';

// The browser's side of the payment challenge, for every payment start (the donation and sign-up
// forms, either provider): a start that answers 428 challenge_required shows the widget (loaded
// only then), which solves the challenge and hands the solution to the retry the caller gave, with
// everything the donor typed still in place. A refused solution (expired, used) shows a fresh
// widget that waits for the donor's tick, so nothing loops on its own.

const PaymentChallenge = lazy(() => import('./payment-challenge'));

type Shown = { round: number; auto: boolean; message: string };

export function usePaymentChallenge() {
  const [shown, setShown] = useState<Shown | null>(null);
  const retry = useRef<((solution: string) => void) | null>(null);

  /**
   * True when `answer` asks for the challenge: the widget shows, and `again` runs with its
   * solution. `sentOne`: the refused start carried a solution already.
   */
  function asks(answer: ApiResult<unknown>, again: (solution: string) => void, sentOne: boolean): boolean {
    if ((answer.data as { code?: unknown }).code !== API_ERROR_CODES.challengeRequired) return false;
    retry.current = again;
    setShown((now) => ({ round: (now?.round ?? 0) + 1, auto: !sentOne, message: answer.error ?? '' }));
    return true;
  }

  const widget = shown ? (
    <Suspense fallback={<p role="status">{shown.message}</p>}>
      <PaymentChallenge
        key={shown.round}
        auto={shown.auto}
        message={shown.message}
        onSolved={(solution) => retry.current?.(solution)}
      />
    </Suspense>
  ) : null;

  return { asks, widget, done: () => setShown(null) };
}
