import 'server-only';
import { payloadTooLarge } from '@/lib/app-error';

/** 413 with a message the user can act on. */
export const fileTooLarge = (message: string) => payloadTooLarge(message, { fieldErrors: { file: [message] } });

/**
 * The request body, refused with 413 as soon as it passes `maxBytes`: a declared
 * Content-Length is checked before reading, and a body without one is counted as it arrives,
 * so an oversized upload never sits in memory whole.
 */
export async function readLimitedBody(
  request: Request,
  maxBytes: number,
  tooLargeMessage: string,
): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) throw fileTooLarge(tooLargeMessage);
  if (!request.body) return new Uint8Array(0);

  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => {});
      throw fileTooLarge(tooLargeMessage);
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}
