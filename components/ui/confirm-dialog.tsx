'use client';

import { useEffect, useId, useRef, type ReactNode } from 'react';
import styles from './confirm-dialog.module.css';

type ConfirmDialogProps = {
  open: boolean;
  /** The question, read out as the dialog's name. */
  message: string;
  confirmLabel: string;
  cancelLabel?: string;
  /** Styles the confirm button as destructive. */
  danger?: boolean;
  /** Disables the confirm button (an answer is on its way). */
  busy?: boolean;
  /** More than the question: a field (a reason), a note, an error; between the question and the buttons. */
  children?: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * A modal question in place of window.confirm: the browser's own <dialog> (focus kept inside, Esc
 * cancels, the page behind inert), styled like the site. Focus starts on Cancel, the safe answer.
 */
export function ConfirmDialog({
  open,
  message,
  confirmLabel,
  cancelLabel = 'Cancel',
  danger = false,
  busy = false,
  children,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const messageId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open) {
      if (!element.open) element.showModal();
      cancel.current?.focus(); // again for each new question
    } else if (element.open) {
      element.close();
    }
  }, [open, message]);

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={messageId}
      onCancel={(event) => {
        event.preventDefault(); // Esc: the parent closes it, so its state stays the truth
        onCancel();
      }}
    >
      <p id={messageId} className={styles.message}>
        {message}
      </p>
      {children ? <div className={styles.body}>{children}</div> : null}
      <div className={styles.buttons}>
        <button ref={cancel} type="button" className={styles.cancel} onClick={onCancel}>
          {cancelLabel}
        </button>
        <button type="button" className={danger ? styles.danger : styles.confirm} onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
