import 'server-only';
import sharp from 'sharp';
import { AppError, badRequest } from '@/lib/app-error';
import { UPLOAD_TOO_MANY_PIXELS, UPLOAD_UNREADABLE } from '@/lib/rules/messages';
import { imageResizeFor, MAX_UPLOAD_PIXELS, type UploadKind } from '@/lib/rules/uploads';
import type { AcceptedImageType } from './image-type';

export type ProcessedImage = { body: Buffer; contentType: AcceptedImageType; width: number; height: number };

const unreadable = () => badRequest(UPLOAD_UNREADABLE, { fieldErrors: { file: [UPLOAD_UNREADABLE] } });
const tooManyPixels = () => badRequest(UPLOAD_TOO_MANY_PIXELS, { fieldErrors: { file: [UPLOAD_TOO_MANY_PIXELS] } });

/**
 * Width × height of an image, read from its header alone (nothing is decoded): refused with 400
 * past MAX_UPLOAD_PIXELS, so no decompression bomb costs more than reading a few bytes.
 */
export async function readImagePixels(bytes: Uint8Array): Promise<number> {
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await sharp(bytes, { limitInputPixels: false }).metadata());
  } catch {
    throw unreadable();
  }
  if (!width || !height) throw unreadable();
  if (width * height > MAX_UPLOAD_PIXELS) throw tooManyPixels();
  return width * height;
}

/**
 * Decodes the upload and encodes a fresh image of the same format: turned upright by its EXIF
 * orientation, resized for its kind (never enlarged), and with no metadata at all, so no
 * camera GPS position or serial number leaves the server. Whatever the file carried besides
 * pixels (scripts, polyglot payloads) is gone too.
 */
export async function processImage(
  bytes: Uint8Array,
  kind: UploadKind,
  contentType: AcceptedImageType,
): Promise<ProcessedImage> {
  try {
    const input = sharp(bytes, { limitInputPixels: MAX_UPLOAD_PIXELS, autoOrient: true, sequentialRead: true });
    const { autoOrient } = await input.metadata();
    const { width, height, fit } = imageResizeFor(kind);
    const resized =
      fit === 'cover'
        ? // A square as large as the image allows, up to the kind's size.
          input.resize({
            width: Math.min(width, autoOrient.width, autoOrient.height),
            height: Math.min(height, autoOrient.width, autoOrient.height),
            fit: 'cover',
          })
        : input.resize({ width, height, fit: 'inside', withoutEnlargement: true });
    const encoded =
      contentType === 'image/png' ? resized.png({ compressionLevel: 9 }) : resized.jpeg({ quality: 82, mozjpeg: true });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { body: data, contentType, width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof AppError) throw error;
    // sharp's own words ("Input image exceeds pixel limit", "VipsJpeg: premature end…") mean nothing to a user.
    throw error instanceof Error && /pixel limit/i.test(error.message) ? tooManyPixels() : unreadable();
  }
}
