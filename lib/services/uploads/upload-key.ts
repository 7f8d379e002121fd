import { randomBytes } from 'node:crypto';
import type { UploadKind } from '@/lib/rules/uploads';
import { EXTENSIONS, type AcceptedImageType } from './image-type';

// Storage keys: "<kind>/<32 hex characters>.jpg|png". Random (128 bits) so nobody can guess
// another user's file, and never reused, so a stored file never changes (immutable caching).
// parseUploadKey lives with the rules, where the image fields of the schemas use it too.

export { parseUploadKey } from '@/lib/rules/uploads';

export function createUploadKey(kind: UploadKind, contentType: AcceptedImageType): string {
  return `${kind}/${randomBytes(16).toString('hex')}.${EXTENSIONS[contentType]}`;
}
