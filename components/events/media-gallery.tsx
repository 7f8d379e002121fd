'use client';

import Image from 'next/image';
import { useEffect, useRef, useState, useSyncExternalStore, type KeyboardEvent, type PointerEvent } from 'react';
import { useHydrated } from '@/components/ui/use-hydrated';
import { GALLERY_AUTOPLAY_MS, GALLERY_SPEED_MS } from '@/lib/rules/constants';
import styles from './media-gallery.module.css';

export type GalleryItem =
  | { kind: 'image'; src: string; alt: string }
  | { kind: 'video'; url: string; embedUrl: string | null; provider: string | null };

const SWIPE_MIN_PX = 40;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeToMotionPreference(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the visitor asks for reduced motion; false while server-rendering and hydrating. */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeToMotionPreference,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

/**
 * The gallery slider of event and fundraiser pages: pictures and videos, previous/next
 * buttons, dots, arrow keys and swipe. With autoScrollMedia it moves on every 5 s (500 ms
 * slide), pausing while pointed at, focused, playing a video, or when the visitor asks
 * for reduced motion; a Pause/Play button stops and restarts it for good (WCAG 2.2.2).
 * A video's player is only created when its play button is pressed.
 */
export function MediaGallery({ items, autoplay, label }: { items: GalleryItem[]; autoplay: boolean; label: string }) {
  const [index, setIndex] = useState(0);
  const hydrated = useHydrated();
  const [playing, setPlaying] = useState<number | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  /** The visitor's own choice from the Pause/Play button; until then, their motion preference decides. */
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const reducedMotion = usePrefersReducedMotion();
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const count = items.length;
  const canAutoplay = autoplay && count > 1;
  const rotating = canAutoplay && (choice ?? (reducedMotion ? 'pause' : 'play')) === 'play';

  const show = (next: number) => {
    setIndex(((next % count) + count) % count);
    setPlaying(null);
  };

  useEffect(() => {
    if (!rotating || hovered || focused || playing !== null) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), GALLERY_AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [rotating, count, hovered, focused, playing]);

  if (count === 0) return null;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') show(index - 1);
    else if (event.key === 'ArrowRight') show(index + 1);
    else return;
    event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start) return;
    const dx = event.clientX - start.x;
    if (Math.abs(dx) >= SWIPE_MIN_PX && Math.abs(dx) > Math.abs(event.clientY - start.y))
      show(index + (dx < 0 ? 1 : -1));
  };

  return (
    <section
      className={styles.gallery}
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
      data-testid="gallery"
    >
      {/* First in reading order, as the carousel pattern asks; drawn over the slides' corner. */}
      {canAutoplay ? (
        <button
          type="button"
          className={`${styles.arrow} ${styles.autoplay}`}
          onClick={() => setChoice(rotating ? 'pause' : 'play')}
          aria-label={rotating ? 'Pause slideshow' : 'Play slideshow'}
          data-testid="gallery-autoplay"
        >
          {rotating ? <PauseGlyph /> : <PlayGlyph />}
        </button>
      ) : null}
      <div
        className={styles.viewport}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeStart.current = null)}
      >
        <div
          className={styles.track}
          style={{ transform: `translateX(-${index * 100}%)`, transitionDuration: `${GALLERY_SPEED_MS}ms` }}
          aria-live={rotating && !hovered && !focused ? 'off' : 'polite'}
        >
          {items.map((item, position) => {
            const active = position === index;
            return (
              <div
                key={position}
                className={styles.slide}
                role="group"
                aria-roledescription="slide"
                aria-label={`${position + 1} of ${count}`}
                aria-hidden={!active}
                inert={!active}
              >
                {item.kind === 'image' ? (
                  <Image
                    src={item.src}
                    alt={item.alt}
                    fill
                    sizes="(min-width: 1120px) 720px, (min-width: 900px) 62vw, 100vw"
                    // Lazy in the server's HTML, so React does not preload every picture beside the
                    // page's header picture on a phone; once hydrated, the shown slide and its
                    // neighbours load at once, ready for a swipe.
                    loading={hydrated && Math.abs(position - index) <= 1 ? 'eager' : 'lazy'}
                    className={styles.image}
                    draggable={false}
                  />
                ) : playing === position && item.embedUrl ? (
                  <iframe
                    className={styles.player}
                    src={item.embedUrl}
                    title={`Video ${position + 1} of ${count}`}
                    allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
                    allowFullScreen
                  />
                ) : item.embedUrl ? (
                  <button type="button" className={styles.poster} onClick={() => setPlaying(position)}>
                    <PlayIcon />
                    <span>Play video{item.provider ? ` (${item.provider})` : ''}</span>
                  </button>
                ) : (
                  <a className={styles.poster} href={item.url} target="_blank" rel="noopener noreferrer">
                    <PlayIcon />
                    <span>Watch the video</span>
                  </a>
                )}
              </div>
            );
          })}
        </div>
      </div>

      {count > 1 ? (
        <div className={styles.controls}>
          <button type="button" className={styles.arrow} onClick={() => show(index - 1)} aria-label="Previous slide">
            <Chevron direction="left" />
          </button>
          <div className={styles.dots}>
            {items.map((_, position) => (
              <button
                key={position}
                type="button"
                className={styles.dot}
                aria-label={`Go to slide ${position + 1}`}
                aria-current={position === index ? 'true' : undefined}
                onClick={() => show(position)}
              />
            ))}
          </div>
          <button type="button" className={styles.arrow} onClick={() => show(index + 1)} aria-label="Next slide">
            <Chevron direction="right" />
          </button>
        </div>
      ) : null}
    </section>
  );
}

function PlayIcon() {
  return (
    <svg width="56" height="56" viewBox="0 0 56 56" aria-hidden="true">
      <circle cx="28" cy="28" r="28" fill="rgb(255 255 255 / 0.92)" />
      <path d="M23 18v20l16-10z" fill="#0b6464" />
    </svg>
  );
}

// The control glyphs are drawn by the stylesheet (masks in currentColor): nothing in the page's HTML.
function PauseGlyph() {
  return <span className={`${styles.glyph} ${styles.pause}`} aria-hidden="true" />;
}

function PlayGlyph() {
  return <span className={`${styles.glyph} ${styles.play}`} aria-hidden="true" />;
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return <span className={`${styles.glyph} ${styles[direction]}`} aria-hidden="true" />;
}
