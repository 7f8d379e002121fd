import 'server-only';
import { getStorage, type Storage } from '@/lib/integrations/storage/storage';
import { readUploadForm, type UploadFormRequest } from './read-upload-form';
import { uploadImages } from './upload-images';
import { assertUploadQuota } from './upload-quota';
import { enforceUploadRateLimit } from './upload-rate-limit';

export type ReceiveUploadsOptions = UploadFormRequest & { user: { id: string }; storage?: Storage };

/**
 * POST /uploadHandler: counts the request against the user's upload limit and checks their
 * storage is not full, then reads the multipart body (capped for its kind before it is read)
 * and stores its images (uploadImages).
 */
export async function receiveUploads({ user, storage = getStorage(), ...form }: ReceiveUploadsOptions) {
  await enforceUploadRateLimit({ userId: user.id });
  await assertUploadQuota({ userId: user.id, addingBytes: 0 });
  const { kind, files } = await readUploadForm(form);
  return uploadImages({ user, kind, files, storage });
}
