// The offline gift calls (CONTRACT §1 "Offline donation payload", the organizer's batch entry).
// The online donation's calls are in payments.ts. See contract.ts.
import type {
  BatchPreview,
  OfflineDonationResult,
  SavedBatch,
  UndoOfflineBatchResult,
} from '@/lib/services/donations/donation-view';
import type { offlineDonationSchema } from '@/lib/validation/donation';
import type { offlineBatchSchema, undoOfflineBatchSchema } from '@/lib/validation/offline-batch';
import { answer, body, bodyCheckedByService, defineContract } from './contract';

/** POST /api/add_offline_donation — record a check or cash gift (the target's creator, its event's, or an admin). */
export const addOfflineDonationCall = defineContract({
  method: 'POST',
  path: () => '/api/add_offline_donation',
  body: body<typeof offlineDonationSchema>(),
  answer: answer<OfflineDonationResult>(),
});

/**
 * POST /api/offline_batch/preview — check a batch and show where each gift goes, writing nothing.
 * The service reads the body once it knows the event and its creator (a stranger learns nothing from a 400).
 */
export const previewOfflineBatchCall = defineContract({
  method: 'POST',
  path: () => '/api/offline_batch/preview',
  body: bodyCheckedByService<typeof offlineBatchSchema>(),
  answer: answer<BatchPreview>(),
});

/** POST /api/offline_batch — save a batch of offline gifts, all or nothing. */
export const saveOfflineBatchCall = defineContract({
  method: 'POST',
  path: () => '/api/offline_batch',
  body: bodyCheckedByService<typeof offlineBatchSchema>(),
  answer: answer<SavedBatch>(),
});

/** POST /api/offline_batch/undo — undo a saved batch {id}; its gifts stop counting. */
export const undoOfflineBatchCall = defineContract({
  method: 'POST',
  path: () => '/api/offline_batch/undo',
  body: body<typeof undoOfflineBatchSchema>(),
  answer: answer<UndoOfflineBatchResult>(),
});
