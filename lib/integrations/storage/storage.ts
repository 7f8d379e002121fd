import 'server-only';
import path from 'node:path';
import { env } from '@/lib/env';
import { createLocalStorage, type LocalStorageConfig } from './local-storage';
import { createS3Storage, type S3StorageConfig } from './s3-storage';
import type { Storage } from './storage-interface';

export type { Storage, StoredObject } from './storage-interface';

// Where uploaded images live: S3 (or an S3-compatible store) when S3_BUCKET is set, else the
// local disk under DATA_DIR/uploads. Both answer the same small interface (storage-interface.ts,
// which both stores import, so this factory and they do not import each other). Nothing reaches
// either without passing the app's checks: browsers PUT to the app's own signed address
// (/api/uploads/<key>), never to the bucket, and the app stores what it re-encoded.

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
