// POST /uploadHandler[?kind=] — store uploaded JPEG/PNG images, re-encoded and resized for their kind (logged in)
import { requireUser } from '@/lib/auth';
import { json, route } from '@/lib/http';
import { receiveUploads } from '@/lib/services/uploads/receive-uploads';

export const POST = route(async (request) => {
  const user = await requireUser(request);
  return json(await receiveUploads({ user, request }));
});
