import type { BatchSummary } from '@/lib/services/donations/donation-view';
import styles from './batch.module.css';
import { UndoBatchButton } from './undo-batch-button';

/** One saved batch, as the batch entry page loads it (lib/services/donations/get-batch-entry-page.ts). */
export type BatchListItem = BatchSummary;

const cents = (value: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(value / 100);

/** The batches saved for an event, newest first (times in the event's zone): what each held, who saved and undid it. */
export function BatchList({ batches, timeZone }: { batches: BatchListItem[]; timeZone: string }) {
  const format = (date: Date) =>
    new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date);
  if (batches.length === 0) return <p className={styles.muted}>No batches saved yet.</p>;
  return (
    <ul className={styles.batches} data-testid="batch-list">
      {batches.map((batch) => {
        const summary = `${batch.count} ${batch.count === 1 ? 'gift' : 'gifts'}, ${cents(batch.totalCents)}`;
        return (
          <li key={batch.id} className={batch.undoneAt ? `${styles.batch} ${styles.undone}` : styles.batch}>
            <div>
              <p className={styles.batchSummary}>
                <strong>{summary}</strong>
                {batch.undoneAt ? <span className={styles.undoneBadge}>Undone</span> : null}
              </p>
              <p className={styles.muted}>
                Saved {format(batch.createdAt)}
                {batch.createdBy ? ` by ${batch.createdBy}` : ''}
                {batch.undoneAt
                  ? `; undone ${format(batch.undoneAt)}${batch.undoneBy ? ` by ${batch.undoneBy}` : ''}`
                  : ''}
              </p>
            </div>
            {batch.undoneAt ? null : <UndoBatchButton batchId={batch.id} summary={summary} />}
          </li>
        );
      })}
    </ul>
  );
}
