import 'server-only';
import { badRequest } from '@/lib/app-error';
import { db } from '@/lib/db';
import { UPLOAD_NO_SIGNED_URL } from '@/lib/rules/messages';
import { SIGNED_UPLOAD_TTL_SECONDS, uploadPath } from '@/lib/rules/uploads';
import { toValidationErrorBody } from '@/lib/validation/field-errors';
import { signUploadQuerySchema } from '@/lib/validation/upload';
import { signUploadAddress } from './upload-address';
import { enforceUploadRateLimit } from './upload-rate-limit';
import { createUploadKey } from './upload-key';

export type SignUploadOptions = {
  user: { id: string };
  /** The query: file-name, file-type, optional kind (default gallery). */
  query: Record<string, string>;
};

/**
 * GET /api/sign-s3: a one-file PUT address for the client to send the image to, and the address
 * the image will then be served from (/uploads/<key>). The PUT goes to the app itself, which
 * checks and re-encodes the image before it stores it, on S3 or the local disk (never a
 * presigned S3 address, which would store any bytes). The key is random and recorded now, with its owner.
 */
export async function signUpload({ user, query }: SignUploadOptions) {
  const parsed = signUploadQuerySchema.safeParse(query);
  if (!parsed.success)
    throw badRequest(UPLOAD_NO_SIGNED_URL, { fieldErrors: toValidationErrorBody(parsed.error).fieldErrors });
  const { 'file-type': contentType, kind } = parsed.data;
  await enforceUploadRateLimit({ userId: user.id });

  const key = createUploadKey(kind, contentType);
  const signedRequest = signUploadAddress({ key, contentType, expiresInSeconds: SIGNED_UPLOAD_TTL_SECONDS });
  await db.upload.create({ data: { key, contentType, userId: user.id } });
  return { signedRequest, url: uploadPath(key) };
}
