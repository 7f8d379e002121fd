// POST /api/offline_batch/undo — undo a saved batch of offline gifts {id}; its gifts stop counting (the event's creator)
import { requireUser } from '@/lib/auth';
import { json, readJson, route } from '@/lib/http';
import { undoOfflineBatch } from '@/lib/services/donations/undo-offline-batch';
import { undoOfflineBatchSchema } from '@/lib/validation/offline-batch';

export const POST = route(async (request) => {
  const user = await requireUser(request);
  const { id } = await readJson(request, undoOfflineBatchSchema);
  return json(await undoOfflineBatch({ user, id }));
});
