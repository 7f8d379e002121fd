import 'server-only';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Storage, StoredObject } from './storage-interface';

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

const HOUR_MS = 60 * 60 * 1000;
/** How long a presigned read link works, counted from the start of the hour it was signed in. */
const READ_LINK_SECONDS = 2 * 24 * 60 * 60;
/** How long browsers may keep a redirect to a presigned link: well inside its lifetime. */
export const READ_LINK_REDIRECT_SECONDS = 60 * 60;

/** Where objects are loaded from: S3_PUBLIC_URL (a CDN), else the bucket's own address (path-style with an endpoint). */
function publicBase({ publicUrl, endpoint, bucket, region }: S3StorageConfig): string {
  return (
    publicUrl ??
    (endpoint ? `${endpoint.replace(/\/$/, '')}/${bucket}` : `https://${bucket}.s3.${region}.amazonaws.com`)
  ).replace(/\/$/, '');
}

/** The origin browsers load images from (the redirects of /uploads/<key> point there), for the Content-Security-Policy. */
export function s3ImageOrigin(config: S3StorageConfig): string {
  return new URL(publicBase(config)).origin;
}

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
  const base = publicBase(config);
  const publicUrl = (key: string) => `${base}/${key.split('/').map(encodeURIComponent).join('/')}`;

  return {
    driver: 's3',

    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          CacheControl: CACHE_CONTROL,
        }),
      );
    },

    async get(key): Promise<StoredObject | null> {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!object.Body) return null;
        return {
          body: await object.Body.transformToByteArray(),
          contentType: object.ContentType ?? 'application/octet-stream',
        };
      } catch (error) {
        if (
          error instanceof S3ServiceException &&
          (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404)
        ) {
          return null;
        }
        throw error;
      }
    },

    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },

    publicUrl,

    async readUrl(key) {
      if (config.publicUrl) return { url: publicUrl(key), maxAgeSeconds: 24 * 60 * 60 };
      // No public address configured: the bucket may be private (AWS's default), so browsers get
      // a presigned link. Signed as of the start of the hour, the link is the same for every
      // visitor within that hour, so browsers and proxies cache the image itself.
      const url = await getSignedUrl(client, new GetObjectCommand({ Bucket: bucket, Key: key }), {
        expiresIn: READ_LINK_SECONDS,
        signingDate: new Date(Math.floor(Date.now() / HOUR_MS) * HOUR_MS),
      });
      return { url, maxAgeSeconds: READ_LINK_REDIRECT_SECONDS };
    },
  };
}
