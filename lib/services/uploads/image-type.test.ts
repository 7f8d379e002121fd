import { describe, expect, it } from 'vitest';
import { detectImageType } from './image-type';

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => new TextEncoder().encode(value);

describe('detectImageType', () => {
  it('knows a JPEG by its SOI marker, whatever comes after it', () => {
    expect(detectImageType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46))).toBe('image/jpeg');
    expect(detectImageType(bytes(0xff, 0xd8, 0xff, 0xe1))).toBe('image/jpeg'); // EXIF variant
    expect(detectImageType(bytes(0xff, 0xd8, 0xff))).toBe('image/jpeg');
  });

  it('knows a PNG by its full eight-byte signature', () => {
    expect(detectImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d))).toBe('image/png');
    expect(detectImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a))).toBeNull(); // cut short
    expect(detectImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0b))).toBeNull();
  });

  it.each([
    ['GIF', text('GIF89a\x01\x00\x01\x00')],
    ['WebP', text('RIFF\x00\x00\x00\x00WEBPVP8 ')],
    ['HEIC', bytes(0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x68, 0x65, 0x69, 0x63)],
    ['BMP', text('BM6\x00\x00\x00')],
    ['SVG', text('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['text named .png', text('just some text, not a picture')],
    ['HTML', text('<!doctype html><script>alert(1)</script>')],
    ['empty', bytes()],
    ['two JPEG bytes', bytes(0xff, 0xd8)],
  ])('refuses %s', (_name, input) => {
    expect(detectImageType(input)).toBeNull();
  });

  it('reads only the start: a JPEG signature later in the file does not count', () => {
    expect(detectImageType(bytes(0x00, 0xff, 0xd8, 0xff))).toBeNull();
  });
});
