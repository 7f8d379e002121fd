// POST /api/offline_batch/undo — undo a saved batch of offline gifts {id}; its gifts stop counting (the event's creator)
import { requireUser } from '@/lib/auth';
import { undoOfflineBatchCall } from '@/lib/contracts/donations';
import { answer, readBody, route } from '@/lib/http';
import { undoOfflineBatch } from '@/lib/services/donations/undo-offline-batch';
import { undoOfflineBatchSchema } from '@/lib/validation/offline-batch';

export const POST = route(async (request) => {
  const user = await requireUser(request);
  const { id } = await readBody(request, undoOfflineBatchCall, undoOfflineBatchSchema);
  return answer(undoOfflineBatchCall, await undoOfflineBatch({ user, id }));
});
