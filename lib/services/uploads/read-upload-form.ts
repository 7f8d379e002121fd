import 'server-only';
import { badRequest } from '@/lib/app-error';
import { MAX_GALLERY_IMAGES } from '@/lib/rules/constants';
import { UPLOAD_NO_FILE, uploadTooLarge } from '@/lib/rules/messages';
import { formatMegabytes, MAX_UPLOAD_BYTES } from '@/lib/rules/uploads';
import { readLimitedBody } from './read-limited-body';

/** A full gallery upload plus room for the multipart framing. */
const MAX_FORM_BYTES = MAX_GALLERY_IMAGES * MAX_UPLOAD_BYTES + 1024 * 1024;

export type UploadForm = { kind: string | null; files: File[] };

/** The `kind` field and every `file` of a multipart/form-data upload (empty file inputs left out). */
export async function readUploadForm(request: Request): Promise<UploadForm> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) {
    throw badRequest(UPLOAD_NO_FILE, { fieldErrors: { file: [UPLOAD_NO_FILE] } });
  }
  const body = await readLimitedBody(request, MAX_FORM_BYTES, uploadTooLarge(formatMegabytes(MAX_UPLOAD_BYTES)));
  let form: FormData;
  try {
    form = await new Response(body, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw badRequest(UPLOAD_NO_FILE, { fieldErrors: { file: [UPLOAD_NO_FILE] } });
  }
  const kind = form.get('kind');
  // A browser sends an empty, nameless file for an input left empty.
  const files = form.getAll('file').filter((value): value is File => typeof value !== 'string' && value.size > 0);
  return { kind: typeof kind === 'string' ? kind : null, files };
}
