import 'server-only';
import { badRequest } from '@/lib/app-error';
import { UPLOAD_NO_FILE, UPLOAD_UNKNOWN_KIND, uploadTooLarge } from '@/lib/rules/messages';
import {
  formatMegabytes,
  isUploadKind,
  MAX_UPLOAD_BYTES,
  maxUploadRequestBytes,
  type UploadKind,
} from '@/lib/rules/uploads';
import type { BodyReader } from '@/lib/read-limited-body';
import { readUploadBody } from './read-upload-body';

export type UploadForm = { kind: string | null; files: File[] };

export type UploadFormRequest = {
  /** The request's Content-Type header. */
  contentType: string | null;
  /** The `kind` query parameter (`/uploadHandler?kind=profile`), or null. */
  queryKind: string | null;
  readBody: BodyReader;
};

/**
 * The kind and every `file` of a multipart/form-data upload (empty file inputs left out).
 * The kind comes from the query (`/uploadHandler?kind=profile`), so the body can be capped for
 * it before a byte is read: one image's worth for every kind but the gallery. Clients that send
 * it only as a form field still work, capped like a gallery; the query wins when both are sent.
 * No kind at all means 'gallery', as for /api/sign-s3.
 */
export async function readUploadForm({
  contentType: sentType,
  queryKind,
  readBody,
}: UploadFormRequest): Promise<UploadForm> {
  const contentType = sentType ?? '';
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) {
    throw badRequest(UPLOAD_NO_FILE, { fieldErrors: { file: [UPLOAD_NO_FILE] } });
  }
  if (queryKind !== null && !isUploadKind(queryKind)) {
    throw badRequest(UPLOAD_UNKNOWN_KIND, { fieldErrors: { kind: [UPLOAD_UNKNOWN_KIND] } });
  }
  const capKind: UploadKind = queryKind ?? 'gallery';
  const body = await readUploadBody(
    readBody,
    maxUploadRequestBytes(capKind),
    uploadTooLarge(formatMegabytes(MAX_UPLOAD_BYTES)),
  );
  let form: FormData;
  try {
    form = await new Response(body, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw badRequest(UPLOAD_NO_FILE, { fieldErrors: { file: [UPLOAD_NO_FILE] } });
  }
  const formKind = form.get('kind');
  // A browser sends an empty, nameless file for an input left empty.
  const files = form.getAll('file').filter((value): value is File => typeof value !== 'string' && value.size > 0);
  return { kind: queryKind ?? (typeof formKind === 'string' && formKind !== '' ? formKind : 'gallery'), files };
}
