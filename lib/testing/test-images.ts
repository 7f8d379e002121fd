import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

// Real images for the upload tests, made with sharp.

const background = { r: 200, g: 60, b: 40 };

export const makeJpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();

export const makePng = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { ...background, alpha: 0.5 } } })
    .png()
    .toBuffer();

export const makeGif = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background } })
    .gif()
    .toBuffer();

/** A phone photo: a GPS position, a camera make and an orientation tag saying "turn me 90°". */
export const makeJpegWithGps = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background } })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '40/1 44/1 5436/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '73/1 59/1 1080/100',
      },
    })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();

export const metadataOf = (bytes: Uint8Array) => sharp(bytes).metadata();

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/**
 * A decompression bomb's opening: a valid PNG header claiming `width`×`height` pixels, with
 * hardly any data behind it (a few dozen bytes on the wire).
 */
export function makePngHeader(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(64))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
