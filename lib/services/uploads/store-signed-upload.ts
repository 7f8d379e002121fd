import 'server-only';
import { badRequest, forbidden, notFound } from '@/lib/app-error';
import { db } from '@/lib/db';
import { getStorage, type Storage } from '@/lib/integrations/storage/storage';
import { UPLOAD_LINK_INVALID, UPLOAD_NO_FILE, UPLOAD_WRONG_TYPE, uploadTooLarge } from '@/lib/rules/messages';
import { formatMegabytes, MAX_UPLOAD_BYTES, uploadPath } from '@/lib/rules/uploads';
import { detectImageType } from './image-type';
import { processImage } from './process-image';
import { readLimitedBody } from './read-limited-body';
import { verifyUploadAddress } from './upload-address';
import { parseUploadKey } from './upload-key';

export type StoreSignedUploadOptions = {
  /** The PUT request to /api/uploads/<key>?type=&expires=&signature=. */
  request: Request;
  key: string;
  storage?: Storage;
};

/**
 * The target of the signed PUT addresses of GET /api/sign-s3, whatever the storage: the
 * signature, expiry and Content-Type are checked before the body is read; the body must be a
 * JPEG or PNG of the signed type, and is re-encoded like any upload before it is stored.
 */
export async function storeSignedUpload({ request, key, storage = getStorage() }: StoreSignedUploadOptions) {
  const parsedKey = parseUploadKey(key);
  if (!parsedKey) throw notFound();

  const sentType = (request.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
  if (
    sentType !== parsedKey.contentType ||
    !verifyUploadAddress({ key, url: request.url, contentType: parsedKey.contentType })
  ) {
    throw forbidden(UPLOAD_LINK_INVALID);
  }

  const bytes = await readLimitedBody(request, MAX_UPLOAD_BYTES, uploadTooLarge(formatMegabytes(MAX_UPLOAD_BYTES)));
  if (bytes.byteLength === 0) throw badRequest(UPLOAD_NO_FILE, { fieldErrors: { file: [UPLOAD_NO_FILE] } });
  if (detectImageType(bytes) !== parsedKey.contentType) {
    throw badRequest(UPLOAD_WRONG_TYPE, { fieldErrors: { file: [UPLOAD_WRONG_TYPE] } });
  }
  const image = await processImage(bytes, parsedKey.kind, parsedKey.contentType);

  // Each address stores one file once: the row made when it was signed is claimed atomically,
  // so a replayed PUT can't swap the picture behind a URL that caches keep forever.
  const sizeBytes = image.body.byteLength;
  const claimed = await db.upload.updateMany({ where: { key, sizeBytes: null }, data: { sizeBytes } });
  if (claimed.count === 0) {
    await db.upload.create({ data: { key, contentType: image.contentType, sizeBytes } }).catch((error: unknown) => {
      throw (error as { code?: string }).code === 'P2002' ? forbidden(UPLOAD_LINK_INVALID) : error;
    });
  }
  try {
    await storage.put(key, image.body, image.contentType);
  } catch (error) {
    await db.upload.update({ where: { key }, data: { sizeBytes: null } }).catch(() => {});
    throw error;
  }
  return { url: uploadPath(key) };
}
