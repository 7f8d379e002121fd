// POST /api/offline_batch/preview — check a batch of offline gifts and show where each goes, writing nothing (the event's creator)
import { requireUser } from '@/lib/auth';
import { previewOfflineBatchCall } from '@/lib/contracts/donations';
import { answer, readBody, route } from '@/lib/http';
import { previewOfflineBatch } from '@/lib/services/donations/save-offline-batch';

export const POST = route(async (request) => {
  const user = await requireUser(request);
  const body = await readBody(request, previewOfflineBatchCall);
  return answer(previewOfflineBatchCall, await previewOfflineBatch({ user, body }));
});
