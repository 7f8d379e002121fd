import 'server-only';
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { UPLOADS_PATH } from '@/lib/rules/uploads';
import type { Storage, StoredObject } from './storage-interface';

export type LocalStorageConfig = {
  /** Absolute directory that holds the files. */
  directory: string;
};

/** Files are served by the app itself, at /uploads/<key>. */
export const LOCAL_PUBLIC_PREFIX = UPLOADS_PATH;

const CONTENT_TYPES: Record<string, string> = { '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.png': 'image/png' };

// Keys are made by the app ("gallery/3f2a….jpg"); anything else is refused before the disk is touched.
const SAFE_KEY = /^[a-z0-9-]+(?:\/[A-Za-z0-9_-]+)+\.(?:jpg|jpeg|png)$/;

export function createLocalStorage({ directory }: LocalStorageConfig): Storage {
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
  };
}
