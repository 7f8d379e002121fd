import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { rateLimitKey } from '@/lib/services/rate-limit/consume';

// Local-disk storage in a throwaway directory: lib/env reads DATA_DIR when first imported.
const dataDir = await vi.hoisted(async () => {
  const { mkdtempSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  process.env.DATA_DIR = mkdtempSync(join(tmpdir(), 'rally-upload-limits-'));
  return process.env.DATA_DIR;
});

import { POST as uploadHandler } from '@/app/uploadHandler/route';
import { GET as signS3 } from '@/app/api/sign-s3/route';
import { PUT as putUpload } from '@/app/api/uploads/[...key]/route';
import { issueSessionToken } from '@/lib/auth';
import { db } from '@/lib/db';
import {
  TOO_MANY_UPLOADS,
  UPLOAD_LINK_INVALID,
  UPLOAD_PIXEL_BUDGET_USED,
  UPLOAD_TOO_MANY_PIXELS,
  uploadQuotaReached,
} from '@/lib/rules/messages';
import { UPLOAD_QUOTA_BYTES } from '@/lib/rules/uploads';
import { createEvent, createOrganizer, createUser } from '@/prisma/seed/factories';
import { cleanUnusedUploads } from './clean-unused-uploads';
import { diskUploads } from '@/lib/testing/test-disk';
import { makeJpeg, makePngHeader } from '@/lib/testing/test-images';

// The costs an upload may put on the server: a signed address is used once and counted before
// its body is read, images are sized from their header before they are decoded and charged to
// their owner's decoding budget, each user has a storage quota, and uploads nothing uses go.

const { directory: uploadsDir, storedFiles } = diskUploads(dataDir);

type User = { id: string; sessionVersion: number };
let user: User;

beforeEach(async () => {
  await db.upload.deleteMany();
  await db.rateLimitBucket.deleteMany();
  await rm(uploadsDir, { recursive: true, force: true });
  user = await createUser(db);
});

afterAll(() => rm(dataDir, { recursive: true, force: true }));

const auth = async (who: User): Promise<Record<string, string>> => ({
  authorization: `Bearer ${await issueSessionToken(who)}`,
});

async function upload(kind: string, files: Uint8Array[], who: User = user) {
  const form = new FormData();
  for (const [index, bytes] of files.entries())
    form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), `${index}.png`);
  const response = await uploadHandler(
    new Request(`http://localhost/uploadHandler?kind=${kind}`, {
      method: 'POST',
      body: form,
      headers: await auth(who),
    }),
    {},
  );
  return { status: response.status, body: await response.json() };
}

async function sign(type = 'image/jpeg', who: User = user) {
  const response = await signS3(
    new Request(`http://localhost/api/sign-s3?file-type=${encodeURIComponent(type)}`, { headers: await auth(who) }),
    {},
  );
  return (await response.json()) as { signedRequest: string; url: string };
}

async function put(signedRequest: string, body: BodyInit, contentType = 'image/jpeg') {
  const url = new URL(signedRequest);
  const key = url.pathname.replace(/^\/api\/uploads\//, '');
  const response = await putUpload(
    new Request(url, { method: 'PUT', body, headers: { 'content-type': contentType }, duplex: 'half' } as RequestInit),
    { params: Promise.resolve({ key: key.split('/') }) },
  );
  return { status: response.status, body: await response.json() };
}

/** A body that never ends: a PUT that reads it never answers. */
const endless = () =>
  new ReadableStream<Uint8Array>({
    pull: (controller) => {
      controller.enqueue(new Uint8Array([0xff, 0xd8, 0xff]));
      return new Promise(() => {});
    },
  });

describe('the signed PUT address', () => {
  it('answers a used address with 403 before reading its body (no decoding for a replay)', async () => {
    const { signedRequest } = await sign();
    expect((await put(signedRequest, new Uint8Array(await makeJpeg(40, 40)))).status).toBe(200);
    // Were the body read, this would never answer.
    expect(await put(signedRequest, endless())).toEqual({ status: 403, body: { error: UPLOAD_LINK_INVALID } });
  });

  it('counts against its owner’s upload limit, checked before the body is read', async () => {
    const { signedRequest } = await sign(); // 1 request
    await db.rateLimitBucket.update({ where: { key: rateLimitKey('upload:user', user.id) }, data: { count: 60 } });
    expect(await put(signedRequest, endless())).toMatchObject({ status: 429, body: { error: TOO_MANY_UPLOADS } });
    // The address was given back: it still works once the window allows.
    await db.rateLimitBucket.deleteMany();
    expect((await put(signedRequest, new Uint8Array(await makeJpeg(40, 40)))).status).toBe(200);
  });

  it('sizes the image from its header and refuses a bomb before decoding it', async () => {
    const { signedRequest } = await sign('image/png');
    const bomb = makePngHeader(10_000, 10_000); // 100 megapixels in 100 bytes
    expect(await put(signedRequest, new Uint8Array(bomb), 'image/png')).toMatchObject({
      status: 400,
      body: { error: UPLOAD_TOO_MANY_PIXELS },
    });
    expect(storedFiles()).toEqual([]);
  });
});

describe('pixels: a limit per image, a budget per user', () => {
  it('refuses a 100-megapixel PNG from its header, quickly', async () => {
    const started = Date.now();
    const result = await upload('gallery', Array(16).fill(makePngHeader(10_000, 10_000)));
    expect(result).toMatchObject({ status: 400, body: { error: UPLOAD_TOO_MANY_PIXELS } });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await db.upload.count()).toBe(0);
  });

  it('charges what is about to be decoded to the user, and refuses past 500 megapixels in 15 minutes', async () => {
    // Ten 49-megapixel headers: 490 of the 500 are charged (then they fail to decode: the work was asked for).
    const big = makePngHeader(7_000, 7_000);
    expect((await upload('gallery', Array(10).fill(big))).status).toBe(400);
    const over = await upload('gallery', [big]);
    expect(over).toEqual({
      status: 429,
      body: { error: UPLOAD_PIXEL_BUDGET_USED, retryAfter: expect.any(Number) },
    });
    // A small picture still fits what is left; another user has a budget of their own.
    expect((await upload('gallery', [new Uint8Array(await makeJpeg(100, 100))])).status).toBe(200);
    expect((await upload('gallery', [big], await createUser(db))).status).toBe(400);
  });

  it('refuses a batch that alone exceeds the budget without charging it', async () => {
    const big = makePngHeader(7_000, 7_000);
    expect((await upload('gallery', Array(11).fill(big))).status).toBe(429);
    expect((await upload('gallery', Array(10).fill(big))).status).toBe(400); // nothing was charged before
  });
});

describe('the storage quota', () => {
  it('refuses an upload with 413 once the user’s uploads fill 200 MB, before reading it', async () => {
    await db.upload.create({
      data: {
        key: 'gallery/00000000000000000000000000000001.jpg',
        contentType: 'image/jpeg',
        sizeBytes: UPLOAD_QUOTA_BYTES,
        userId: user.id,
      },
    });
    const result = await upload('gallery', [new Uint8Array(await makeJpeg(20, 20))]);
    expect(result).toMatchObject({ status: 413, body: { error: uploadQuotaReached('200 MB') } });
    const { signedRequest } = await sign();
    expect(await put(signedRequest, endless())).toMatchObject({ status: 413 });
    // Another user is not affected.
    expect((await upload('gallery', [new Uint8Array(await makeJpeg(20, 20))], await createUser(db))).status).toBe(200);
  });

  it('counts the re-encoded sizes of the new images before storing them', async () => {
    await db.upload.create({
      data: {
        key: 'gallery/00000000000000000000000000000002.jpg',
        contentType: 'image/jpeg',
        sizeBytes: UPLOAD_QUOTA_BYTES - 10,
        userId: user.id,
      },
    });
    expect((await upload('gallery', [new Uint8Array(await makeJpeg(200, 200))])).status).toBe(413);
    expect(storedFiles()).toEqual([]);
    expect(await db.upload.count({ where: { userId: user.id } })).toBe(1);
  });
});

describe('cleanUnusedUploads', () => {
  it('removes uploads older than a day that nothing points to, file and row, and keeps the rest', async () => {
    const urls = (await upload('gallery', Array(6).fill(new Uint8Array(await makeJpeg(30, 30))))).body
      .fileURLs as string[];
    const keys = urls.map((url) => url.replace('/uploads/', ''));
    const [profile, gallery, sponsor, campaign, unused, recent] = urls;
    await db.user.update({ where: { id: user.id }, data: { picture: profile } });
    const organizer = await createOrganizer(db);
    const event = await createEvent(db, { creatorId: organizer.id, pictures: ['/demo/river-run.svg', gallery] });
    await db.sponsor.create({ data: { eventId: event.id, name: 'Acme', picture: sponsor } });
    await db.teamCampaign.create({
      data: { eventId: event.id, creatorId: organizer.id, title: 'Team', targetFundCents: 1000, picture: campaign },
    });
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    await db.upload.updateMany({ where: { key: { in: keys.slice(0, 5) } }, data: { createdAt: twoDaysAgo } });
    // A signed address never used, as old.
    const { url: neverUsed } = await sign();
    await db.upload.updateMany({ where: { key: neverUsed.replace('/uploads/', '') }, data: { createdAt: twoDaysAgo } });

    const removed = await cleanUnusedUploads();
    expect(removed.sort()).toEqual([unused, neverUsed].map((url) => url.replace('/uploads/', '')).sort());
    expect((await db.upload.findMany({ select: { key: true } })).map((row) => `/uploads/${row.key}`).sort()).toEqual(
      [profile, gallery, sponsor, campaign, recent].sort(),
    );
    expect(
      storedFiles()
        .map((file) => `/uploads/${file.split(path.sep).join('/')}`)
        .sort(),
    ).toEqual([profile, gallery, sponsor, campaign, recent].sort());
    expect(await cleanUnusedUploads()).toEqual([]);
  });
});
