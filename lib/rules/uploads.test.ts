import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DEMO_PICTURES,
  formatMegabytes,
  imageResizeFor,
  isStoredImageAddress,
  isUploadKind,
  MAX_UPLOAD_BYTES,
  maxUploadFiles,
  maxUploadRequestBytes,
  UPLOAD_KINDS,
  uploadPath,
} from './uploads';

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
    for (const value of ['campaignPicture', 'Profile', '', null, 1, 'gallery '])
      expect(isUploadKind(value)).toBe(false);
  });

  it('says a limit in megabytes', () => {
    expect(formatMegabytes(MAX_UPLOAD_BYTES)).toBe('10 MB');
    expect(formatMegabytes(161 * 1024 * 1024)).toBe('161 MB');
  });

  it('caps a whole upload request by its kind: 11 MB for one image, 161 MB for a gallery', () => {
    expect(maxUploadRequestBytes('profile')).toBe(11 * 1024 * 1024);
    expect(maxUploadRequestBytes('logo')).toBe(11 * 1024 * 1024);
    expect(maxUploadRequestBytes('gallery')).toBe(161 * 1024 * 1024);
  });
});

describe('stored image addresses', () => {
  const key = 'gallery/0123456789abcdef0123456789abcdef.jpg';

  it('addresses every upload at /uploads/<key>', () => {
    expect(uploadPath(key)).toBe(`/uploads/${key}`);
    expect(isStoredImageAddress(uploadPath(key))).toBe(true);
  });

  it('lists exactly the demo pictures in public/demo', () => {
    const files = readdirSync(path.join(import.meta.dirname, '..', '..', 'public', 'demo'))
      .filter((name) => name.endsWith('.svg'))
      .map((name) => name.replace(/\.svg$/, ''))
      .sort();
    expect([...DEMO_PICTURES].sort()).toEqual(files);
    for (const name of DEMO_PICTURES) expect(isStoredImageAddress(`/demo/${name}.svg`)).toBe(true);
  });

  it.each([
    '/api/logout',
    `/uploads/${key}/../../api/logout`,
    `https://example.org/uploads/${key}`,
    '/demo/river-run.png',
    '/demo/x.svg',
  ])('refuses %s', (value) => {
    expect(isStoredImageAddress(value)).toBe(false);
  });
});
