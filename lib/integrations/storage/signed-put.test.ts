import { describe, expect, it } from 'vitest';
import { signPut, verifyPut } from './signed-put';

const secret = 'test-secret';
const now = 1_800_000_000;
const put = { key: 'gallery/0123456789abcdef0123456789abcdef.jpg', contentType: 'image/jpeg', expires: now + 600 };

describe('signed PUT addresses', () => {
  it('accept their own signature until they expire', () => {
    const signature = signPut(secret, put);
    expect(signature).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(verifyPut(secret, put, signature, now)).toBe(true);
    expect(verifyPut(secret, put, signature, now + 600)).toBe(true);
    expect(verifyPut(secret, put, signature, now + 601)).toBe(false);
  });

  it('are bound to the key, the content type, the expiry and the secret', () => {
    const signature = signPut(secret, put);
    expect(verifyPut(secret, { ...put, key: 'gallery/ffffffffffffffffffffffffffffffff.jpg' }, signature, now)).toBe(
      false,
    );
    expect(verifyPut(secret, { ...put, contentType: 'image/png' }, signature, now)).toBe(false);
    expect(verifyPut(secret, { ...put, expires: put.expires + 3600 }, signature, now)).toBe(false);
    expect(verifyPut('another-secret', put, signature, now)).toBe(false);
  });

  it('refuse tampered, empty and malformed signatures', () => {
    const signature = signPut(secret, put);
    const flipped = (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1);
    expect(verifyPut(secret, put, flipped, now)).toBe(false);
    expect(verifyPut(secret, put, '', now)).toBe(false);
    expect(verifyPut(secret, put, signature.slice(0, -1), now)).toBe(false);
    expect(verifyPut(secret, put, `${signature}=`, now)).toBe(false);
    expect(verifyPut(secret, { ...put, expires: Number.NaN }, signature, now)).toBe(false);
  });
});
