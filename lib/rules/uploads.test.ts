import { describe, expect, it } from 'vitest';
import { formatMegabytes, imageResizeFor, isUploadKind, MAX_UPLOAD_BYTES, maxUploadFiles, UPLOAD_KINDS } from './uploads';

describe('upload rules', () => {
  it('sizes each kind as the specs say', () => {
    expect(imageResizeFor('profile')).toEqual({ width: 500, height: 500, fit: 'cover' });
    expect(imageResizeFor('logo')).toEqual({ width: 900, height: 900, fit: 'inside' });
    expect(imageResizeFor('gallery')).toEqual({ width: 2000, height: 2000, fit: 'inside' });
    expect(imageResizeFor('header')).toEqual({ width: 4000, height: 4000, fit: 'inside' });
    expect(imageResizeFor('overlay')).toEqual({ width: 2000, height: 2000, fit: 'inside' });
    expect(imageResizeFor('campaign')).toEqual({ width: 2000, height: 2000, fit: 'inside' });
    expect(imageResizeFor('sponsor')).toEqual({ width: 2000, height: 2000, fit: 'inside' });
  });

  it('takes up to 16 gallery images and one of everything else', () => {
    for (const kind of UPLOAD_KINDS) expect(maxUploadFiles(kind)).toBe(kind === 'gallery' ? 16 : 1);
  });

  it('knows the kinds and nothing else', () => {
    expect(UPLOAD_KINDS.every(isUploadKind)).toBe(true);
    for (const value of ['campaignPicture', 'Profile', '', null, 1, 'gallery ']) expect(isUploadKind(value)).toBe(false);
  });

  it('limits a file to 10 MB', () => {
    expect(MAX_UPLOAD_BYTES).toBe(10 * 1024 * 1024);
    expect(formatMegabytes(MAX_UPLOAD_BYTES)).toBe('10 MB');
  });
});
