import { useState } from 'react';
import type { UploadTracker } from '@/components/uploads/use-upload-tracker';

/** Where a page form's save or delete is. */
export type SavePhase = 'idle' | 'uploads' | 'saving' | 'deleting' | 'leaving';

/**
 * The phase of an event or campaign form, whether its buttons wait, and what its status line
 * says: the wait for the `pictures` still uploading first, then the save or delete, then the
 * page it opens.
 */
export function useSavePhase(tracker: UploadTracker, pictures: 'picture' | 'pictures') {
  const [phase, setPhase] = useState<SavePhase>('idle');
  const progressText = {
    idle: '',
    uploads: tracker.busy ? `Waiting for the ${pictures} to finish uploading…` : '',
    saving: 'Saving…',
    deleting: 'Deleting…',
    leaving: 'Saved. Opening the page…',
  }[phase];
  return { phase, setPhase, busy: phase !== 'idle', progressText };
}
