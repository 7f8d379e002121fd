import 'server-only';
import { sessionSecret } from '@/lib/auth';
import { env } from '@/lib/env';
import { signPut, verifyPut } from '@/lib/integrations/storage/signed-put';

// The signed PUT addresses of GET /api/sign-s3 always point at the app (PUT /api/uploads/<key>),
// never at the bucket: what arrives there is checked, re-encoded and only then stored, on S3
// or on the local disk alike. A presigned S3 PUT would store whatever bytes the holder sends.

export const UPLOAD_PUT_PATH = '/api/uploads/';

export type UploadAddress = { key: string; contentType: string; expiresInSeconds: number };

/** An absolute address that accepts one PUT of this key with exactly this Content-Type until it expires. */
export function signUploadAddress({ key, contentType, expiresInSeconds }: UploadAddress): string {
  const expires = Math.floor(Date.now() / 1000) + expiresInSeconds;
  const signature = signPut(sessionSecret(), { key, contentType, expires });
  const query = new URLSearchParams({ type: contentType, expires: String(expires), signature });
  return `${env.appUrl}${UPLOAD_PUT_PATH}${key}?${query}`;
}

/** True when `url` is a genuine, unexpired signed address for this key and this Content-Type. */
export function verifyUploadAddress({
  key,
  url,
  contentType,
}: {
  key: string;
  url: string;
  contentType: string;
}): boolean {
  const params = new URL(url).searchParams;
  const put = { key, contentType: params.get('type') ?? '', expires: Number(params.get('expires')) };
  return put.contentType === contentType && verifyPut(sessionSecret(), put, params.get('signature') ?? '');
}
