'use client';

import { useSyncExternalStore } from 'react';
import { COUNTDOWN_INTERVAL_MS } from '@/lib/rules/constants';

// One ticking clock for every island on the page (countdown, activity windows): a single
// interval while anything listens. The server and the hydrating browser see null, so the
// cached HTML never disagrees with the first client render; real time takes over right after.

const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | null = null;
let now = 0;

function tick() {
  now = Math.floor(Date.now() / 1000) * 1000;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!timer) {
    tick();
    timer = setInterval(tick, COUNTDOWN_INTERVAL_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = null;
    }
  };
}

const getSnapshot = () => (timer ? now : Math.floor(Date.now() / 1000) * 1000);
const getServerSnapshot = () => null;

/** The current time in whole seconds (ms), or null while server-rendering and hydrating. */
export function useClock(): number | null {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
