// The one interface of image storage, answered by the local store (local-storage.ts) and the S3
// store (s3-storage.ts); storage.ts picks one from the environment.

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
