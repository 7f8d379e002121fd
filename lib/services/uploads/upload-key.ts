import { randomBytes } from 'node:crypto';
import { isUploadKind, type UploadKind } from '@/lib/rules/uploads';
import { EXTENSIONS, type AcceptedImageType } from './image-type';

// Storage keys: "<kind>/<32 hex characters>.jpg|png". Random (128 bits) so nobody can guess
// another user's file, and never reused, so a stored file never changes (immutable caching).

const KEY_PATTERN = /^([a-z]+)\/([0-9a-f]{32})\.(jpg|png)$/;

export function createUploadKey(kind: UploadKind, contentType: AcceptedImageType): string {
  return `${kind}/${randomBytes(16).toString('hex')}.${EXTENSIONS[contentType]}`;
}

/** The kind and type of a key the app made, or null for anything else (including path tricks). */
export function parseUploadKey(key: string): { kind: UploadKind; contentType: AcceptedImageType } | null {
  const match = KEY_PATTERN.exec(key);
  if (!match || !isUploadKind(match[1])) return null;
  return { kind: match[1], contentType: match[3] === 'png' ? 'image/png' : 'image/jpeg' };
}
