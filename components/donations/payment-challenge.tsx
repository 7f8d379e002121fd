'use client';

import { useEffect, useRef } from 'react';
import { PAYMENT_CHALLENGE_PATH } from '@/lib/validation/payment-challenge';
import styles from './donation-form.module.css';

// The payment challenge's widget (ALTCHA's <altcha-widget>), shown only when a payment start
// answered 428 challenge_required (use-payment-challenge.tsx). Loaded with its own chunk, and the
// widget's code (about 34 kB gzipped) only when this mounts, so no page carries it otherwise. It
// fetches a challenge from PAYMENT_CHALLENGE_PATH and solves it in Web Workers (blob: workers, which
// the Content-Security-Policy's worker-src allows), by itself unless `auto` is off, when the donor
// ticks its box ("I'm not a robot", its own accessible label); the solution goes to `onSolved`.

export default function PaymentChallenge({
  auto,
  message,
  onSolved,
}: {
  /** Solve as soon as it shows (false after a solution was refused: the donor starts it, so it cannot loop). */
  auto: boolean;
  /** The server's words: why the check is asked for. */
  message: string;
  onSolved: (solution: string) => void;
}) {
  const holder = useRef<HTMLDivElement>(null);
  const solved = useRef(onSolved);
  useEffect(() => {
    solved.current = onSolved;
  }, [onSolved]);

  useEffect(() => {
    let widget: HTMLElement | null = null;
    let cancelled = false;
    void import('altcha').then(() => {
      const place = holder.current;
      if (cancelled || !place) return;
      widget = document.createElement('altcha-widget');
      widget.setAttribute('challenge', PAYMENT_CHALLENGE_PATH);
      widget.setAttribute('auto', auto ? 'onload' : 'off');
      widget.setAttribute('configuration', JSON.stringify({ humanInteractionSignature: false, minDuration: 0 }));
      widget.addEventListener('verified', (event) => {
        const { payload } = (event as CustomEvent<{ payload?: string }>).detail ?? {};
        if (payload) solved.current(payload);
      });
      place.append(widget);
      place.scrollIntoView({ block: 'nearest' });
    });
    return () => {
      cancelled = true;
      widget?.remove();
    };
  }, [auto]);

  return (
    <div className={styles.challenge} data-testid="payment-challenge">
      <p role="status">{message}</p>
      <div ref={holder} />
    </div>
  );
}
