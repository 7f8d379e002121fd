import 'server-only';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { Storage, StoredObject } from './storage';

export type S3StorageConfig = {
  bucket: string;
  region: string;
  /** An S3-compatible store (MinIO, R2, …); unset for AWS itself. Setting it switches to path-style addresses. */
  endpoint?: string;
  /** Unset: the SDK's usual credential chain (instance role, AWS_* variables). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Where browsers load the files from, e.g. a CDN; default the bucket's own address. */
  publicUrl?: string;
};

/** Keys are random and never rewritten, so caches may keep a file forever. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

export function createS3Storage(config: S3StorageConfig): Storage {
  const { bucket, region, endpoint, accessKeyId, secretAccessKey } = config;
  const client = new S3Client({
    region,
    endpoint,
    forcePathStyle: Boolean(endpoint),
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    // Checksums only where S3 requires them: S3-compatible stores reject the newer default checksum headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const base = (
    config.publicUrl ?? (endpoint ? `${endpoint.replace(/\/$/, '')}/${bucket}` : `https://${bucket}.s3.${region}.amazonaws.com`)
  ).replace(/\/$/, '');

  return {
    driver: 's3',

    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: contentType, CacheControl: CACHE_CONTROL }),
      );
    },

    async get(key): Promise<StoredObject | null> {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!object.Body) return null;
        return { body: await object.Body.transformToByteArray(), contentType: object.ContentType ?? 'application/octet-stream' };
      } catch (error) {
        if (error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404)) {
          return null;
        }
        throw error;
      }
    },

    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },

    publicUrl: (key) => `${base}/${key.split('/').map(encodeURIComponent).join('/')}`,
  };
}
