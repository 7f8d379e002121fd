// Which image a file really is, read from its first bytes: the name and the declared type are
// whatever the sender says, the bytes are what sharp will decode.

export type AcceptedImageType = 'image/jpeg' | 'image/png';

const SIGNATURES: { type: AcceptedImageType; bytes: number[] }[] = [
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
];

/** 'image/jpeg' or 'image/png' when the bytes start like one, else null (GIF, WebP, HEIC, text, …). */
export function detectImageType(bytes: Uint8Array): AcceptedImageType | null {
  for (const { type, bytes: signature } of SIGNATURES) {
    if (bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte)) return type;
  }
  return null;
}

export const EXTENSIONS: Record<AcceptedImageType, 'jpg' | 'png'> = { 'image/jpeg': 'jpg', 'image/png': 'png' };
