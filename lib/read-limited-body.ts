import 'server-only';

/**
 * The request body, refused with `tooLarge()` as soon as it passes `maxBytes`: a declared
 * Content-Length is checked before reading, and a body without one (chunked) is counted as it
 * arrives, so an oversized body never sits in memory whole. Shared by the JSON calls (lib/http.ts)
 * and the uploads.
 */
export async function readLimitedBody(
  request: Request,
  maxBytes: number,
  tooLarge: () => Error,
): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge();
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
      throw tooLarge();
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

/**
 * A request's body not read yet: the service that holds it checks what it must first (a used
 * upload link, the user's limits) and only then reads it, under the cap it chooses. Route
 * handlers hand this to services in place of the request.
 */
export type BodyReader = (maxBytes: number, tooLarge: () => Error) => Promise<Uint8Array<ArrayBuffer>>;

/** The `BodyReader` of `request`. */
export const bodyReaderOf =
  (request: Request): BodyReader =>
  (maxBytes, tooLarge) =>
    readLimitedBody(request, maxBytes, tooLarge);
