// POST /api/offline_batch/preview — check a batch of offline gifts and show where each goes, writing nothing (the event's creator)
import { z } from 'zod';
import { requireUser } from '@/lib/auth';
import { json, readJson, route } from '@/lib/http';
import { previewOfflineBatch } from '@/lib/services/donations/save-offline-batch';

export const POST = route(async (request) => {
  const user = await requireUser(request);
  const body = await readJson(request, z.unknown());
  return json(await previewOfflineBatch({ user, body }));
});
