import Image from 'next/image';
import styles from './event-header.module.css';

/**
 * The full-width header of an event or fundraiser page: its header picture (or first gallery
 * picture) and, on top, the overlay picture (a logo or lettering) when it has one.
 */
export function EventHeader({
  picture,
  overlay,
  title,
}: {
  picture: string | null;
  overlay: string | null;
  title: string;
}) {
  return (
    <div className={`${styles.header} ${picture ? '' : styles.plain}`} data-testid="event-header">
      {picture ? <Image src={picture} alt="" fill preload sizes="100vw" className={styles.picture} /> : null}
      {overlay ? (
        <div className={styles.overlay}>
          <Image
            src={overlay}
            alt={title}
            fill
            sizes="(min-width: 768px) 480px, 80vw"
            className={styles.overlayImage}
          />
        </div>
      ) : null}
    </div>
  );
}
