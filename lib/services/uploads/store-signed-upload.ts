import 'server-only';
import { badRequest, forbidden, notFound } from '@/lib/app-error';
import { db } from '@/lib/db';
import { getStorage, type Storage } from '@/lib/integrations/storage/storage';
import type { BodyReader } from '@/lib/read-limited-body';
import { UPLOAD_LINK_INVALID, UPLOAD_NO_FILE, UPLOAD_WRONG_TYPE, uploadTooLarge } from '@/lib/rules/messages';
import { formatMegabytes, MAX_UPLOAD_BYTES, uploadPath } from '@/lib/rules/uploads';
import { detectImageType } from './image-type';
import { processImage, readImagePixels } from './process-image';
import { readUploadBody } from './read-upload-body';
import { verifyUploadAddress } from './upload-address';
import { parseUploadKey } from './upload-key';
import { assertUploadQuota } from './upload-quota';
import { chargeUploadPixels, enforceUploadRateLimit } from './upload-rate-limit';

export type StoreSignedUploadOptions = {
  key: string;
  /** The address the PUT was sent to: /api/uploads/<key>?type=&expires=&signature=. */
  url: string;
  /** The request's Content-Type header. */
  contentType: string | null;
  /** The body, read only once the address is claimed and its owner's limits allow it. */
  readBody: BodyReader;
  storage?: Storage;
};

/** The row made when the address was signed has no size until its file is stored; 0 means a PUT is at work. */
const IN_PROGRESS = 0;

/**
 * The target of the signed PUT addresses of GET /api/sign-s3, whatever the storage. Before a
 * byte of the body is read: the signature, expiry and Content-Type are checked, the address is
 * claimed (each stores one file once, so a used or busy one answers 403 at once), and the PUT
 * counts against its owner's upload limit and storage quota. The body must then be a JPEG or PNG
 * of the signed type within the pixel limit and the owner's decoding budget, and is re-encoded
 * like any upload before it is stored. A PUT that fails before storing gives the address back,
 * so a better file can still go to it until it expires.
 */
export async function storeSignedUpload({
  key,
  url,
  contentType,
  readBody,
  storage = getStorage(),
}: StoreSignedUploadOptions) {
  const parsedKey = parseUploadKey(key);
  if (!parsedKey) throw notFound();

  const sentType = (contentType ?? '').split(';')[0].trim().toLowerCase();
  if (sentType !== parsedKey.contentType || !verifyUploadAddress({ key, url, contentType: parsedKey.contentType })) {
    throw forbidden(UPLOAD_LINK_INVALID);
  }

  // Claimed atomically, so a replayed PUT can't swap the picture behind a URL that caches keep forever.
  const [claimed] = await db.$queryRaw<Array<{ userId: string | null }>>`
    UPDATE "Upload" SET "sizeBytes" = ${IN_PROGRESS} WHERE "key" = ${key} AND "sizeBytes" IS NULL RETURNING "userId"`;
  if (!claimed) throw forbidden(UPLOAD_LINK_INVALID);
  const release = () => db.upload.updateMany({ where: { key, sizeBytes: IN_PROGRESS }, data: { sizeBytes: null } });

  try {
    const owner = claimed.userId;
    if (owner) {
      await enforceUploadRateLimit({ userId: owner });
      await assertUploadQuota({ userId: owner, addingBytes: 0 });
    }
    const bytes = await readUploadBody(readBody, MAX_UPLOAD_BYTES, uploadTooLarge(formatMegabytes(MAX_UPLOAD_BYTES)));
    if (bytes.byteLength === 0) throw badRequest(UPLOAD_NO_FILE, { fieldErrors: { file: [UPLOAD_NO_FILE] } });
    if (detectImageType(bytes) !== parsedKey.contentType) {
      throw badRequest(UPLOAD_WRONG_TYPE, { fieldErrors: { file: [UPLOAD_WRONG_TYPE] } });
    }
    const pixels = await readImagePixels(bytes);
    if (owner) await chargeUploadPixels({ userId: owner, pixels: [pixels] });
    const image = await processImage(bytes, parsedKey.kind, parsedKey.contentType);
    if (owner) await assertUploadQuota({ userId: owner, addingBytes: image.body.byteLength });

    await storage.put(key, image.body, image.contentType);
    await db.upload.update({ where: { key }, data: { sizeBytes: image.body.byteLength } });
    return { url: uploadPath(key) };
  } catch (error) {
    await release().catch(() => {});
    throw error;
  }
}
