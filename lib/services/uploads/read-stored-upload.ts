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
