'use client';

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { DESCRIPTION_COLLAPSED_HEIGHT_PX } from '@/lib/rules/constants';
import styles from './read-more.module.css';

/**
 * A long text shown 300 px high with Read More, which toggles it to its full height and back.
 * The server decides from the text's length whether it is long (components/events/story-text.tsx),
 * so the button is in the HTML from the start; on a wide screen where the text fits after all,
 * the button goes away.
 */
export function ReadMore({ children }: { children: ReactNode }) {
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(true);
  const textRef = useRef<HTMLDivElement>(null);
  const id = useId();

  useEffect(() => {
    const element = textRef.current;
    if (!element) return;
    const observer = new ResizeObserver(() => {
      setOverflows(element.scrollHeight > DESCRIPTION_COLLAPSED_HEIGHT_PX + 1);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const collapsed = !expanded && overflows;
  return (
    <div className={styles.wrap}>
      <div
        ref={textRef}
        id={id}
        className={`${styles.text} ${collapsed ? styles.collapsed : ''}`}
        style={{ maxHeight: expanded ? undefined : DESCRIPTION_COLLAPSED_HEIGHT_PX }}
        data-testid="read-more-text"
      >
        {children}
      </div>
      {overflows || expanded ? (
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? 'Read Less' : 'Read More'}
        </button>
      ) : null}
    </div>
  );
}
