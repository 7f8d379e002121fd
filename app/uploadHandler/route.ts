// POST /uploadHandler — store uploaded JPEG/PNG images, re-encoded and resized for their kind (logged in)
import { requireUser } from '@/lib/auth';
import { json, route } from '@/lib/http';
import { readUploadForm } from '@/lib/services/uploads/read-upload-form';
import { uploadImages } from '@/lib/services/uploads/upload-images';

export const POST = route(async (request) => {
  const user = await requireUser(request);
  const { kind, files } = await readUploadForm(request);
  return json(await uploadImages({ user, kind, files }));
});
