import { IMAGE_SIZES, MAX_GALLERY_IMAGES } from './constants';

// What may be uploaded where, and which image addresses the app stores: shared by the upload
// endpoints, the upload widget and the image fields of every schema.

/** Where an image is used; decides its size and how many files one upload may carry. */
export const UPLOAD_KINDS = ['profile', 'logo', 'gallery', 'header', 'overlay', 'campaign', 'sponsor'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

export const isUploadKind = (value: unknown): value is UploadKind =>
  typeof value === 'string' && (UPLOAD_KINDS as readonly string[]).includes(value);

/** Largest accepted file, before re-encoding (a 48-megapixel phone photo fits). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/**
 * Largest accepted image in pixels (width × height), read from its header before it is decoded:
 * a 48-megapixel phone photo fits; a decompression bomb does not.
 */
export const MAX_UPLOAD_PIXELS = 50_000_000;

/**
 * Decoding costs CPU by the pixel: each user may have this many megapixels decoded in a window
 * (a gallery of sixteen 12-megapixel photos is 192), counted before decoding.
 */

/** Storage each user may fill with uploads (their re-encoded size); unused ones go after a day. */
export const UPLOAD_QUOTA_BYTES = 200 * 1024 * 1024;

/** An upload that no record points to is removed once it is this old (lib/services/uploads/clean-unused-uploads.ts). */
export const UNUSED_UPLOAD_MAX_AGE_SECONDS = 24 * 60 * 60;

/** How long a signed PUT address stays valid. */
export const SIGNED_UPLOAD_TTL_SECONDS = 10 * 60;

/** The gallery takes up to 16 images; every other kind takes one. */
export const maxUploadFiles = (kind: UploadKind): number => (kind === 'gallery' ? MAX_GALLERY_IMAGES : 1);

/** Largest multipart request of one upload: its files plus room for the form's framing (refused before it is read). */
export const maxUploadRequestBytes = (kind: UploadKind): number =>
  maxUploadFiles(kind) * MAX_UPLOAD_BYTES + 1024 * 1024;

// Storage keys: "<kind>/<32 hex characters>.jpg|png", made by the app (lib/services/uploads/upload-key.ts).
const KEY_PATTERN = /^([a-z]+)\/([0-9a-f]{32})\.(jpg|png)$/;

/** The kind and type of a key the app made, or null for anything else (including path tricks). */
export function parseUploadKey(key: string): { kind: UploadKind; contentType: 'image/jpeg' | 'image/png' } | null {
  const match = KEY_PATTERN.exec(key);
  if (!match || !isUploadKind(match[1])) return null;
  return { kind: match[1], contentType: match[3] === 'png' ? 'image/png' : 'image/jpeg' };
}

/**
 * Where every stored upload is addressed, whatever the storage: GET /uploads/<key> serves it from
 * the local disk, or redirects to its S3 (or CDN) address. The address saved with a profile,
 * event or campaign is always this path, so no configuration is needed to check one.
 */
export const UPLOADS_PATH = '/uploads/';
export const uploadPath = (key: string): string => `${UPLOADS_PATH}${key}`;

/** The bundled demo pictures (public/demo) the sandbox's demo data uses. */
export const DEMO_PICTURES = [
  'food-walk',
  'harbor-swim',
  'library-wheels',
  'night-cycle',
  'river-run',
  'spring-gala',
  'winter-coats',
] as const;

/**
 * An image address the app may store and show: /uploads/<key> of an upload, or one of the demo
 * pictures. Every visitor's browser loads these, so nothing else is accepted: no other path of
 * this site (a GET with a side effect) and no other site (a tracking pixel).
 */
export function isStoredImageAddress(value: string): boolean {
  if (value.startsWith(UPLOADS_PATH)) return parseUploadKey(value.slice(UPLOADS_PATH.length)) !== null;
  const demo = /^\/demo\/([a-z-]+)\.svg$/.exec(value);
  return demo !== null && (DEMO_PICTURES as readonly string[]).includes(demo[1]);
}

export type ImageResize = { width: number; height: number; fit: 'cover' | 'inside' };

/** Profile pictures are cropped to a square; every other kind keeps its shape inside a box. */
export function imageResizeFor(kind: UploadKind): ImageResize {
  const side = IMAGE_SIZES[kind === 'campaign' ? 'campaignPicture' : kind];
  return { width: side, height: side, fit: kind === 'profile' ? 'cover' : 'inside' };
}

/** "10 MB" */
export const formatMegabytes = (bytes: number): string => `${Math.round(bytes / (1024 * 1024))} MB`;
