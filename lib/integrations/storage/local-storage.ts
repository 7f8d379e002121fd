import 'server-only';
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Storage, StoredObject } from './storage';
import { signPut, verifyPut, type SignedPut } from './signed-put';

export type LocalStorageConfig = {
  /** Absolute directory that holds the files. */
  directory: string;
  /** Signs the PUT addresses (AUTH_SECRET). */
  secret: string;
  /** The site's public base URL, e.g. http://localhost:3000. */
  baseUrl: string;
};

export interface LocalStorage extends Storage {
  readonly driver: 'local';
  /** True when this signed PUT address is genuine, for this key and type, and not expired. */
  verifySignedPut(put: SignedPut, signature: string, nowSeconds?: number): boolean;
}

/** Files are served at /uploads/<key>; signed PUTs go to /api/uploads/<key>. */
export const LOCAL_PUBLIC_PREFIX = '/uploads/';
export const LOCAL_PUT_PREFIX = '/api/uploads/';

const CONTENT_TYPES: Record<string, string> = { '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.png': 'image/png' };

// Keys are made by the app ("gallery/3f2a….jpg"); anything else is refused before the disk is touched.
const SAFE_KEY = /^[a-z0-9-]+(?:\/[A-Za-z0-9_-]+)+\.(?:jpg|jpeg|png)$/;

export function createLocalStorage({ directory, secret, baseUrl }: LocalStorageConfig): LocalStorage {
  const root = path.resolve(directory);

  function fileFor(key: string): string {
    if (!SAFE_KEY.test(key)) throw new Error(`Unsafe storage key: ${JSON.stringify(key)}`);
    const file = path.resolve(root, key);
    if (!file.startsWith(root + path.sep)) throw new Error(`Unsafe storage key: ${JSON.stringify(key)}`);
    return file;
  }

  return {
    driver: 'local',

    async put(key, body) {
      const file = fileFor(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await writeFile(temporary, body);
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },

    async get(key): Promise<StoredObject | null> {
      if (!SAFE_KEY.test(key)) return null;
      try {
        const body = await readFile(fileFor(key));
        return { body, contentType: CONTENT_TYPES[path.extname(key)] ?? 'application/octet-stream' };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },

    async delete(key) {
      await rm(fileFor(key), { force: true });
    },

    publicUrl: (key) => `${LOCAL_PUBLIC_PREFIX}${key}`,

    async signPut(key, contentType, expiresInSeconds) {
      fileFor(key);
      const expires = Math.floor(Date.now() / 1000) + expiresInSeconds;
      const signature = signPut(secret, { key, contentType, expires });
      const query = new URLSearchParams({ type: contentType, expires: String(expires), signature });
      return `${baseUrl.replace(/\/$/, '')}${LOCAL_PUT_PREFIX}${key}?${query}`;
    },

    verifySignedPut: (put, signature, nowSeconds) => verifyPut(secret, put, signature, nowSeconds),
  };
}
