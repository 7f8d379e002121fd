import { describe, expect, it } from 'vitest';
import { UPLOAD_KINDS } from '@/lib/rules/uploads';
import { createUploadKey, parseUploadKey } from './upload-key';

describe('createUploadKey', () => {
  it('is <kind>/<32 hex>.<extension of the type>', () => {
    expect(createUploadKey('gallery', 'image/jpeg')).toMatch(/^gallery\/[0-9a-f]{32}\.jpg$/);
    expect(createUploadKey('logo', 'image/png')).toMatch(/^logo\/[0-9a-f]{32}\.png$/);
  });

  it('is random: no two keys alike', () => {
    const keys = new Set(Array.from({ length: 1000 }, () => createUploadKey('profile', 'image/jpeg')));
    expect(keys.size).toBe(1000);
  });

  it.each(UPLOAD_KINDS)('round-trips through parseUploadKey for %s', (kind) => {
    expect(parseUploadKey(createUploadKey(kind, 'image/png'))).toEqual({ kind, contentType: 'image/png' });
    expect(parseUploadKey(createUploadKey(kind, 'image/jpeg'))).toEqual({ kind, contentType: 'image/jpeg' });
  });
});

describe('parseUploadKey', () => {
  const hex = '0123456789abcdef0123456789abcdef';

  it.each([
    `../gallery/${hex}.jpg`,
    `gallery/../${hex}.jpg`,
    `gallery/${hex}.jpg/..`,
    `/gallery/${hex}.jpg`,
    `gallery//${hex}.jpg`,
    `gallery\\${hex}.jpg`,
    `gallery/${hex}.gif`,
    `gallery/${hex}.jpeg`,
    `gallery/${hex}.JPG`,
    `gallery/${hex.toUpperCase()}.jpg`,
    `gallery/${hex.slice(1)}.jpg`,
    `gallery/${hex}.jpg\0.png`,
    `avatars/${hex}.jpg`,
    `campaignPicture/${hex}.jpg`,
    `gallery/sub/${hex}.jpg`,
    `${hex}.jpg`,
    '',
  ])('refuses %j', (key) => {
    expect(parseUploadKey(key)).toBeNull();
  });
});
