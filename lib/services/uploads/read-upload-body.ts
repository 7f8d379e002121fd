import 'server-only';
import { payloadTooLarge } from '@/lib/app-error';
import type { BodyReader } from '@/lib/read-limited-body';

/** 413 with a message the user can act on, on the file field. */
export const fileTooLarge = (message: string) => payloadTooLarge(message, { fieldErrors: { file: [message] } });

/** The upload's body, refused with 413 (and `tooLargeMessage`) past `maxBytes`, before it is all read. */
export function readUploadBody(
  readBody: BodyReader,
  maxBytes: number,
  tooLargeMessage: string,
): Promise<Uint8Array<ArrayBuffer>> {
  return readBody(maxBytes, () => fileTooLarge(tooLargeMessage));
}
