import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { UPLOAD_WRONG_TYPE } from '@/lib/rules/messages';
import { signUpload } from '@/lib/services/uploads/sign-upload';
import { makeGif, makeJpeg, makeJpegWithGps, makePng, metadataOf } from '@/lib/services/uploads/test-images';
import { uploadImages } from '@/lib/services/uploads/upload-images';
import { createUser } from '@/prisma/factories';
import { createStorage, type Storage } from './storage';

// The S3 path against a real S3-protocol server on a free local port. (s3rver checks the
// access key but not SigV4 signatures, so the signed headers are checked on the URL itself.)

const bucket = 'rally-test';
const directory = mkdtempSync(path.join(tmpdir(), 'rally-s3rver-'));
const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: bucket }] });
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

const keyOf = (url: string) => url.slice(`${endpoint}/${bucket}/`.length);

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

  it('signs a PUT bound to the content type, which stores the bytes sent', async () => {
    const key = 'profile/fedcba9876543210fedcba9876543210.jpg';
    const signedRequest = await storage.signPut(key, 'image/jpeg', 600);
    const url = new URL(signedRequest);
    expect(`${url.origin}${url.pathname}`).toBe(`${endpoint}/${bucket}/${key}`);
    expect(url.searchParams.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('600');
    expect(url.searchParams.get('X-Amz-SignedHeaders')?.split(';')).toEqual(expect.arrayContaining(['content-type', 'host']));
    // No SDK checksum parameters that a browser's PUT could not match.
    expect([...url.searchParams.keys()].filter((name) => /checksum/i.test(name))).toEqual([]);

    const bytes = await makeJpeg(30, 30);
    const put = await fetch(signedRequest, { method: 'PUT', body: bytes, headers: { 'content-type': 'image/jpeg' } });
    expect(put.status).toBe(200);
    const back = await fetch(storage.publicUrl(key));
    expect(back.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await back.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('uses S3_PUBLIC_URL for the public address when set, and the AWS address without an endpoint', () => {
    const cdn = createStorage({ driver: 's3', bucket, region: 'eu-west-1', endpoint, publicUrl: 'https://cdn.example.org/img/' });
    expect(cdn.publicUrl('logo/0123456789abcdef0123456789abcdef.png')).toBe(
      'https://cdn.example.org/img/logo/0123456789abcdef0123456789abcdef.png',
    );
    const aws = createStorage({ driver: 's3', bucket: 'rally-images', region: 'eu-west-1' });
    expect(aws.publicUrl('logo/0123456789abcdef0123456789abcdef.png')).toBe(
      'https://rally-images.s3.eu-west-1.amazonaws.com/logo/0123456789abcdef0123456789abcdef.png',
    );
  });
});

describe('uploads with S3 storage', () => {
  it('/api/sign-s3: signs a PUT to the bucket and records the key for its user', async () => {
    const user = await createUser(db);
    const { signedRequest, url } = await signUpload({
      user,
      query: { 'file-name': 'me.png', 'file-type': 'image/png', kind: 'logo' },
      storage,
    });
    expect(url).toMatch(new RegExp(`^${endpoint}/${bucket}/logo/[0-9a-f]{32}\\.png$`));
    expect(await db.upload.findUnique({ where: { key: keyOf(url) } })).toMatchObject({ userId: user.id, contentType: 'image/png' });

    const bytes = await makePng(10, 10);
    expect((await fetch(signedRequest, { method: 'PUT', body: bytes, headers: { 'content-type': 'image/png' } })).status).toBe(200);
    expect(Buffer.from(await (await fetch(url)).arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('/uploadHandler: stores the re-encoded image in the bucket, without EXIF', async () => {
    const user = await createUser(db);
    const file = new Blob([new Uint8Array(await makeJpegWithGps(2400, 1200))], { type: 'image/jpeg' });
    const { fileURL, fileURLs } = await uploadImages({ user, kind: 'gallery', files: [file], storage });
    expect(fileURL).toMatch(new RegExp(`^${endpoint}/${bucket}/gallery/[0-9a-f]{32}\\.jpg$`));
    expect(fileURLs).toEqual([fileURL]);

    const response = await fetch(fileURL);
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
    const objects = async () => ((await (await fetch(`${endpoint}/${bucket}`)).text()).match(/<Key>/g) ?? []).length;
    const [rowsBefore, objectsBefore] = [await db.upload.count(), await objects()];
    const files = [
      new Blob([new Uint8Array(await makeJpeg(20, 20))], { type: 'image/jpeg' }),
      new Blob([new Uint8Array(await makeGif(20, 20))], { type: 'image/jpeg' }),
    ];
    await expect(uploadImages({ user, kind: 'gallery', files, storage })).rejects.toMatchObject({
      status: 400,
      message: UPLOAD_WRONG_TYPE,
    });
    expect(await db.upload.count()).toBe(rowsBefore);
    expect(await objects()).toBe(objectsBefore);
    expect(objectsBefore).toBeGreaterThan(0); // the listing does see objects
  });

  it('/uploadHandler: records nothing when the store is unreachable', async () => {
    const user = await createUser(db);
    const before = await db.upload.count();
    const down = createStorage({ driver: 's3', bucket, region: 'us-east-1', endpoint: 'http://127.0.0.1:9', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' });
    const file = new Blob([new Uint8Array(await makeJpeg(20, 20))], { type: 'image/jpeg' });
    await expect(uploadImages({ user, kind: 'profile', files: [file], storage: down })).rejects.toThrow();
    expect(await db.upload.count()).toBe(before);
  });
});
