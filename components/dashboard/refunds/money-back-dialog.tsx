'use client';

import { useEffect, type ReactNode, type RefObject } from 'react';
import fields from '@/components/account/form.module.css';
import dialogStyles from '@/components/ui/confirm-dialog.module.css';
import styles from './money-back.module.css';

/**
 * The frame of a money-back dialog (a refund, a cancellation): a modal <dialog>, opened when it
 * mounts with the focus on `focusRef`, holding one form: the question as its title, then what
 * will happen (read out as it changes), then the dialog's own fields and answer. Escape closes it,
 * except while the server is answering.
 */
export function MoneyBackDialog({
  dialogRef,
  focusRef,
  id,
  testId,
  title,
  preview,
  previewTestId,
  busy,
  onClose,
  onSubmit,
  children,
}: {
  dialogRef: RefObject<HTMLDialogElement | null>;
  focusRef: RefObject<HTMLElement | null>;
  /** The dialog's useId(): its title is `${id}-title`, its preview `${id}-preview`. */
  id: string;
  testId: string;
  title: ReactNode;
  preview: ReactNode;
  previewTestId: string;
  busy: boolean;
  onClose: () => void;
  onSubmit: () => Promise<void>;
  children: ReactNode;
}) {
  useEffect(() => {
    const element = dialogRef.current;
    if (element && !element.open) element.showModal();
    focusRef.current?.focus();
  }, [dialogRef, focusRef]);

  return (
    <dialog
      ref={dialogRef}
      className={dialogStyles.dialog}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-preview`}
      data-testid={testId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onClose();
      }}
    >
      <form
        className={`${fields.form} ${styles.formTight}`}
        onSubmit={(event) => {
          event.preventDefault();
          void onSubmit();
        }}
        noValidate
      >
        <h2 id={`${id}-title`} className={dialogStyles.message}>
          {title}
        </h2>
        <p id={`${id}-preview`} className={styles.preview} aria-live="polite" data-testid={previewTestId}>
          {preview}
        </p>
        {children}
      </form>
    </dialog>
  );
}
