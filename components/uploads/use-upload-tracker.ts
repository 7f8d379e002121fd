import { useCallback, useMemo, useRef, useState } from 'react';

export type UploadTracker = {
  /** True while any tracked upload is still running. */
  busy: boolean;
  /** Follows a promise until it settles and hands it back unchanged. */
  track<T>(promise: Promise<T>): Promise<T>;
  /** Resolves once every tracked upload has finished, including ones started while waiting; never rejects. */
  settled(): Promise<void>;
};

/**
 * Lets a form wait for its uploads: `await tracker.settled()` before saving, so a save never
 * carries a picture that is still on its way (spec: "submission waits until uploads finish").
 */
export function useUploadTracker(): UploadTracker {
  const pending = useRef(new Set<Promise<unknown>>());
  const [count, setCount] = useState(0);

  const track = useCallback(<T>(promise: Promise<T>): Promise<T> => {
    pending.current.add(promise);
    setCount(pending.current.size);
    const done = () => {
      pending.current.delete(promise);
      setCount(pending.current.size);
    };
    promise.then(done, done);
    return promise;
  }, []);

  const settled = useCallback(async (): Promise<void> => {
    while (pending.current.size > 0) await Promise.allSettled([...pending.current]);
  }, []);

  return useMemo(() => ({ busy: count > 0, track, settled }), [count, track, settled]);
}
