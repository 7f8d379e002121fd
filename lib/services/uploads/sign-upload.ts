import 'server-only';
import { badRequest } from '@/lib/app-error';
import { db } from '@/lib/db';
import { getStorage, type Storage } from '@/lib/integrations/storage/storage';
import { UPLOAD_NO_SIGNED_URL } from '@/lib/rules/messages';
import { SIGNED_UPLOAD_TTL_SECONDS } from '@/lib/rules/uploads';
import { toValidationErrorBody } from '@/lib/validation/field-errors';
import { signUploadQuerySchema } from '@/lib/validation/upload';
import { createUploadKey } from './upload-key';

export type SignUploadOptions = {
  user: { id: string };
  /** The query: file-name, file-type, optional kind (default gallery). */
  query: Record<string, string>;
  storage?: Storage;
};

/**
 * A one-file PUT address for the client to send the image to directly, and the address the
 * image will then be served from. The key is random and recorded now, with its owner; the
 * local store re-encodes what arrives, S3 stores it as sent (bound to the signed type).
 */
export async function signUpload({ user, query, storage = getStorage() }: SignUploadOptions) {
  const parsed = signUploadQuerySchema.safeParse(query);
  if (!parsed.success) throw badRequest(UPLOAD_NO_SIGNED_URL, { fieldErrors: toValidationErrorBody(parsed.error).fieldErrors });
  const { 'file-type': contentType, kind } = parsed.data;

  const key = createUploadKey(kind, contentType);
  const signedRequest = await storage.signPut(key, contentType, SIGNED_UPLOAD_TTL_SECONDS);
  await db.upload.create({ data: { key, contentType, userId: user.id } });
  return { signedRequest, url: storage.publicUrl(key) };
}
