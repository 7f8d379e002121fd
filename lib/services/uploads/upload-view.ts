// What the upload services answer, as types only: the contracts (lib/contracts/uploads.ts) and
// components read these, never the services themselves (a view file holds no code).
import type { receiveUploads } from './receive-uploads';
import type { signUpload } from './sign-upload';
import type { storeSignedUpload } from './store-signed-upload';

export type UploadResult = Awaited<ReturnType<typeof receiveUploads>>;
export type SignedUpload = Awaited<ReturnType<typeof signUpload>>;
export type StoredSignedUpload = Awaited<ReturnType<typeof storeSignedUpload>>;
