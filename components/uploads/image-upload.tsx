'use client';

import Image from 'next/image';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { ACCEPTED_IMAGE_TYPES } from '@/lib/rules/constants';
import { UPLOAD_FAILED, UPLOAD_NO_FILE, UPLOAD_WRONG_TYPE, uploadTooLarge, uploadTooMany } from '@/lib/rules/messages';
import { formatMegabytes, MAX_UPLOAD_BYTES, maxUploadFiles, type UploadKind } from '@/lib/rules/uploads';
import { sendImage } from './send-image';
import type { UploadTracker } from './use-upload-tracker';
import styles from './image-upload.module.css';

type ImageUploadProps = {
  kind: UploadKind;
  /** The field's label, also the base of the previews' alt text. */
  label: string;
  /** URLs of the images chosen so far. */
  value: string[];
  onChange: (urls: string[]) => void;
  /** 1 (the default for every kind but gallery) replaces the image; more adds up to that many. */
  max?: number;
  /** The form's tracker: `await tracker.settled()` before saving. */
  tracker?: UploadTracker;
  /** Id of the file input, for the form's own labels and errors. */
  id?: string;
};

type Pending = {
  id: number;
  name: string;
  /** A blob: URL of the chosen file, until the browser finds it can't show it. */
  preview: string | null;
  progress: number;
  phase: 'waiting' | 'sending' | 'processing';
};

const ACCEPT = ACCEPTED_IMAGE_TYPES.join(',');
const isAccepted = (type: string) => (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(type);
const failure = (name: string, reason: string) => `${name}: ${UPLOAD_FAILED}${reason ? ` ${reason}` : ''}`;

let nextPendingId = 0;

function phaseText({ phase, progress }: Pending) {
  if (phase === 'waiting') return 'Waiting…';
  if (phase === 'processing') return 'Processing…';
  return `${Math.round(progress * 100)}%`;
}

/** Image picker with previews, per-file progress and inline errors; posts each file to /uploadHandler. */
export function ImageUpload({
  kind,
  label,
  value,
  onChange,
  max = maxUploadFiles(kind),
  tracker,
  id,
}: ImageUploadProps) {
  const generatedId = useId();
  const inputId = id ?? `${generatedId}-file`;
  const labelId = `${generatedId}-label`;
  const hintId = `${generatedId}-hint`;
  const errorId = `${generatedId}-errors`;

  const input = useRef<HTMLInputElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const [pending, setPending] = useState<Pending[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  const [status, setStatus] = useState('');

  // Uploads finish one after another, each after the parent may not have re-rendered yet.
  const latest = useRef(value);
  const lastChosen = useRef(-1);
  useEffect(() => {
    latest.current = value;
  }, [value]);
  const commit = (urls: string[]) => {
    latest.current = urls;
    onChange(urls);
  };

  const single = max <= 1;
  const full = !single && value.length + pending.length >= max;
  const altFor = (index: number) => (single ? label : `${label} ${index + 1} of ${value.length}`);
  const update = (pendingId: number, change: Partial<Pending>) =>
    setPending((items) => items.map((item) => (item.id === pendingId ? { ...item, ...change } : item)));

  async function upload(item: Pending, file: File): Promise<string | null> {
    update(item.id, { phase: 'sending' });
    try {
      const url = await sendImage(kind, file, (progress) =>
        update(item.id, progress >= 1 ? { progress: 1, phase: 'processing' } : { progress }),
      );
      // With one image, the last one chosen wins even if an earlier choice finishes after it.
      if (single && item.id !== lastChosen.current) return null;
      commit(single ? [url] : [...latest.current, url]);
      return null;
    } catch (error) {
      return failure(file.name, error instanceof Error ? error.message : '');
    } finally {
      if (item.preview) URL.revokeObjectURL(item.preview);
      setPending((items) => items.filter((other) => other.id !== item.id));
    }
  }

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    event.target.value = ''; // choosing the same file again still fires a change
    if (files.length === 0) {
      setErrors([UPLOAD_NO_FILE]);
      return;
    }

    const problems: string[] = [];
    const room = single ? 1 : max - latest.current.length - pending.length;
    if (files.length > room) problems.push(uploadTooMany(max));
    const chosen = files.slice(0, Math.max(room, 0)).filter((file) => {
      // A first check to spare a pointless upload; the server reads the bytes and decides.
      if (!isAccepted(file.type)) problems.push(failure(file.name, UPLOAD_WRONG_TYPE));
      else if (file.size > MAX_UPLOAD_BYTES)
        problems.push(failure(file.name, uploadTooLarge(formatMegabytes(MAX_UPLOAD_BYTES))));
      else return true;
      return false;
    });
    setErrors(problems);
    if (chosen.length === 0) return;

    const items = chosen.map((file) => ({
      file,
      item: {
        id: nextPendingId++,
        name: file.name,
        preview: URL.createObjectURL(file),
        progress: 0,
        phase: 'waiting' as const,
      },
    }));
    lastChosen.current = items[items.length - 1].item.id;
    setPending((current) => [...current, ...items.map(({ item }) => item)]);
    setStatus(chosen.length === 1 ? `Uploading ${chosen[0].name}…` : `Uploading ${chosen.length} images…`);

    const batch = (async () => {
      const failures: string[] = [];
      // One file at a time: the server re-encodes each, and the gallery keeps the order chosen.
      for (const { file, item } of items) {
        const problem = await upload(item, file);
        if (problem) failures.push(problem);
      }
      if (failures.length) setErrors((current) => [...current, ...failures]);
      const uploaded = items.length - failures.length;
      setStatus(uploaded === 0 ? UPLOAD_FAILED : uploaded === 1 ? 'Image uploaded.' : `${uploaded} images uploaded.`);
    })();
    if (tracker) void tracker.track(batch);
  }

  function remove(index: number) {
    commit(latest.current.filter((_, other) => other !== index));
    setStatus('Image removed.');
    button.current?.focus();
  }

  // One image: a new choice shows in place of the current one while it uploads.
  const shownValue = single && pending.length > 0 ? [] : value;
  const shownPending = single ? pending.slice(-1) : pending;
  const buttonText = single ? (value.length ? 'Replace image' : 'Choose image') : 'Add images';

  return (
    <div className={styles.field}>
      <label id={labelId} htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <p id={hintId} className={styles.hint}>
        JPEG or PNG, up to {formatMegabytes(MAX_UPLOAD_BYTES)}
        {single ? '.' : ` each, ${max} images at most.`}
      </p>

      {shownValue.length + shownPending.length > 0 && (
        <ul className={styles.tiles} data-kind={kind}>
          {shownValue.map((url, index) => (
            <li key={`${index}:${url}`} className={styles.tile}>
              <Image src={url} alt={altFor(index)} fill sizes="160px" unoptimized className={styles.image} />
              <button
                type="button"
                className={styles.remove}
                onClick={() => remove(index)}
                aria-label={`Remove ${altFor(index)}`}
              >
                <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                  <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
                </svg>
              </button>
            </li>
          ))}
          {shownPending.map((item) => (
            <li key={item.id} className={`${styles.tile} ${styles.pending}`} aria-busy="true">
              {item.preview && (
                <Image
                  src={item.preview}
                  alt=""
                  fill
                  sizes="160px"
                  unoptimized
                  className={styles.image}
                  onError={() => update(item.id, { preview: null })}
                />
              )}
              <div className={styles.overlay}>
                <span className={styles.spinner} aria-hidden="true" />
                <progress
                  className={styles.progress}
                  max={1}
                  value={item.phase === 'sending' ? item.progress : undefined}
                  aria-label={`Uploading ${item.name}`}
                />
                <span className={styles.phase}>{phaseText(item)}</span>
              </div>
            </li>
          ))}
        </ul>
      )}

      <input
        ref={input}
        id={inputId}
        type="file"
        accept={ACCEPT}
        multiple={!single}
        onChange={handleChange}
        aria-describedby={`${hintId} ${errorId}`}
        className={styles.input}
        tabIndex={-1}
      />
      <button
        ref={button}
        type="button"
        className={styles.pick}
        onClick={() => input.current?.click()}
        disabled={full}
        aria-describedby={`${labelId} ${hintId} ${errorId}`}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path
            d="M12 16V4m0 0l-5 5m5-5l5 5M4 16v3a1 1 0 001 1h14a1 1 0 001-1v-3"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        {buttonText}
      </button>

      <div id={errorId} role="alert" className={styles.errors}>
        {errors.map((message, index) => (
          <p key={index}>{message}</p>
        ))}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {status}
      </p>
    </div>
  );
}
