import 'server-only';
import { notFound } from '@/lib/app-error';
import { getStorage, type Storage } from '@/lib/integrations/storage/storage';
import { parseUploadKey } from './upload-key';

export type ReadStoredUploadOptions = { key: string; storage?: Storage };

/** A stored image by its key; 404 for a missing file or anything that isn't a key we made. */
export async function readStoredUpload({ key, storage = getStorage() }: ReadStoredUploadOptions) {
  const parsed = parseUploadKey(key);
  const object = parsed ? await storage.get(key) : null;
  if (!parsed || !object) throw notFound();
  // The type comes from the key, which we made from the bytes: never from anything stored alongside.
  return { body: object.body, contentType: parsed.contentType };
}

export type ServedUpload = { redirect: string; maxAgeSeconds: number } | { body: Uint8Array; contentType: string };

/**
 * GET /uploads/<key>, the one address every stored image is saved under: the file itself from
 * the local disk, or a redirect to its S3 address (S3_PUBLIC_URL's, e.g. a CDN, else a presigned
 * link that works with a private bucket), so the bytes never pass through the app. 404 for anything that isn't a key we made (the redirect can only ever
 * point into our own bucket).
 */
export async function serveStoredUpload({
  key,
  storage = getStorage(),
}: ReadStoredUploadOptions): Promise<ServedUpload> {
  if (!parseUploadKey(key)) throw notFound();
  if (storage.readUrl) {
    const { url, maxAgeSeconds } = await storage.readUrl(key);
    return { redirect: url, maxAgeSeconds };
  }
  return readStoredUpload({ key, storage });
}
