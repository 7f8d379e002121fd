'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { apiCall } from '@/lib/client/api';
import { undoOfflineBatchCall } from '@/lib/contracts/donations';
import styles from './batch.module.css';

/** Undo of a saved batch: asks first in the site's own dialog, then takes its gifts out of the totals and redraws the list. */
export function UndoBatchButton({ batchId, summary }: { batchId: string; summary: string }) {
  const router = useRouter();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function undo() {
    setAsking(false);
    setBusy(true);
    setError('');
    const result = await apiCall(undoOfflineBatchCall, { body: { id: batchId } });
    setBusy(false);
    if (result.ok) router.refresh();
    else if (result.status !== 401) setError(result.error ?? '');
  }

  return (
    <span className={styles.undo}>
      <button
        type="button"
        className={styles.secondary}
        onClick={() => setAsking(true)}
        disabled={busy}
        aria-label={`Undo batch: ${summary}`}
      >
        {busy ? 'Undoing…' : 'Undo'}
      </button>
      <ConfirmDialog
        open={asking}
        message={`Undo this batch (${summary})? Its gifts will no longer count toward any total.`}
        confirmLabel="Undo batch"
        danger
        onConfirm={() => void undo()}
        onCancel={() => setAsking(false)}
      />
      {error ? (
        <span role="alert" className={styles.cellError}>
          {error}
        </span>
      ) : null}
    </span>
  );
}
