import 'server-only';
import path from 'node:path';
import { env } from '@/lib/env';
import { createLocalStorage, type LocalStorageConfig } from './local-storage';
import { createS3Storage, type S3StorageConfig } from './s3-storage';

// Where uploaded images live: S3 (or an S3-compatible store) when S3_BUCKET is set, else the
// local disk under DATA_DIR/uploads. Both answer the same small interface. Nothing reaches
// either without passing the app's checks: browsers PUT to the app's own signed address
// (/api/uploads/<key>), never to the bucket, and the app stores what it re-encoded.

export type StoredObject = { body: Uint8Array; contentType: string };

export interface Storage {
  readonly driver: 'local' | 's3';
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /** The object, or null when there is none under this key. */
  get(key: string): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
  /** Where the object itself can be loaded (the app addresses it as /uploads/<key>, which serves or redirects here). */
  publicUrl(key: string): string;
  /**
   * Where a browser is sent to load the object, and for how long it may keep that redirect:
   * S3_PUBLIC_URL's address when set, else a presigned GET link (the bucket may be private).
   * Only the S3 store has one; the local store serves the bytes itself.
   */
  readUrl?(key: string): Promise<{ url: string; maxAgeSeconds: number }>;
}

export type StorageConfig = ({ driver: 's3' } & S3StorageConfig) | ({ driver: 'local' } & LocalStorageConfig);

export function createStorage(config: StorageConfig): Storage {
  return config.driver === 's3' ? createS3Storage(config) : createLocalStorage(config);
}

/** The configuration the environment asks for. */
export function storageConfigFromEnv(): StorageConfig {
  if (env.s3) return { driver: 's3', ...env.s3 };
  return { driver: 'local', directory: path.resolve(env.dataDir, 'uploads') };
}

let appStorage: Storage | undefined;

/** The app's storage, made once from the environment. */
export function getStorage(): Storage {
  appStorage ??= createStorage(storageConfigFromEnv());
  return appStorage;
}
