'use client';

import Image from 'next/image';
import { useWatch } from 'react-hook-form';
import type { EventFormValues } from './event-form-values';
// The page's own rules for the picture and the overlay, so the preview crops and places them as it does.
import header from '../event-header.module.css';
import styles from './header-preview.module.css';

/**
 * The header as the event page crops it (components/events/event-header.module.css: full width,
 * `height: clamp(180px, 42vw, 380px)`, the picture `object-fit: cover`, the overlay inset 14 % top
 * and bottom and 10 % left and right, `object-fit: contain`). Keep these in step with that file.
 */
const FRAMES = [
  // 42vw of 375 is under 180: the floor holds, so a phone's header is 375 × 180.
  // Without a picture the header is a band of clamp(96px, 18vw, 160px).
  { name: 'Phone', width: 375, height: 180, plainHeight: 96 },
  // 42vw of 1280 is over 380: the ceiling holds, so a laptop's header is 1280 × 380 (wider screens crop more).
  { name: 'Desktop', width: 1280, height: 380, plainHeight: 160 },
] as const;

/**
 * What the header and its overlay will look like on the page, at the page's real proportions on a
 * phone and on a desktop, with the overlay at the size it takes there. Shown once a picture is chosen.
 */
export function HeaderPreview() {
  const [headerPicture, overlay, gallery] = useWatch<EventFormValues, ['headerPicture', 'headerOverlay', 'pictures']>({
    name: ['headerPicture', 'headerOverlay', 'pictures'],
  });
  // The page falls back on the first gallery picture, as here.
  const picture = headerPicture || gallery[0] || '';
  if (!picture && !overlay) return null;
  return (
    <figure className={styles.preview} data-testid="header-preview">
      <figcaption className={styles.caption}>
        How the header shows on the page: the picture is cropped to fill it
        {overlay ? ', the overlay fits inside the middle' : ''}.
      </figcaption>
      <div className={styles.frames}>
        {FRAMES.map((frame) => {
          const height = picture ? frame.height : frame.plainHeight;
          return (
            <div key={frame.name} className={styles.frameBox} data-frame={frame.name.toLowerCase()}>
              <div
                className={styles.frame}
                style={{ aspectRatio: `${frame.width} / ${height}`, maxWidth: frame.width }}
              >
                {picture ? (
                  <Image src={picture} alt="" fill sizes="(min-width: 880px) 800px, 90vw" className={header.picture} />
                ) : null}
                {overlay ? (
                  <div className={header.overlay}>
                    <Image
                      src={overlay}
                      alt=""
                      fill
                      sizes="(min-width: 880px) 640px, 72vw"
                      className={header.overlayImage}
                    />
                  </div>
                ) : null}
              </div>
              <p className={styles.frameName}>
                {frame.name}, {frame.width} × {height}
              </p>
            </div>
          );
        })}
      </div>
    </figure>
  );
}
