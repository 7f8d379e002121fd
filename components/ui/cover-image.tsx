import Image from 'next/image';
import styles from './cover-image.module.css';
import { DEFAULT_EVENT_IMAGE } from './default-event-image';

export { DEFAULT_EVENT_IMAGE };

type CoverImageProps = {
  src: string | null;
  alt: string;
  /** Responsive hint for the browser, e.g. "(min-width: 768px) 33vw, 100vw". */
  sizes: string;
  className?: string;
  preload?: boolean;
};

/** A picture that fills its box (set the box's size or aspect ratio with className), cropped to cover. */
export function CoverImage({ src, alt, sizes, className, preload = false }: CoverImageProps) {
  return (
    <div className={[styles.frame, className ?? ''].filter(Boolean).join(' ')}>
      <Image
        src={src || DEFAULT_EVENT_IMAGE}
        alt={src ? alt : ''}
        fill
        sizes={sizes}
        preload={preload}
        className={styles.image}
      />
    </div>
  );
}
