'use client';

import { useFormContext } from 'react-hook-form';
import type { EventFormValues } from './event-form-values';
import { ShownAfterSubmit, TextField, useRowsSeenAt } from './form-fields';
import styles from './event-form.module.css';

/** Video addresses (YouTube, Vimeo...) shown in the gallery slider. */
export function VideoRows() {
  const { watch, setValue } = useFormContext<EventFormValues>();
  const videos = watch('videos');
  // Rows are known by their place (a list of plain strings has no ids).
  const seenAt = useRowsSeenAt(videos.map((_, index) => String(index)));
  const update = (next: string[]) =>
    setValue('videos', next, { shouldDirty: true, shouldValidate: next.length < videos.length });
  return (
    <div className={styles.field}>
      <h3 className={styles.rowTitle} id="videos-title">
        Videos
      </h3>
      <p className={styles.hint}>Links to YouTube or Vimeo videos; they play in the gallery.</p>
      {videos.length > 0 && (
        <ul className={styles.rows} aria-labelledby="videos-title">
          {videos.map((_, index) => (
            <ShownAfterSubmit key={index} count={seenAt(String(index))}>
              <li className={`${styles.row} ${styles.videoRow}`}>
                <TextField
                  name={`videos.${index}`}
                  label={`Video ${index + 1} URL`}
                  type="url"
                  placeholder="https://www.youtube.com/watch?v=…"
                />
                <button
                  type="button"
                  className={styles.removeButton}
                  onClick={() => update(videos.filter((__, other) => other !== index))}
                >
                  Remove<span className="visually-hidden"> video {index + 1}</span>
                </button>
              </li>
            </ShownAfterSubmit>
          ))}
        </ul>
      )}
      <button type="button" className={styles.smallButton} onClick={() => update([...videos, ''])}>
        + Add a video
      </button>
    </div>
  );
}
