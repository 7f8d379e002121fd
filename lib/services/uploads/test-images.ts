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
