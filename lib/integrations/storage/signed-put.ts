import { createHmac, timingSafeEqual } from 'node:crypto';

// The app's signed PUT address (GET /api/sign-s3), whatever the storage behind it: it carries
// its own expiry and an HMAC over the method, key, content type and expiry, so it can't be
// reused for another file, another type or after it expires.

export type SignedPut = { key: string; contentType: string; expires: number };

/** Keeps the signing key apart from the session key although both come from AUTH_SECRET. */
const signingKey = (secret: string) => createHmac('sha256', secret).update('rally:signed-upload:v1').digest();

export function signPut(secret: string, { key, contentType, expires }: SignedPut): string {
  return createHmac('sha256', signingKey(secret))
    .update(['PUT', key, contentType, String(expires)].join('\n'))
    .digest('base64url');
}

/** True when `signature` was made by signPut for exactly this key, type and expiry, and it has not expired. */
export function verifyPut(
  secret: string,
  put: SignedPut,
  signature: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): boolean {
  if (!Number.isSafeInteger(put.expires) || put.expires < nowSeconds) return false;
  const expected = Buffer.from(signPut(secret, put));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
