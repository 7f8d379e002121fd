import 'server-only';
import { getStorage, type Storage } from '@/lib/integrations/storage/storage';
import { readUploadForm } from './read-upload-form';
import { uploadImages } from './upload-images';
import { assertUploadQuota } from './upload-quota';
import { enforceUploadRateLimit } from './upload-rate-limit';

export type ReceiveUploadsOptions = { user: { id: string }; request: Request; storage?: Storage };

/**
 * POST /uploadHandler: counts the request against the user's upload limit and checks their
 * storage is not full, then reads the multipart body (capped for its kind before it is read)
 * and stores its images (uploadImages).
 */
export async function receiveUploads({ user, request, storage = getStorage() }: ReceiveUploadsOptions) {
  await enforceUploadRateLimit({ userId: user.id });
  await assertUploadQuota({ userId: user.id, addingBytes: 0 });
  const { kind, files } = await readUploadForm(request);
  return uploadImages({ user, kind, files, storage });
}
