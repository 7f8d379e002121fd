import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { UPLOAD_WRONG_TYPE } from '@/lib/rules/messages';
import { serveStoredUpload } from '@/lib/services/uploads/read-stored-upload';
import { signUpload } from '@/lib/services/uploads/sign-upload';
import { storeSignedUpload } from '@/lib/services/uploads/store-signed-upload';
import { makeGif, makeJpeg, makeJpegWithGps, makePng, metadataOf } from '@/lib/testing/test-images';
import { uploadImages } from '@/lib/services/uploads/upload-images';
import { createUser } from '@/prisma/seed/factories';
import { createStorage, type Storage } from './storage';

// The S3 path against a real S3-protocol server on a free local port. Browsers never write to
// the bucket: uploads (multipart or the signed PUT of /api/sign-s3) go through the app, which
// checks and re-encodes them, then puts them in the bucket.

const bucket = 'rally-test';
const directory = mkdtempSync(path.join(tmpdir(), 'rally-s3rver-'));
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  directory,
  silent: true,
  configureBuckets: [{ name: bucket }],
});
let endpoint: string;
let storage: Storage;

beforeAll(async () => {
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
  storage = createStorage({
    driver: 's3',
    bucket,
    region: 'us-east-1',
    endpoint,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  });
});

afterAll(async () => {
  await server.close();
  await rm(directory, { recursive: true, force: true });
});

/** Every upload is addressed as /uploads/<key> (served by redirect to the bucket). */
const keyOf = (url: string) => url.slice('/uploads/'.length);
const objectCount = async () => ((await (await fetch(`${endpoint}/${bucket}`)).text()).match(/<Key>/g) ?? []).length;

describe('S3 storage', () => {
  it('puts, gets and deletes an object, served at endpoint/bucket/key with its type and caching', async () => {
    const key = 'gallery/0123456789abcdef0123456789abcdef.png';
    const bytes = await makePng(20, 10);
    await storage.put(key, bytes, 'image/png');
    expect(storage.publicUrl(key)).toBe(`${endpoint}/${bucket}/${key}`);

    const response = await fetch(storage.publicUrl(key));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);

    const object = await storage.get(key);
    expect(object?.contentType).toBe('image/png');
    expect(Buffer.from(object!.body).equals(bytes)).toBe(true);

    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    expect((await fetch(storage.publicUrl(key))).status).toBe(404);
  });

  it('/uploads/<key> redirects to a presigned link of the object, the same all hour, for keys the app made only', async () => {
    const key = 'header/fedcba9876543210fedcba9876543210.jpg';
    const bytes = await makeJpeg(30, 20);
    await storage.put(key, bytes, 'image/jpeg');

    const served = await serveStoredUpload({ key, storage });
    if (!('redirect' in served)) throw new Error('expected a redirect');
    expect(served.maxAgeSeconds).toBe(3600);
    const link = new URL(served.redirect);
    expect(`${link.origin}${link.pathname}`).toBe(`${endpoint}/${bucket}/${key}`);
    expect(link.searchParams.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
    expect(link.searchParams.get('X-Amz-Expires')).toBe(String(2 * 24 * 60 * 60));
    expect(link.searchParams.get('X-Amz-Date')).toMatch(/^\d{8}T\d{2}0000Z$/); // signed as of the hour
    expect(await serveStoredUpload({ key, storage })).toEqual(served);

    expect(link.searchParams.get('X-Amz-Credential')).toMatch(/^S3RVER\/\d{8}\/us-east-1\/s3\/aws4_request$/);

    // The link loads the object; the store refuses it once expired (s3rver checks a presigned
    // link's age, not its signature, so this is as far as a local store can judge it).
    const response = await fetch(served.redirect);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
    link.searchParams.set('X-Amz-Date', '20200101T000000Z');
    expect((await fetch(link)).status).toBe(403);

    await expect(serveStoredUpload({ key: '../../etc/passwd', storage })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(serveStoredUpload({ key: 'https://evil.example/x.jpg', storage })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('uses S3_PUBLIC_URL for the public address when set, and the AWS address without an endpoint', async () => {
    const cdn = createStorage({
      driver: 's3',
      bucket,
      region: 'eu-west-1',
      endpoint,
      publicUrl: 'https://cdn.example.org/img/',
    });
    expect(cdn.publicUrl('logo/0123456789abcdef0123456789abcdef.png')).toBe(
      'https://cdn.example.org/img/logo/0123456789abcdef0123456789abcdef.png',
    );
    // With a public address, /uploads/<key> redirects there, cached a day, with no signature.
    expect(await serveStoredUpload({ key: 'logo/0123456789abcdef0123456789abcdef.png', storage: cdn })).toEqual({
      redirect: 'https://cdn.example.org/img/logo/0123456789abcdef0123456789abcdef.png',
      maxAgeSeconds: 86400,
    });
    const aws = createStorage({ driver: 's3', bucket: 'rally-images', region: 'eu-west-1' });
    expect(aws.publicUrl('logo/0123456789abcdef0123456789abcdef.png')).toBe(
      'https://rally-images.s3.eu-west-1.amazonaws.com/logo/0123456789abcdef0123456789abcdef.png',
    );
  });
});

describe('uploads with S3 storage', () => {
  it('/api/sign-s3: signs a PUT to the app, which checks the bytes and puts the re-encoded image in the bucket', async () => {
    const user = await createUser(db);
    const { signedRequest, url } = await signUpload({
      user,
      query: { 'file-name': 'me.jpg', 'file-type': 'image/jpeg', kind: 'logo' },
    });
    // Never a presigned address of the bucket, which would store whatever bytes arrive.
    expect(signedRequest).toMatch(
      /^http:\/\/localhost:3000\/api\/uploads\/logo\/[0-9a-f]{32}\.jpg\?type=image%2Fjpeg&expires=\d+&signature=/,
    );
    expect(signedRequest).not.toContain(endpoint);
    expect(url).toMatch(/^\/uploads\/logo\/[0-9a-f]{32}\.jpg$/);
    const key = keyOf(url);
    expect(await db.upload.findUnique({ where: { key } })).toMatchObject({
      userId: user.id,
      contentType: 'image/jpeg',
      sizeBytes: null,
    });

    const put = (body: Uint8Array) =>
      storeSignedUpload({
        key,
        url: signedRequest,
        contentType: 'image/jpeg',
        readBody: async () => new Uint8Array(body),
        storage,
      });
    const before = await objectCount();
    await expect(put(new TextEncoder().encode('<svg onload=alert(1)>'))).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: UPLOAD_WRONG_TYPE,
    });
    expect(await objectCount()).toBe(before);

    expect(await put(await makeJpegWithGps(1800, 1200))).toEqual({ url });
    const response = await fetch(storage.publicUrl(key));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    const metadata = await metadataOf(new Uint8Array(await response.arrayBuffer()));
    expect(metadata).toMatchObject({ format: 'jpeg', width: 600, height: 900 }); // upright, fitted in the logo's 900×900
    expect(metadata.exif).toBeUndefined();
    expect((await db.upload.findUniqueOrThrow({ where: { key } })).sizeBytes).toBeGreaterThan(0);
    expect((await fetch((await storage.readUrl!(key)).url)).status).toBe(200);
  });

  it('/uploadHandler: stores the re-encoded image in the bucket, without EXIF', async () => {
    const user = await createUser(db);
    const file = new Blob([new Uint8Array(await makeJpegWithGps(2400, 1200))], { type: 'image/jpeg' });
    const { fileURL, fileURLs } = await uploadImages({ user, kind: 'gallery', files: [file], storage });
    expect(fileURL).toMatch(/^\/uploads\/gallery\/[0-9a-f]{32}\.jpg$/);
    expect(fileURLs).toEqual([fileURL]);

    const response = await fetch(storage.publicUrl(keyOf(fileURL)));
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    const stored = new Uint8Array(await response.arrayBuffer());
    const metadata = await metadataOf(stored);
    expect(metadata).toMatchObject({ format: 'jpeg', width: 1000, height: 2000 }); // turned upright, then fitted
    expect(metadata.exif).toBeUndefined();
    expect(await db.upload.findUnique({ where: { key: keyOf(fileURL) } })).toMatchObject({
      userId: user.id,
      contentType: 'image/jpeg',
      sizeBytes: stored.byteLength,
    });
  });

  it('/uploadHandler: stores nothing in the bucket for a bad batch', async () => {
    const user = await createUser(db);
    const [rowsBefore, objectsBefore] = [await db.upload.count(), await objectCount()];
    const files = [
      new Blob([new Uint8Array(await makeJpeg(20, 20))], { type: 'image/jpeg' }),
      new Blob([new Uint8Array(await makeGif(20, 20))], { type: 'image/jpeg' }),
    ];
    await expect(uploadImages({ user, kind: 'gallery', files, storage })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: UPLOAD_WRONG_TYPE,
    });
    expect(await db.upload.count()).toBe(rowsBefore);
    expect(await objectCount()).toBe(objectsBefore);
    expect(objectsBefore).toBeGreaterThan(0); // the listing does see objects
  });

  it('/uploadHandler: records nothing when the store is unreachable', async () => {
    const user = await createUser(db);
    const before = await db.upload.count();
    const down = createStorage({
      driver: 's3',
      bucket,
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    });
    const file = new Blob([new Uint8Array(await makeJpeg(20, 20))], { type: 'image/jpeg' });
    await expect(uploadImages({ user, kind: 'profile', files: [file], storage: down })).rejects.toThrow();
    expect(await db.upload.count()).toBe(before);
  });
});
