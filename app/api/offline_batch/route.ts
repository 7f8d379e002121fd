// POST /api/offline_batch — save a batch of offline gifts, all or nothing (the event's creator)
import { requireUser } from '@/lib/auth';
import { saveOfflineBatchCall } from '@/lib/contracts/donations';
import { answer, readBody, route } from '@/lib/http';
import { saveOfflineBatch } from '@/lib/services/donations/save-offline-batch';

// 401 first; the service checks the body with offlineBatchSchema after the event (404, 403), so a
// stranger learns nothing from a 400, and the answer lists every bad row at once.
export const POST = route(async (request) => {
  const user = await requireUser(request);
  const body = await readBody(request, saveOfflineBatchCall);
  return answer(saveOfflineBatchCall, await saveOfflineBatch({ user, body }));
});
