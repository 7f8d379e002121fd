import { IMAGE_SIZES, MAX_GALLERY_IMAGES } from './constants';

// What may be uploaded where: shared by the upload endpoints and the upload widget.

/** Where an image is used; decides its size and how many files one upload may carry. */
export const UPLOAD_KINDS = ['profile', 'logo', 'gallery', 'header', 'overlay', 'campaign', 'sponsor'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

export const isUploadKind = (value: unknown): value is UploadKind =>
  typeof value === 'string' && (UPLOAD_KINDS as readonly string[]).includes(value);

/** Largest accepted file, before re-encoding (a 48-megapixel phone photo fits). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** Largest accepted image in pixels (width × height); guards against decompression bombs. */
export const MAX_UPLOAD_PIXELS = 100_000_000;

/** How long a signed PUT address stays valid. */
export const SIGNED_UPLOAD_TTL_SECONDS = 10 * 60;

/** The gallery takes up to 16 images; every other kind takes one. */
export const maxUploadFiles = (kind: UploadKind): number => (kind === 'gallery' ? MAX_GALLERY_IMAGES : 1);

export type ImageResize = { width: number; height: number; fit: 'cover' | 'inside' };

/** Profile pictures are cropped to a square; every other kind keeps its shape inside a box. */
export function imageResizeFor(kind: UploadKind): ImageResize {
  const side = IMAGE_SIZES[kind === 'campaign' ? 'campaignPicture' : kind];
  return { width: side, height: side, fit: kind === 'profile' ? 'cover' : 'inside' };
}

/** "10 MB" */
export const formatMegabytes = (bytes: number): string => `${Math.round(bytes / (1024 * 1024))} MB`;
