'use client';

import styles from './countdown.module.css';
import { useClock } from './use-clock';

const UNITS = [
  { label: 'Days', ms: 86_400_000 },
  { label: 'Hours', ms: 3_600_000 },
  { label: 'Minutes', ms: 60_000 },
  { label: 'Seconds', ms: 1000 },
] as const;

/** Whole days, hours, minutes and seconds from `now` to `target`; all zero once it has passed. */
export function splitRemaining(target: number, now: number): number[] {
  let rest = Math.max(0, target - now);
  return UNITS.map((unit) => {
    const value = Math.floor(rest / unit.ms);
    rest -= value * unit.ms;
    return value;
  });
}

/** Ticks each second until the event starts. Before hydration the boxes show dashes, not a stale time. */
export function Countdown({ target, label = 'Starts in' }: { target: string; label?: string }) {
  const now = useClock();
  const targetMs = Date.parse(target);
  if (now !== null && now >= targetMs) {
    return (
      <p className={styles.started} data-testid="countdown">
        The event has started.
      </p>
    );
  }
  const values = now === null ? null : splitRemaining(targetMs, now);
  return (
    <div className={styles.countdown} data-testid="countdown" role="timer" aria-live="off">
      <p className={styles.label}>{label}</p>
      <ol className={styles.units}>
        {UNITS.map((unit, index) => (
          <li key={unit.label} className={styles.unit}>
            <span className={styles.value} data-testid={`countdown-${unit.label.toLowerCase()}`}>
              {values ? String(values[index]).padStart(2, '0') : '--'}
            </span>
            <span className={styles.unitLabel}>{unit.label}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
