import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { env } from '@/lib/env';
import { getStorage } from '@/lib/integrations/storage/storage';
import { LOCAL_PUBLIC_PREFIX } from '@/lib/integrations/storage/local-storage';
import { readStoredUpload } from '@/lib/services/uploads/read-stored-upload';

// Share images are drawn on the server with no network: the picture is read from where the app
// keeps it (public/ for bundled art, the upload storage for uploads), then scaled and cropped
// with sharp to exactly the box the image needs, as a data: URL the renderer can embed.

const PUBLIC_DIR = path.join(process.cwd(), 'public');
export const DEFAULT_SHARE_PICTURE = '/images/default-event.svg';

async function readPictureBytes(address: string): Promise<Uint8Array | null> {
  // Our own absolute URLs are read like site paths: the app never fetches from itself.
  const url = address.startsWith(`${env.appUrl}/`) ? address.slice(env.appUrl.length) : address;
  const storage = getStorage();
  // Uploads are saved as /uploads/<key> whatever the storage (lib/rules/uploads.ts).
  const storagePrefix = LOCAL_PUBLIC_PREFIX;
  if (url.startsWith(storagePrefix)) {
    const key = decodeURIComponent(url.slice(storagePrefix.length).split(/[?#]/)[0]);
    return (await readStoredUpload({ key, storage }).catch(() => null))?.body ?? null;
  }
  if (url.startsWith('/') && !url.startsWith('//')) {
    const file = path.resolve(PUBLIC_DIR, `.${decodeURIComponent(url.split(/[?#]/)[0])}`);
    if (!file.startsWith(PUBLIC_DIR + path.sep)) return null;
    return readFile(file).catch(() => null);
  }
  return null; // Somewhere else on the internet: not fetched.
}

/** The picture cropped to width×height as a JPEG data URL; the default art when it cannot be read. */
export async function loadSharePicture(url: string | null, width: number, height: number): Promise<string | null> {
  for (const candidate of [url, DEFAULT_SHARE_PICTURE]) {
    if (!candidate) continue;
    const bytes = await readPictureBytes(candidate);
    if (!bytes) continue;
    try {
      const jpeg = await sharp(bytes, { density: 144 })
        .resize(width, height, { fit: 'cover' })
        .jpeg({ quality: 82 })
        .toBuffer();
      return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
    } catch {
      // Not an image sharp can read: try the next candidate.
    }
  }
  return null;
}
