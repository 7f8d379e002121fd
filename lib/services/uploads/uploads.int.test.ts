import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';

// Local-disk storage in a throwaway directory: lib/env reads DATA_DIR when first imported.
const dataDir = await vi.hoisted(async () => {
  const { mkdtempSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  process.env.DATA_DIR = mkdtempSync(join(tmpdir(), 'rally-uploads-'));
  return process.env.DATA_DIR;
});

import { POST as uploadHandler } from '@/app/uploadHandler/route';
import { GET as signS3 } from '@/app/api/sign-s3/route';
import { PUT as putUpload } from '@/app/api/uploads/[...key]/route';
import { GET as serveUpload } from '@/app/uploads/[...key]/route';
import { issueSessionToken } from '@/lib/auth';
import { db } from '@/lib/db';
import {
  TOO_MANY_UPLOADS,
  UPLOAD_LINK_INVALID,
  UPLOAD_NO_FILE,
  UPLOAD_NO_SIGNED_URL,
  UPLOAD_UNKNOWN_KIND,
  UPLOAD_UNREADABLE,
  UPLOAD_WRONG_TYPE,
  uploadTooLarge,
  uploadTooMany,
} from '@/lib/rules/messages';
import { createUser } from '@/prisma/seed/factories';
import { diskUploads } from '@/lib/testing/test-disk';
import { makeGif, makeJpeg, makeJpegWithGps, makePng, metadataOf } from '@/lib/testing/test-images';
import { signUploadAddress } from './upload-address';

const { directory: uploadsDir, storedFiles } = diskUploads(dataDir);

type User = { id: string; sessionVersion: number };
let user: User;

// The database is this file's own; each test starts with no uploads, in the table or on disk.
beforeEach(async () => {
  await db.upload.deleteMany();
  await rm(uploadsDir, { recursive: true, force: true });
  user = await createUser(db);
});

afterAll(() => rm(dataDir, { recursive: true, force: true }));

const auth = async (who: User | null): Promise<Record<string, string>> =>
  who ? { authorization: `Bearer ${await issueSessionToken(who)}` } : {};

type Part = { bytes: Uint8Array; name: string; type?: string };

/** As the app's widget sends it: the kind in the form, and (unless `query` is false) in the query too. */
async function upload(kind: string | null, parts: Part[], who: User | null = user, { query = true } = {}) {
  const form = new FormData();
  if (kind !== null) form.append('kind', kind);
  for (const { bytes, name, type } of parts)
    form.append('file', new Blob([new Uint8Array(bytes)], { type: type ?? 'image/jpeg' }), name);
  const search = kind !== null && query ? `?kind=${encodeURIComponent(kind)}` : '';
  const response = await uploadHandler(
    new Request(`http://localhost/uploadHandler${search}`, { method: 'POST', body: form, headers: await auth(who) }),
    {},
  );
  return { status: response.status, body: await response.json() };
}

async function serve(urlPath: string) {
  const key = urlPath.replace(/^\/uploads\//, '');
  return serveUpload(new Request(`http://localhost/uploads/${key}`), {
    params: Promise.resolve({ key: key.split('/') }),
  });
}

async function fetchStored(url: string) {
  const response = await serve(url);
  expect(response.status).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
}

describe('POST /uploadHandler', () => {
  it('answers 401 without a session and stores nothing', async () => {
    const result = await upload('profile', [{ bytes: await makeJpeg(10, 10), name: 'me.jpg' }], null);
    expect(result).toEqual({ status: 401, body: { error: 'Please log in.' } });
    expect(await db.upload.count()).toBe(0);
    expect(storedFiles()).toEqual([]);
  });

  it("answers 'No file selected.' when no file is sent", async () => {
    expect(await upload('profile', [])).toMatchObject({ status: 400, body: { error: UPLOAD_NO_FILE } });
    const empty = await upload('profile', [{ bytes: new Uint8Array(0), name: '' }]);
    expect(empty).toMatchObject({ status: 400, body: { error: UPLOAD_NO_FILE } });
    const notMultipart = await uploadHandler(
      new Request('http://localhost/uploadHandler', {
        method: 'POST',
        body: JSON.stringify({ kind: 'profile' }),
        headers: { ...(await auth(user)), 'content-type': 'application/json' },
      }),
      {},
    );
    expect(notMultipart.status).toBe(400);
    expect(await notMultipart.json()).toMatchObject({ error: UPLOAD_NO_FILE });
  });

  it('refuses a text file named .png and declared image/png, and writes nothing', async () => {
    const result = await upload('profile', [
      { bytes: new TextEncoder().encode('hello, not a picture'), name: 'me.png', type: 'image/png' },
    ]);
    expect(result).toEqual({
      status: 400,
      body: { error: UPLOAD_WRONG_TYPE, fieldErrors: { file: [UPLOAD_WRONG_TYPE] } },
    });
    expect(await db.upload.count()).toBe(0);
    expect(storedFiles()).toEqual([]);
  });

  it('refuses a GIF, even named .jpg', async () => {
    const result = await upload('gallery', [{ bytes: await makeGif(20, 20), name: 'cat.jpg' }]);
    expect(result).toMatchObject({ status: 400, body: { error: UPLOAD_WRONG_TYPE } });
    expect(await db.upload.count()).toBe(0);
    expect(storedFiles()).toEqual([]);
  });

  it('refuses a file that starts like a JPEG but is not one', async () => {
    const bytes = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...new TextEncoder().encode('<script>alert(1)</script>')]);
    expect(await upload('gallery', [{ bytes, name: 'x.jpg' }])).toMatchObject({
      status: 400,
      body: { error: UPLOAD_UNREADABLE },
    });
    expect(await db.upload.count()).toBe(0);
  });

  it('refuses an unknown kind, in the query or in the form', async () => {
    for (const kind of ['avatar', 'campaignPicture']) {
      for (const query of [true, false]) {
        const result = await upload(kind, [{ bytes: await makeJpeg(10, 10), name: 'a.jpg' }], user, { query });
        expect(result).toEqual({
          status: 400,
          body: { error: UPLOAD_UNKNOWN_KIND, fieldErrors: { kind: [UPLOAD_UNKNOWN_KIND] } },
        });
      }
    }
    expect(await db.upload.count()).toBe(0);
  });

  it('takes a gallery image when no kind is sent, as /api/sign-s3 does', async () => {
    const result = await upload(null, [{ bytes: await makeJpeg(3000, 1500), name: 'a.jpg' }]);
    expect(result.status).toBe(200);
    expect(result.body.fileURL).toMatch(/^\/uploads\/gallery\/[0-9a-f]{32}\.jpg$/);
    expect(await metadataOf(await fetchStored(result.body.fileURL))).toMatchObject({ width: 2000, height: 1000 });
  });

  it('still reads the kind from the form alone (older clients)', async () => {
    const result = await upload(
      'logo',
      [{ bytes: await makePng(2000, 1000), name: 'logo.png', type: 'image/png' }],
      user,
      { query: false },
    );
    expect(result.status).toBe(200);
    expect(result.body.fileURL).toMatch(/^\/uploads\/logo\//);
  });

  it('caps the body by the kind in the query: one image plus framing for a profile picture', async () => {
    const six = new Uint8Array(6 * 1024 * 1024);
    six.set([0xff, 0xd8, 0xff]);
    // Two 6 MB files fit a gallery upload's 161 MB, but not a profile picture's 11 MB.
    const result = await upload('profile', [
      { bytes: six, name: 'a.jpg' },
      { bytes: six, name: 'b.jpg' },
    ]);
    expect(result).toMatchObject({ status: 413, body: { error: uploadTooLarge('10 MB') } });
    expect(await db.upload.count()).toBe(0);
  });

  it('refuses a declared Content-Length over the cap of the kind before reading the body', async () => {
    let pulls = 0;
    // A body that never ends: reading it would hang the request.
    const endless = new ReadableStream<Uint8Array>({
      pull: (controller) => {
        pulls++;
        if (pulls === 1) controller.enqueue(new Uint8Array(1024));
        return new Promise(() => {});
      },
    });
    const response = await uploadHandler(
      new Request('http://localhost/uploadHandler?kind=logo', {
        method: 'POST',
        body: endless,
        duplex: 'half',
        headers: {
          ...(await auth(user)),
          'content-type': 'multipart/form-data; boundary=x',
          'content-length': String(12 * 1024 * 1024),
        },
      } as RequestInit),
      {},
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: uploadTooLarge('10 MB') });
  });

  it('limits a user to 60 upload requests in 15 minutes, counted before the body is read', async () => {
    const jpeg = await makeJpeg(8, 8);
    // Each request counts, whatever becomes of it.
    for (let i = 0; i < 60; i++) expect((await upload('profile', [])).status).toBe(400);
    const limited = await upload('profile', [{ bytes: jpeg, name: 'a.jpg' }]);
    expect(limited).toEqual({ status: 429, body: { error: TOO_MANY_UPLOADS, retryAfter: expect.any(Number) } });
    // Signing an address is an upload too; another user is not affected.
    const signed = await signS3(
      new Request('http://localhost/api/sign-s3?file-type=image/jpeg', { headers: await auth(user) }),
      {},
    );
    expect(signed.status).toBe(429);
    expect((await upload('profile', [{ bytes: jpeg, name: 'a.jpg' }], await createUser(db))).status).toBe(200);
    expect(await db.upload.count({ where: { userId: user.id } })).toBe(0);
  });

  it('refuses a file over 10 MB with 413', async () => {
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set([0xff, 0xd8, 0xff]);
    const result = await upload('gallery', [{ bytes: big, name: 'huge.jpg' }]);
    expect(result).toMatchObject({ status: 413, body: { error: uploadTooLarge('10 MB') } });
    expect(await db.upload.count()).toBe(0);
  });

  it('takes one file for a profile picture and up to 16 for the gallery', async () => {
    const jpeg = await makeJpeg(8, 8);
    const two = await upload('profile', [
      { bytes: jpeg, name: 'a.jpg' },
      { bytes: jpeg, name: 'b.jpg' },
    ]);
    expect(two).toMatchObject({ status: 400, body: { error: uploadTooMany(1) } });
    const seventeen = await upload(
      'gallery',
      Array.from({ length: 17 }, (_, i) => ({ bytes: jpeg, name: `${i}.jpg` })),
    );
    expect(seventeen).toMatchObject({ status: 400, body: { error: uploadTooMany(16) } });
    expect(await db.upload.count()).toBe(0);
    expect(storedFiles()).toEqual([]);
  });

  it('stores nothing when one file of a batch is bad', async () => {
    const result = await upload('gallery', [
      { bytes: await makeJpeg(30, 20), name: 'good.jpg' },
      { bytes: await makeGif(20, 20), name: 'bad.gif' },
    ]);
    expect(result.status).toBe(400);
    expect(await db.upload.count()).toBe(0);
    expect(storedFiles()).toEqual([]);
  });

  it('re-encodes a profile picture to a 500×500 JPEG, records it and serves it', async () => {
    const result = await upload('profile', [{ bytes: await makeJpeg(1200, 800), name: 'me.png', type: 'image/png' }]);
    expect(result.status).toBe(200);
    const { fileURL, fileURLs } = result.body as { fileURL: string; fileURLs: string[] };
    expect(fileURL).toMatch(/^\/uploads\/profile\/[0-9a-f]{32}\.jpg$/);
    expect(fileURLs).toEqual([fileURL]);

    const bytes = await fetchStored(fileURL);
    expect(await metadataOf(bytes)).toMatchObject({ format: 'jpeg', width: 500, height: 500 });
    const row = await db.upload.findUniqueOrThrow({ where: { key: fileURL.replace('/uploads/', '') } });
    expect(row).toMatchObject({ contentType: 'image/jpeg', sizeBytes: bytes.byteLength, userId: user.id });
    expect(storedFiles()).toContain(path.join('profile', path.basename(fileURL)));
  });

  it('keeps a PNG a PNG, with its transparency, and fits a logo inside 900×900', async () => {
    const result = await upload('logo', [{ bytes: await makePng(2000, 1000), name: 'logo.png', type: 'image/png' }]);
    expect(result.status).toBe(200);
    expect(result.body.fileURL).toMatch(/^\/uploads\/logo\/[0-9a-f]{32}\.png$/);
    const metadata = await metadataOf(await fetchStored(result.body.fileURL));
    expect(metadata).toMatchObject({ format: 'png', width: 900, height: 450, hasAlpha: true });
  });

  it.each([
    ['gallery', 3000, 1500, 2000, 1000],
    ['header', 5000, 2500, 4000, 2000],
    ['overlay', 1000, 2400, 833, 2000],
    ['campaign', 2400, 1200, 2000, 1000],
    ['sponsor', 2400, 2400, 2000, 2000],
    ['gallery', 300, 200, 300, 200], // never enlarged
    ['logo', 400, 100, 400, 100],
    ['profile', 300, 200, 200, 200], // a square, as large as the picture allows
  ])('sizes a %s of %i×%i to %i×%i', async (kind, width, height, expectedWidth, expectedHeight) => {
    const result = await upload(kind, [{ bytes: await makeJpeg(width, height), name: 'photo.jpg' }]);
    expect(result.status).toBe(200);
    expect(await metadataOf(await fetchStored(result.body.fileURL))).toMatchObject({
      width: expectedWidth,
      height: expectedHeight,
    });
  });

  it('removes EXIF (GPS position, camera) after turning the picture upright', async () => {
    const original = await makeJpegWithGps(300, 200);
    const before = await metadataOf(original);
    expect(before.exif?.toString('latin1')).toContain('PhoneMaker');
    expect(before.exif?.includes(Buffer.from([0x88, 0x25])) || before.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(
      true,
    ); // GPS IFD
    expect(before.orientation).toBe(6);

    const result = await upload('gallery', [{ bytes: original, name: 'phone.jpg' }]);
    expect(result.status).toBe(200);
    const stored = await fetchStored(result.body.fileURL);
    const after = await metadataOf(stored);
    expect(after.exif).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect({ width: after.width, height: after.height }).toEqual({ width: 200, height: 300 });
    expect(Buffer.from(stored).toString('latin1')).not.toContain('PhoneMaker');
  });

  it('stores a gallery batch in the order sent', async () => {
    const result = await upload('gallery', [
      { bytes: await makeJpeg(100, 50), name: 'a.jpg' },
      { bytes: await makePng(60, 60), name: 'b.png', type: 'image/png' },
      { bytes: await makeJpeg(50, 100), name: 'c.jpg' },
    ]);
    expect(result.status).toBe(200);
    const urls = result.body.fileURLs as string[];
    expect(urls).toHaveLength(3);
    expect(result.body.fileURL).toBe(urls[0]);
    const sizes = await Promise.all(urls.map(async (url) => metadataOf(await fetchStored(url))));
    expect(sizes.map(({ format, width, height }) => [format, width, height])).toEqual([
      ['jpeg', 100, 50],
      ['png', 60, 60],
      ['jpeg', 50, 100],
    ]);
    expect(await db.upload.count({ where: { userId: user.id } })).toBe(3);
  });
});

describe('GET /uploads/<key>', () => {
  it('serves with the right type, a year of immutable caching and nosniff', async () => {
    const { body } = await upload('campaign', [{ bytes: await makePng(40, 40), name: 'c.png', type: 'image/png' }]);
    const response = await serve(body.fileURL);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it.each([
    ['an unknown key', ['gallery', '0123456789abcdef0123456789abcdef.jpg']],
    ['a parent directory', ['..', '..', 'package.json']],
    ['an encoded traversal', ['gallery', '..%2F..%2Fpackage.json']],
    ['a dotted segment', ['gallery', '..', 'auth-secret']],
    ['a key of another shape', ['auth-secret']],
  ])('answers 404 for %s', async (_name, segments) => {
    const response = await serveUpload(new Request(`http://localhost/uploads/${segments.join('/')}`), {
      params: Promise.resolve({ key: segments }),
    });
    expect(response.status).toBe(404);
  });
});

describe('GET /api/sign-s3 and the local signed PUT', () => {
  async function sign(query: Record<string, string>, who: User | null = user) {
    const response = await signS3(
      new Request(`http://localhost/api/sign-s3?${new URLSearchParams(query)}`, { headers: await auth(who) }),
      {},
    );
    return { status: response.status, body: await response.json() };
  }

  async function put(signedRequest: string, bytes: Uint8Array, contentType: string) {
    const url = new URL(signedRequest);
    const key = url.pathname.replace(/^\/api\/uploads\//, '');
    const response = await putUpload(
      new Request(url, { method: 'PUT', body: new Uint8Array(bytes), headers: { 'content-type': contentType } }),
      { params: Promise.resolve({ key: key.split('/') }) },
    );
    return { status: response.status, body: await response.json() };
  }

  it('answers 401 without a session', async () => {
    expect(await sign({ 'file-name': 'a.jpg', 'file-type': 'image/jpeg' }, null)).toEqual({
      status: 401,
      body: { error: 'Please log in.' },
    });
  });

  it("refuses anything but JPEG and PNG with 'Could not get signed URL'", async () => {
    for (const type of ['image/gif', 'text/html', 'image/svg+xml', '']) {
      const result = await sign({ 'file-name': 'a.gif', 'file-type': type });
      expect(result).toEqual({
        status: 400,
        body: { error: UPLOAD_NO_SIGNED_URL, fieldErrors: { 'file-type': [UPLOAD_WRONG_TYPE] } },
      });
    }
    expect(await db.upload.count()).toBe(0);
  });

  it('signs a PUT that stores the image once, re-encoded for its kind', async () => {
    const { status, body } = await sign({ 'file-name': 'me.jpg', 'file-type': 'image/jpeg', kind: 'profile' });
    expect(status).toBe(200);
    expect(body.url).toMatch(/^\/uploads\/profile\/[0-9a-f]{32}\.jpg$/);
    expect(body.signedRequest).toMatch(
      /^http:\/\/localhost:3000\/api\/uploads\/profile\/[0-9a-f]{32}\.jpg\?type=image%2Fjpeg&expires=\d+&signature=/,
    );
    const key = body.url.replace('/uploads/', '');
    expect(await db.upload.findUnique({ where: { key } })).toMatchObject({ userId: user.id, sizeBytes: null });

    const stored = await put(body.signedRequest, await makeJpegWithGps(1000, 800), 'image/jpeg');
    expect(stored).toEqual({ status: 200, body: { url: body.url } });
    const metadata = await metadataOf(await fetchStored(body.url));
    expect(metadata).toMatchObject({ format: 'jpeg', width: 500, height: 500 });
    expect(metadata.exif).toBeUndefined();
    expect((await db.upload.findUniqueOrThrow({ where: { key } })).sizeBytes).toBeGreaterThan(0);

    // The same address can't replace the file behind a URL that caches keep forever.
    const replay = await put(body.signedRequest, await makeJpeg(50, 50), 'image/jpeg');
    expect(replay).toMatchObject({ status: 403, body: { error: UPLOAD_LINK_INVALID } });
    expect(await metadataOf(await fetchStored(body.url))).toMatchObject({ width: 500, height: 500 });
  });

  it('defaults to the gallery kind and takes PNG', async () => {
    const { body } = await sign({ 'file-name': 'x.png', 'file-type': 'image/png' });
    expect(body.url).toMatch(/^\/uploads\/gallery\/[0-9a-f]{32}\.png$/);
    expect(await put(body.signedRequest, await makePng(2500, 100), 'image/png')).toMatchObject({ status: 200 });
    expect(await metadataOf(await fetchStored(body.url))).toMatchObject({ format: 'png', width: 2000, height: 80 });
  });

  it('refuses a tampered signature, key, type or expiry, and stores nothing', async () => {
    const { body } = await sign({ 'file-name': 'a.jpg', 'file-type': 'image/jpeg' });
    const jpeg = await makeJpeg(20, 20);
    const url = new URL(body.signedRequest);
    const signature = url.searchParams.get('signature')!;

    const tampered = new URL(url);
    tampered.searchParams.set('signature', (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1));
    const otherKey = new URL(url);
    otherKey.pathname = otherKey.pathname.replace(/[0-9a-f]{32}/, 'f'.repeat(32));
    const otherType = new URL(url);
    otherType.searchParams.set('type', 'image/png');
    const later = new URL(url);
    later.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 3600));
    const unsigned = new URL(url);
    unsigned.searchParams.delete('signature');

    for (const address of [tampered, otherKey, later, unsigned]) {
      expect(await put(address.toString(), jpeg, 'image/jpeg')).toEqual({
        status: 403,
        body: { error: UPLOAD_LINK_INVALID },
      });
    }
    expect((await put(otherType.toString(), await makePng(20, 20), 'image/png')).status).toBe(403);
    // The signed type must be the type sent.
    expect((await put(body.signedRequest, jpeg, 'image/png')).status).toBe(403);
    expect(storedFiles()).toEqual([]);
    expect(await db.upload.count({ where: { sizeBytes: { not: null } } })).toBe(0);
  });

  it('refuses an expired address', async () => {
    const key = 'gallery/0123456789abcdef0123456789abcdef.jpg';
    const signedRequest = signUploadAddress({ key, contentType: 'image/jpeg', expiresInSeconds: -1 });
    expect(await put(signedRequest, await makeJpeg(20, 20), 'image/jpeg')).toEqual({
      status: 403,
      body: { error: UPLOAD_LINK_INVALID },
    });
    expect(storedFiles()).toEqual([]);
  });

  it('checks the bytes and the size of what is sent', async () => {
    const { body } = await sign({ 'file-name': 'a.jpg', 'file-type': 'image/jpeg' });
    const text = await put(body.signedRequest, new TextEncoder().encode('not a picture'), 'image/jpeg');
    expect(text).toMatchObject({ status: 400, body: { error: UPLOAD_WRONG_TYPE } });
    const png = await put(body.signedRequest, await makePng(10, 10), 'image/jpeg');
    expect(png).toMatchObject({ status: 400, body: { error: UPLOAD_WRONG_TYPE } });
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set([0xff, 0xd8, 0xff]);
    expect(await put(body.signedRequest, big, 'image/jpeg')).toMatchObject({
      status: 413,
      body: { error: uploadTooLarge('10 MB') },
    });
    expect(await put(body.signedRequest, new Uint8Array(0), 'image/jpeg')).toMatchObject({
      status: 400,
      body: { error: UPLOAD_NO_FILE },
    });
    expect(storedFiles()).toEqual([]);
    // Still usable with a real picture.
    expect((await put(body.signedRequest, await makeJpeg(20, 20), 'image/jpeg')).status).toBe(200);
  });
});
