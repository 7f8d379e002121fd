import 'server-only';
import { badRequest } from '@/lib/app-error';
import { db } from '@/lib/db';
import { getStorage, type Storage } from '@/lib/integrations/storage/storage';
import {
  UPLOAD_NO_FILE,
  UPLOAD_UNKNOWN_KIND,
  UPLOAD_WRONG_TYPE,
  uploadTooLarge,
  uploadTooMany,
} from '@/lib/rules/messages';
import { formatMegabytes, isUploadKind, MAX_UPLOAD_BYTES, maxUploadFiles, uploadPath } from '@/lib/rules/uploads';
import { detectImageType } from './image-type';
import { processImage, readImagePixels, type ProcessedImage } from './process-image';
import { fileTooLarge } from './read-upload-body';
import { createUploadKey } from './upload-key';
import { assertUploadQuota } from './upload-quota';
import { chargeUploadPixels } from './upload-rate-limit';

export type UploadImagesOptions = {
  user: { id: string };
  /** 'profile' | 'logo' | 'gallery' | …, as sent by the client. */
  kind: string | null;
  files: Blob[];
  storage?: Storage;
};

export type UploadImagesResult = { fileURL: string; fileURLs: string[] };

const fileError = (message: string) => badRequest(message, { fieldErrors: { file: [message] } });

/**
 * Checks every file (count, size, real JPEG/PNG bytes, pixels from its header), charges the
 * pixels to the user's decoding budget, re-encodes them all, checks the user's storage quota,
 * and only then stores them and records one Upload row each: a bad file in the batch stores nothing.
 */
export async function uploadImages({
  user,
  kind,
  files,
  storage = getStorage(),
}: UploadImagesOptions): Promise<UploadImagesResult> {
  if (!isUploadKind(kind)) throw badRequest(UPLOAD_UNKNOWN_KIND, { fieldErrors: { kind: [UPLOAD_UNKNOWN_KIND] } });
  if (files.length === 0) throw fileError(UPLOAD_NO_FILE);
  if (files.length > maxUploadFiles(kind)) throw fileError(uploadTooMany(maxUploadFiles(kind)));
  if (files.some((file) => file.size > MAX_UPLOAD_BYTES))
    throw fileTooLarge(uploadTooLarge(formatMegabytes(MAX_UPLOAD_BYTES)));

  // Headers first: nothing is decoded before every file passed and the batch fits the budget.
  const inputs: { bytes: Uint8Array; contentType: NonNullable<ReturnType<typeof detectImageType>> }[] = [];
  const pixels: number[] = [];
  for (const file of files) {
    const bytes = new Uint8Array(await file.arrayBuffer());
    const contentType = detectImageType(bytes);
    if (!contentType) throw fileError(UPLOAD_WRONG_TYPE);
    pixels.push(await readImagePixels(bytes));
    inputs.push({ bytes, contentType });
  }
  await chargeUploadPixels({ userId: user.id, pixels });

  const images: ProcessedImage[] = [];
  // One at a time: sharp already uses every core for one image, and memory stays bounded.
  for (const { bytes, contentType } of inputs) images.push(await processImage(bytes, kind, contentType));
  await assertUploadQuota({
    userId: user.id,
    addingBytes: images.reduce((sum, image) => sum + image.body.byteLength, 0),
  });

  const stored: string[] = [];
  try {
    for (const image of images) {
      const key = createUploadKey(kind, image.contentType);
      await storage.put(key, image.body, image.contentType);
      stored.push(key);
    }
    await db.$transaction(
      images.map((image, index) =>
        db.upload.create({
          data: {
            key: stored[index],
            contentType: image.contentType,
            sizeBytes: image.body.byteLength,
            userId: user.id,
          },
        }),
      ),
    );
  } catch (error) {
    // No row without its file, no file without its row.
    await Promise.allSettled(stored.map((key) => storage.delete(key)));
    throw error;
  }

  // Addressed through the app whatever the storage: /uploads/<key> serves the file or redirects to it.
  const fileURLs = stored.map(uploadPath);
  return { fileURL: fileURLs[0], fileURLs };
}
