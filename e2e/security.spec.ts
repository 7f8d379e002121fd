import { existsSync, readdirSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createEvent, createOrganizer, createUser } from '../prisma/seed/factories';
import { sessionToken, signIn } from './auth';
import { expect, test, unique } from './fixtures';

// The hardening of issue 12, end to end against the production server (server.js): the
// security headers of every kind of answer, framing, inline scripts, the client address of
// the per-address limits, and what unknown ids leave behind.

const ROUTE_CACHE = path.join(import.meta.dirname, '..', '.next', 'server', 'route-cache');

function expectSecurityHeaders(headers: Record<string, string>, { embed = false } = {}) {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  // APP_URL is http here: no Strict-Transport-Security (browsers ignore it on http anyway).
  expect(headers['strict-transport-security']).toBeUndefined();
  const csp = headers['content-security-policy'];
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'self'");
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  if (embed) {
    expect(csp).toContain('frame-ancestors *');
    expect(headers['x-frame-options']).toBeUndefined();
  } else {
    expect(csp).toContain("frame-ancestors 'self'");
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  }
  return csp;
}

test('every kind of answer carries the security headers: a page, an embed, the login page, a JSON call', async ({
  request,
  db,
}) => {
  const event = await db.event.findFirstOrThrow({ where: { eventType: 'eventDriven', isHidden: false } });
  const eventPage = await request.get(`/event/${event.id}`);
  expect(eventPage.status()).toBe(200);
  const csp = expectSecurityHeaders(eventPage.headers());
  // The page's inline scripts (Next.js's page data) are allowed by their hashes, nothing else inline.
  expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=*'/);

  const embed = await request.get(`/embed/fundraiser?fundraiser-id=${event.id}`);
  expect(embed.status()).toBe(200);
  expectSecurityHeaders(embed.headers(), { embed: true });

  expectSecurityHeaders((await request.get('/login')).headers());
  const json = await request.get('/api/event/multiple?count=1');
  expect(json.headers()['content-type']).toMatch(/application\/json/);
  expectSecurityHeaders(json.headers());
  expectSecurityHeaders((await request.get('/no-such-page')).headers());
});

test('answers meant for one person are private, no-store; public ones are not', async ({
  request,
  playwright,
  baseURL,
  db,
}) => {
  const organizer = await createOrganizer(db, { email: `cache-${unique()}@example.test` });
  const event = await createEvent(db, { creatorId: organizer.id });
  const token = await sessionToken(organizer);
  const sessions: Record<string, string>[] = [{ cookie: `auth_token=${token}` }, { authorization: `Bearer ${token}` }];
  for (const headers of sessions) {
    const own = await request.get(`/api/user/${organizer.id}`, { headers });
    expect((await own.json()).user.email).toBe(organizer.email);
    expect(own.headers()['cache-control']).toBe('private, no-store');
    const codes = await request.get(`/api/event/get_promo_code/${event.id}`, { headers });
    expect(codes.status()).toBe(200);
    expect(codes.headers()['cache-control']).toBe('private, no-store');
    // next-auth's own answers (app/api/auth/[...nextauth], outside the integration tests' reach).
    for (const action of ['session', 'csrf', 'providers']) {
      expect((await request.get(`/api/auth/${action}`, { headers })).headers()['cache-control'], action).toBe(
        'private, no-store',
      );
    }
  }
  // next-auth's session answer set the cookie in `request`'s jar: a new context is logged out.
  const anonymous = await playwright.request.newContext({ baseURL });
  const refused = await anonymous.get(`/api/event/get_promo_code/${event.id}`);
  expect(refused.status()).toBe(401);
  expect(refused.headers()['cache-control']).toBe('private, no-store');
  await anonymous.dispose();
  // A public answer, logged in or not, keeps its caching.
  const total = await request.get(`/api/event/get_total/${event.id}`, { headers: { cookie: `auth_token=${token}` } });
  expect(total.headers()['cache-control'] ?? '').not.toContain('private');
});

test('the event page is still served from the route cache, with the same policy each time', async ({ request, db }) => {
  // Its own event: a demo event's page is expired by the other tests' gifts at any moment.
  const organizer = await createOrganizer(db);
  const event = await createEvent(db, { creatorId: organizer.id, title: `Cached ${unique()}` });
  const cacheState = async () => (await request.get(`/event/${event.id}`)).headers()['x-nextjs-cache'];
  await expect.poll(cacheState).toBe('HIT');
  const first = await request.get(`/event/${event.id}`);
  const second = await request.get(`/event/${event.id}`);
  expect([first.headers()['x-nextjs-cache'], second.headers()['x-nextjs-cache']]).toEqual(['HIT', 'HIT']);
  expect(second.headers()['content-security-policy']).toBe(first.headers()['content-security-policy']);
});

test('another site cannot frame the login page; any site can frame an embed', async ({ browser, baseURL, db }) => {
  const event = await db.event.findFirstOrThrow({ where: { eventType: 'eventDriven', isHidden: false } });
  // A partner's page on another origin (another port of this machine), framing both.
  const partner = createServer((_request, response) => {
    response.setHeader('content-type', 'text/html');
    response.end(
      `<!doctype html><title>Partner</title><iframe name="login" src="${baseURL}/login"></iframe>` +
        `<iframe name="embed" src="${baseURL}/embed/fundraiser?fundraiser-id=${event.id}"></iframe>`,
    );
  });
  await new Promise<void>((resolve) => partner.listen(0, '127.0.0.1', resolve));
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`http://127.0.0.1:${(partner.address() as AddressInfo).port}/`);
    const embed = page.frame({ name: 'embed' })!;
    // The card's link: Donate while giving is open, View after (issue 8).
    await expect(embed.getByRole('link', { name: /^(Donate|View)\b/ })).toBeVisible();
    await expect.poll(() => page.frame({ name: 'login' })?.url()).toMatch(/^chrome-error:/);
  } finally {
    await context.close();
    partner.close();
  }
});

test('pages run with no inline script beyond their own: the policy blocks an injected one', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/.test(message.text())) blocked.push(message.text());
  });
  await page.goto(`${baseURL}/login`);
  // As a stored script would run if one slipped into a page:
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.body.append(script);
  });
  expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
  expect(blocked.join('\n')).toMatch(/inline script/);
  // The page itself works: its form is interactive (hydrated).
  await page.getByLabel('Email').fill('someone@example.org');
  await page.getByLabel('Password').fill('Wrong1234');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText("can't authenticate")).toBeVisible();
  await context.close();
});

test('a client cannot pick its own address: a new X-Forwarded-For per request still meets the 30 per address', async ({
  request,
  db,
}) => {
  const clear = () => db.rateLimitBucket.deleteMany({ where: { key: { startsWith: 'forgot:ip:' } } });
  await clear(); // what earlier tests counted for this machine
  try {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 31; attempt++) {
      const response = await request.post('/api/forgot', {
        data: { email: `nobody-${unique()}@example.test` },
        headers: { 'x-forwarded-for': `203.0.113.${attempt}`, 'x-rally-peer-address': `198.51.100.${attempt}` },
      });
      statuses.push(response.status());
    }
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  } finally {
    // The limit counted this machine's address: give it back to the other tests.
    await clear();
  }
});

test('unknown and impossible ids answer 404 and leave nothing in the route cache', async ({ request }) => {
  const ids = [`no${unique()}`, `x${'y'.repeat(300)}`, 'a%00b'];
  for (const id of ids) {
    for (const address of [`/event/${id}`, `/event/waiver/${id}`, `/fundraiser?fundraiser-id=${id}`]) {
      expect((await request.get(address)).status(), address).toBe(404);
    }
  }
  expect((await request.get('/fundraiser?fundraiser-id=..')).status()).toBe(404); // was a 500
  const cached = existsSync(ROUTE_CACHE) ? readdirSync(ROUTE_CACHE, { recursive: true, encoding: 'utf8' }) : [];
  expect(cached.filter((file) => ids.some((id) => file.includes(id.slice(0, 12))))).toEqual([]);
});

test('changing the email on /edit_profile asks for the current password', async ({ page, context, baseURL, db }) => {
  const password = 'Secret123';
  const user = await createUser(db, { email: `mover-${unique()}@example.test`, password });
  await signIn(context, baseURL!, user);
  await page.goto('/edit_profile');
  await expect(page.getByLabel('Current password')).toHaveCount(0);
  await expect(page.getByLabel('Email')).toHaveValue(user.email); // hydrated: the saved values are in
  const newEmail = `moved-${unique()}@example.test`;
  await page.getByLabel('Email').fill(newEmail);
  await expect(page.getByLabel('Current password')).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Enter your current password to change your email address.').first()).toBeVisible();
  expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).email).toBe(user.email);

  await page.getByLabel('Current password').fill(password);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('We sent a confirmation link to your new email address.')).toBeVisible();
  expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).email).toBe(newEmail);
});

test('a test email goes to its sender only', async ({ context, baseURL, db, page }) => {
  const organizer = await createOrganizer(db, { email: `org-${unique()}@example.test` });
  await signIn(context, baseURL!, organizer);
  await page.goto('/create_event');
  const relay = await page.request.put('/api/send_test_email_donation', {
    data: { markdown: '[Confirm your account](https://evil.example)', email: 'victim@example.test' },
  });
  expect(relay.status()).toBe(403);
  expect(await db.emailOutbox.count({ where: { to: 'victim@example.test' } })).toBe(0);
});
