'use client';

import { LinkButton } from '@/components/ui/link-button';
import { StatusMessage } from './status-message';
import styles from './status-message.module.css';
import { homePath } from '@/lib/shared/paths';

type ErrorMessageProps = { digest?: string; onRetry: () => void };

export function ErrorMessage({ digest, onRetry }: ErrorMessageProps) {
  return (
    <StatusMessage
      eyebrow="Something went wrong"
      title="This page didn’t load"
      actions={
        <>
          <button type="button" className={styles.button} onClick={onRetry}>
            Try again
          </button>
          <LinkButton href={homePath()}>Back to home</LinkButton>
        </>
      }
    >
      <p>Something on our side hiccupped. Please try again in a moment; if it keeps happening, let us know.</p>
      {digest ? <p>Reference: {digest}</p> : null}
    </StatusMessage>
  );
}
