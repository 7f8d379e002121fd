import sharp from 'sharp';
import { createUser } from '../prisma/seed/factories';
import { expect, test } from './fixtures';
import { makeGif, makeJpegWithGps, makePng } from '../lib/testing/test-images';

// The image pipeline through the production server: multipart parsing, sharp, local-disk
// storage in sandbox mode, the signed-PUT round trip and the serving headers.

test.beforeEach(async ({ page, db }) => {
  const email = `uploader-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.test`;
  await createUser(db, { email, password: 'Uploader1' });
  const login = await page.request.post('/api/login', { data: { email, password: 'Uploader1' } });
  expect(login.status()).toBe(200);
});

test('uploadHandler re-encodes a phone photo into a 500×500 profile picture without EXIF', async ({ page, db }) => {
  const response = await page.request.post('/uploadHandler', {
    multipart: {
      kind: 'profile',
      file: { name: 'me.jpg', mimeType: 'image/jpeg', buffer: await makeJpegWithGps(1600, 1200) },
    },
  });
  expect(response.status()).toBe(200);
  const { fileURL, fileURLs } = await response.json();
  expect(fileURL).toMatch(/^\/uploads\/profile\/[0-9a-f]{32}\.jpg$/);
  expect(fileURLs).toEqual([fileURL]);
  expect(await db.upload.count({ where: { key: fileURL.replace('/uploads/', '') } })).toBe(1);

  const image = await page.request.get(fileURL);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/jpeg');
  expect(image.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(image.headers()['x-content-type-options']).toBe('nosniff');
  const metadata = await sharp(await image.body()).metadata();
  expect(metadata).toMatchObject({ format: 'jpeg', width: 500, height: 500 });
  expect(metadata.exif).toBeUndefined();
});

test('uploadHandler refuses a GIF and a text file named .png, and needs a session', async ({
  page,
  playwright,
  baseURL,
}) => {
  const gif = await page.request.post('/uploadHandler', {
    multipart: { kind: 'gallery', file: { name: 'cat.jpg', mimeType: 'image/jpeg', buffer: await makeGif(10, 10) } },
  });
  expect(gif.status()).toBe(400);
  expect(await gif.json()).toMatchObject({ error: 'Only JPEG and PNG images can be uploaded.' });

  const text = await page.request.post('/uploadHandler', {
    multipart: { kind: 'logo', file: { name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('not an image') } },
  });
  expect(text.status()).toBe(400);

  const anonymous = await playwright.request.newContext({ baseURL });
  const refused = await anonymous.post('/uploadHandler', {
    multipart: { kind: 'logo', file: { name: 'logo.png', mimeType: 'image/png', buffer: await makePng(10, 10) } },
  });
  expect(refused.status()).toBe(401);
  await anonymous.dispose();
});

test('sign-s3 gives a local signed PUT address that stores the image once', async ({ page }) => {
  const signed = await page.request.get('/api/sign-s3?file-name=logo.png&file-type=image/png&kind=logo');
  expect(signed.status()).toBe(200);
  const { signedRequest, url } = await signed.json();
  expect(url).toMatch(/^\/uploads\/logo\/[0-9a-f]{32}\.png$/);

  const put = await page.request.put(signedRequest, {
    data: await makePng(1800, 600),
    headers: { 'content-type': 'image/png' },
  });
  expect(put.status()).toBe(200);
  const image = await page.request.get(url);
  expect(image.headers()['content-type']).toBe('image/png');
  expect(await sharp(await image.body()).metadata()).toMatchObject({ format: 'png', width: 900, height: 300 });

  const replay = await page.request.put(signedRequest, {
    data: await makePng(10, 10),
    headers: { 'content-type': 'image/png' },
  });
  expect(replay.status()).toBe(403);

  const gif = await page.request.get('/api/sign-s3?file-name=a.gif&file-type=image/gif');
  expect(gif.status()).toBe(400);
  expect(await gif.json()).toMatchObject({ error: 'Could not get signed URL' });
});

test('stored files are served only by their exact key', async ({ page }) => {
  for (const path of [
    '/uploads/gallery/0123456789abcdef0123456789abcdef.jpg',
    '/uploads/..%2F..%2Fpackage.json',
    '/uploads/auth-secret',
  ]) {
    expect((await page.request.get(path)).status(), path).toBe(404);
  }
});

test('the picture widget on /edit_profile: inline errors, preview, and a save that waits for the upload', async ({
  page,
  db,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  // Uploads go through at once until `held` is set; then they wait for it, so Save is pressed while
  // the picture is still on its way, for as long as the test needs.
  const kinds: Array<string | null> = [];
  let held: Promise<void> = Promise.resolve();
  let releaseUploads = () => {};
  await page.route(/\/uploadHandler(\?|$)/, async (route) => {
    kinds.push(new URL(route.request().url()).searchParams.get('kind'));
    await held;
    await route.continue();
  });
  await page.goto('/edit_profile');
  const picture = page.locator('input[type="file"]').first();

  await picture.setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not an image') });
  await expect(
    page.getByText('notes.png: Could not upload file. Only JPEG and PNG images can be uploaded.'),
  ).toBeVisible();

  held = new Promise((resolve) => (releaseUploads = resolve));
  await picture.setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: await makeJpegWithGps(900, 600) });
  await expect(page.getByRole('progressbar', { name: 'Uploading me.jpg' })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  // The save waits for the upload, and says so.
  await expect(page.getByRole('button', { name: 'Waiting for uploads…' })).toBeVisible();
  releaseUploads();
  await expect(page.getByText('User Updated')).toBeVisible({ timeout: 20_000 });

  await expect(page.getByRole('img', { name: 'Profile picture', exact: true })).toBeVisible();
  const src = await page.getByRole('img', { name: 'Profile picture', exact: true }).getAttribute('src');
  expect(src).toMatch(/^\/uploads\/profile\/[0-9a-f]{32}\.jpg$/);
  const cookies = await page.context().cookies();
  expect(cookies.some((cookie) => cookie.name === 'auth_token')).toBe(true);
  const user = await db.user.findFirstOrThrow({ where: { picture: src } });
  expect(user.picture).toBe(src);
  // The widget names the kind in the query, so the server caps the body before reading it.
  expect(kinds.length).toBeGreaterThan(0);
  expect(kinds.every((kind) => kind === 'profile')).toBe(true);
});
