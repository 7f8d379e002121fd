// The image upload calls (accounts spec §9): the spec's multipart upload and the signed-PUT pair.
// Their bodies are images, not JSON: the contracts give the path and the answer. See contract.ts.
import type { SignedUpload, StoredSignedUpload, UploadResult } from '@/lib/services/uploads/upload-view';
import type { signUploadQuerySchema } from '@/lib/validation/upload';
import { answer, defineContract, query } from './contract';

/** POST /uploadHandler?kind= — store uploaded JPEG/PNG images (multipart: `file`, `kind`), re-encoded for their kind. */
export const uploadImagesCall = defineContract({
  method: 'POST',
  path: () => '/uploadHandler',
  answer: answer<UploadResult>(),
});

/** GET /api/sign-s3?file-name=&file-type=&kind= — a signed PUT address for one image (the service reads the query). */
export const signUploadCall = defineContract({
  method: 'GET',
  path: () => '/api/sign-s3',
  query: query<typeof signUploadQuerySchema>(),
  answer: answer<SignedUpload>(),
});

/** PUT /api/uploads/<key>?type=&expires=&signature= — the signed PUT of one image (its bytes). */
export const storeSignedUploadCall = defineContract({
  method: 'PUT',
  path: ({ key }: { key: string }) => `/api/uploads/${key}`,
  answer: answer<StoredSignedUpload>(),
});
