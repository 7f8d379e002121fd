import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { createEvent, createOrganizer } from '../prisma/seed/factories';
import { signIn } from './auth';
import { expect, test, unique } from './fixtures';

// Event day (CONTRACT §7) at phone width: a family of two registers for a free category and each
// gets a ticket page with its QR code; the organizer opens the check-in page on a phone, scans
// the first ticket through the camera (Chromium's fake camera playing a .y4m made here from the
// ticket's QR code), finds the second by name and checks them in, and the counts read 2 of 2.

const DAY = 24 * 60 * 60 * 1000;
const SHOTS = process.env.E2E_SCREENSHOTS ?? path.join('test-results', 'checkin-screens');

test.use({ viewport: { width: 375, height: 812 } });

const W = 640;
const H = 480;

/** A .y4m video (I420, 10 frames) of `text`'s QR code on white, as Chromium's fake camera plays it. */
async function qrVideo(text: string): Promise<string> {
  const png = await QRCode.toBuffer(text, { errorCorrectionLevel: 'M', margin: 4, width: 360 });
  const { data } = await sharp({ create: { width: W, height: H, channels: 3, background: '#ffffff' } })
    .composite([{ input: png, left: (W - 360) / 2, top: (H - 360) / 2 }])
    .grayscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  // Grayscale from a 3-channel canvas may keep 3 channels: take one.
  const channels = data.length / (W * H);
  const luma = Buffer.alloc(W * H);
  for (let i = 0; i < W * H; i += 1) luma[i] = data[i * channels];
  const chroma = Buffer.alloc((W / 2) * (H / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${W} H${H} F10:1 Ip A1:1 C420jpeg\n`);
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'checkin-camera-')), 'qr.y4m');
  writeFileSync(file, Buffer.concat([header, ...Array.from({ length: 10 }, () => frame)]));
  return file;
}

test('a family of two gets tickets; at the door one is scanned by camera, one found by name: 2 of 2', async ({
  page,
  db,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const organizer = await createOrganizer(db);
  const title = `Harbor Fun Run ${unique()}`;
  const event = await createEvent(db, {
    creatorId: organizer.id,
    title,
    location: 'Harbor Park, Springfield',
    dateTime: new Date(Date.now() + 7 * DAY),
    createdAt: new Date(Date.now() - 400 * DAY),
    tshirtSizes: ['S', 'M', 'L'],
    categories: { create: [{ name: 'Family Mile', priceCents: 0, position: 0 }] },
  });
  const category = await db.eventCategory.findFirstOrThrow({ where: { eventId: event.id } });

  // The family registers (the signup form's own call, free total).
  const person = (first: string, size: string, extra: Record<string, unknown>) => ({
    firstName: first,
    lastName: 'Okafor',
    email: `${first.toLowerCase()}-${unique()}@example.test`,
    phone: '555-301-0001',
    smsEnabled: false,
    shirtSize: size,
    gender: 'female',
    birthMonth: '3',
    birthDate: '14',
    birthYear: '1986',
    emergencyName: 'Grandpa Obi',
    emergencyPhone: '555-301-9999',
    emergencyRelationship: 'grandfather',
    ...extra,
  });
  const signed = await request.post('/api/participation/add_record', {
    headers: { origin: baseURL! },
    data: {
      eventId: event.id,
      eventCategory: category.id,
      teamCampaignId: '---General---',
      purpose: 'for fun',
      waiverAccepted: true,
      payFees: false,
      idempotencyKey: crypto.randomUUID(),
      participants: [
        person('Ngozi', 'M', { address: '4 Dock Road', city: 'Springfield', state: 'IL', zip: '62701' }),
        person('Chidi', 'S', { addressSame: true, address: '', city: '', state: '', zip: '', birthYear: '2016' }),
      ],
    },
  });
  expect(signed.status(), await signed.text()).toBe(200);
  const tickets = await db.participant.findMany({
    where: { eventId: event.id },
    orderBy: { parentParticipantId: { sort: 'asc', nulls: 'first' } },
    select: { firstName: true, ticketToken: true },
  });
  expect(tickets.map((t) => t.firstName)).toEqual(['Ngozi', 'Chidi']);
  const [first, second] = tickets;

  // Each participant's ticket page: name, event, category, a big QR code.
  await page.goto(`/ticket/${first.ticketToken}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId('ticket-name')).toHaveText('Ngozi Okafor');
  await expect(page.getByTestId('ticket')).toContainText('Family Mile');
  await expect(page.getByTestId('ticket')).toContainText('Harbor Park, Springfield');
  const qr = page.getByTestId('ticket-qr');
  await expect(qr).toBeVisible();
  expect((await qr.boundingBox())!.width).toBeGreaterThanOrEqual(300);
  await page.screenshot({ path: path.join(SHOTS, 'ticket-375.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: path.join(SHOTS, 'ticket-1280.png'), fullPage: true });
  // The email's image of the code.
  const png = await request.get(`/ticket/${first.ticketToken}/qr.png`);
  expect(png.headers()['content-type']).toBe('image/png');

  // The door: a phone whose camera sees the first ticket's code.
  const video = await qrVideo(first.ticketToken);
  const browser: Browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  try {
    const context = await browser.newContext({
      baseURL,
      viewport: { width: 375, height: 812 },
      isMobile: true,
      hasTouch: true,
      permissions: ['camera'],
    });
    await signIn(context, baseURL!, organizer);
    const door = await context.newPage();
    await door.goto(`/event/${event.id}/checkin`);
    await expect(door.getByRole('heading', { level: 1, name: 'Check-in' })).toBeVisible();
    const counts = door.getByTestId('checkin-counts');
    await expect(counts).toHaveText('0 of 2 checked in');

    await door.getByRole('button', { name: 'Start camera' }).click();
    const result = door.getByTestId('checkin-result');
    await expect(result).toHaveAttribute('data-tone', 'ok', { timeout: 20_000 });
    await expect(result).toContainText('Ngozi Okafor');
    await expect(result).toContainText('Family Mile');
    await expect(result).toContainText('Shirt M');
    await expect(counts).toHaveText('1 of 2 checked in');
    await door.screenshot({ path: path.join(SHOTS, 'checkin-scanned-375.png'), fullPage: true });
    await door.getByRole('button', { name: 'Stop camera' }).click();

    // The same code again, typed: amber, already in.
    await door.getByLabel('Ticket code', { exact: true }).fill(first.ticketToken);
    await door.getByRole('button', { name: 'Check in', exact: true }).click();
    await expect(result).toHaveAttribute('data-tone', 'already');
    await expect(result).toContainText(/Already checked in at \d{1,2}:\d{2}/);

    // The second forgot their phone: found by name.
    await door.getByLabel('Name or email', { exact: true }).fill('chidi');
    await door.getByRole('button', { name: 'Search' }).click();
    await door.getByRole('button', { name: 'Check in Chidi Okafor' }).click();
    await expect(result).toHaveAttribute('data-tone', 'ok');
    await expect(result).toContainText('Chidi Okafor');
    await expect(counts).toHaveText('2 of 2 checked in');
    await expect(door.getByTestId('checkin-results')).toContainText('In at');
    await door.screenshot({ path: path.join(SHOTS, 'checkin-375.png'), fullPage: true });
    await door.setViewportSize({ width: 1280, height: 900 });
    await door.screenshot({ path: path.join(SHOTS, 'checkin-1280.png'), fullPage: true });

    // The door list, for a table without signal.
    await door.goto(`/event/${event.id}/door_list`);
    await expect(door.getByTestId('door-list')).toContainText('Okafor, Ngozi');
    await door.screenshot({ path: path.join(SHOTS, 'door-list-1280.png'), fullPage: true });
    await context.close();
  } finally {
    await browser.close();
  }

  expect(await db.participant.count({ where: { eventId: event.id, checkedInAt: { not: null } } })).toBe(2);
  expect(second.ticketToken).not.toBe(first.ticketToken);

  // Someone else is refused the door.
  await page.goto(`/event/${event.id}/checkin`);
  await expect(page).toHaveURL(/\/login\?redirect=/);
});
