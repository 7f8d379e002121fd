import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/lib/db';
import { formatWholeDollars } from '@/lib/rules/money';
import { SANDBOX_GATEWAY_API_KEY } from '@/lib/integrations/payments/sandbox-gateway';
import { makePng } from '@/lib/testing/test-images';
import { startResendStandIn, type ResendStandIn } from '@/lib/testing/resend-stand-in';
import { startRouteServer, type RouteServer } from '@/lib/testing/route-server';
import { DEMO_ORGANIZER } from '@/prisma/seed/demo-accounts';
import { startTopology, type Instance, type Topology } from './topology';
import { postCardToGateway } from '@/lib/testing/gateway-card';

// Issue 14's proof: two instances of one build behind nginx, on shared PostgreSQL, Redis and S3
// (scale/topology.ts). Every check goes through the load balancer and through each instance
// directly. Outside services are stand-ins served from this process: Resend's API (POST /emails)
// and the hosted-form gateway (the app's own sandbox gateway handlers, as hosted-payments.int.test.ts
// serves them), so a "sandbox donation" here is the real three-step flow with a test card.

const FLAGSHIP = 'Riverside 5K for Clean Water';
const FLAGSHIP_TEAM = 'Water Warriors';
const FRESH_WITHIN_MS = 2000;
const log = (line: string) => console.log(`[scale] ${line}`);

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

/** Resend's API as the SDK sees it; every delivery is known by its idempotency key. */
let resend: ResendStandIn;
const deliveryKeys = () => resend.received.map((email) => String(email.headers['idempotency-key']));
let gateway: RouteServer;
let topology: Topology;
let db: Db;
let event: { id: string; title: string };
let team: { id: string };
let organizerToken: string;
/** The gateway's handlers, imported once this process's environment points at the database. */
let gatewayApi: Handler | undefined;
let gatewayForm: Handler | undefined;

beforeAll(async () => {
  // A provider that takes a moment, so the two instances' rounds overlap.
  resend = await startResendStandIn({ apiKey: 're_scale' });
  resend.behaviour.answerDelayMs = 10;

  gateway = await startRouteServer([
    { method: 'POST', path: /^\/api\/sandbox-gateway\/three-step$/, handler: (r, c) => gatewayApi!(r, c) },
    {
      method: 'POST',
      path: /^\/api\/sandbox-gateway\/form\/(?<tokenId>[^/]+)$/,
      handler: (r, c) => gatewayForm!(r, c),
    },
  ]);

  topology = await startTopology({
    log,
    instanceEnv: {
      RESEND_API_KEY: 're_scale',
      RESEND_BASE_URL: resend.url,
      MAIL_POLL_SECONDS: '0.5',
      SAFESAVE_GATEWAY_URL: `${gateway.url}/api/sandbox-gateway/three-step`,
      SAFESAVE_API_KEY: SANDBOX_GATEWAY_API_KEY,
      // The negative control: SCALE_WITHOUT_REDIS=1 leaves each instance its own cache, and the
      // freshness checks fail (B keeps serving the page it cached before A's write).
      ...(process.env.SCALE_WITHOUT_REDIS ? { REDIS_URL: '' } : {}),
    },
  });

  // This process serves the gateway from the same database, as a sandbox would.
  process.env.DATABASE_URL = topology.databaseUrl;
  process.env.SANDBOX = '1';
  process.env.APP_URL = gateway.url;
  db = (await import('@/lib/db')).db;
  gatewayApi = (await import('@/app/api/sandbox-gateway/three-step/route')).POST as Handler;
  gatewayForm = (await import('@/app/api/sandbox-gateway/form/[tokenId]/route')).POST as Handler;

  event = await db.event.findFirstOrThrow({ where: { title: FLAGSHIP }, select: { id: true, title: true } });
  team = await db.teamCampaign.findFirstOrThrow({ where: { title: FLAGSHIP_TEAM, eventId: event.id } });
  const login = await post(topology.lb, '/api/login', {
    email: DEMO_ORGANIZER.email,
    password: DEMO_ORGANIZER.password,
  });
  expect(login.status).toBe(200);
  organizerToken = (login.body.user as { token: string }).token;
}, 900_000);

afterAll(async () => {
  await topology?.stop();
  await gateway?.close();
  await resend?.close();
}, 120_000);

type Json = Record<string, unknown>;

async function post(base: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  // A body that is not JSON (nginx's own error page) still reports its status, and says what it was.
  let answer: Json;
  try {
    answer = (text ? JSON.parse(text) : {}) as Json;
  } catch {
    answer = { notJson: text.slice(0, 200) };
  }
  return { status: response.status, body: answer };
}

const asOrganizer = () => ({ authorization: `Bearer ${organizerToken}` });
const everywhere = () => [
  { name: 'the load balancer', url: topology.lb },
  { name: 'A', url: topology.a.url },
  { name: 'B', url: topology.b.url },
];

/** The page, fetched until `ready(html)` holds; the time it took. */
async function waitForPage(url: string, ready: (html: string) => boolean, withinMs = FRESH_WITHIN_MS) {
  const started = Date.now();
  for (;;) {
    const html = await (await fetch(url)).text();
    if (ready(html)) return Date.now() - started;
    if (Date.now() - started > withinMs) throw new Error(`${url} was not fresh within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Visits a page until the route cache serves it (x-nextjs-cache: HIT). */
async function cached(url: string) {
  for (let i = 0; i < 10; i++) {
    if ((await fetch(url)).headers.get('x-nextjs-cache') === 'HIT') return;
  }
  throw new Error(`${url} is never served from the route cache`);
}

const textOf = (html: string, testId: string) =>
  new RegExp(`data-testid="${testId}"[^>]*>([^<]*)<`).exec(html)?.[1]?.replace(/&amp;/g, '&');

describe('two instances behind a load balancer', () => {
  it('each answers its health check: database and shared cache reachable', async () => {
    for (const { url } of everywhere()) {
      const response = await fetch(`${url}/api/health`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ ok: true, database: 'up', cache: 'up' });
    }
  });

  it('an event edited through A shows its new title on B’s cached page within 2 s', async () => {
    const page = `/event/${event.id}`;
    for (const { url } of everywhere()) await cached(`${url}${page}`);
    const title = `${FLAGSHIP} (moved to Sunday)`;
    const saved = await post(topology.a.url, '/api/upsert_event', { id: event.id, event: { title } }, asOrganizer());
    expect(saved.status).toBe(200);
    for (const { name, url } of [everywhere()[2]!, everywhere()[0]!]) {
      const took = await waitForPage(`${url}${page}`, (html) => html.includes(title));
      log(`new title on ${name} after ${took} ms`);
    }
    // …and the fresh page is cached again, for every instance.
    await cached(`${topology.a.url}${page}`);
    expect(await (await fetch(`${topology.b.url}${page}`)).text()).toContain(title);
  });

  it('a sandbox donation through A moves the totals on B’s event and campaign pages within 2 s, exactly', async () => {
    const pages = [`/event/${event.id}`, `/team_campaign/${team.id}`];
    for (const { url } of everywhere()) for (const page of pages) await cached(`${url}${page}`);
    const raised = async (where: { eventId: string } | { teamCampaignId: string }) => {
      const { _sum, _count } = await db.donation.aggregate({
        where: { ...where, status: 'succeeded' },
        _sum: { baseAmountCents: true },
        _count: true,
      });
      return { cents: _sum.baseAmountCents ?? 0, count: _count };
    };
    const before = { event: await raised({ eventId: event.id }), team: await raised({ teamCampaignId: team.id }) };

    // The three steps, through A: the card goes to the gateway's form, as a browser posts it.
    const gift = 3745; // $37.45: cents the whole-dollar figure must carry over exactly
    const record = {
      eventId: event.id,
      teamCampaignId: team.id,
      indieCampaignId: '---General---',
      baseAmount: gift / 100,
      payFees: false,
      firstName: 'Scale',
      lastName: 'Donor',
      email: 'scale-donor@example.test',
      address: '1 Main St',
      city: 'Springfield',
      state: 'IL',
      zip: '62701',
    };
    const started = await post(topology.a.url, '/api/safesave/get_form_url', {
      amount: gift / 100,
      redirectUrl: '/afterdonate',
      donation: record,
    });
    expect(started.status).toBe(200);
    const card = await postCardToGateway(String(started.body.formUrl));
    const token = card.location?.searchParams.get('token-id');
    const completed = await post(topology.a.url, `/api/safesave/complete_donation/${token}`, record);
    expect(completed.body, JSON.stringify(completed.body)).toMatchObject({ transactionSuccess: true });

    const after = { event: await raised({ eventId: event.id }), team: await raised({ teamCampaignId: team.id }) };
    expect(after.event).toEqual({ cents: before.event.cents + gift, count: before.event.count + 1 });
    expect(after.team).toEqual({ cents: before.team.cents + gift, count: before.team.count + 1 });
    for (const [page, figures] of [
      [pages[0]!, after.event],
      [pages[1]!, after.team],
    ] as const) {
      for (const { name, url } of [everywhere()[2]!, everywhere()[0]!]) {
        const took = await waitForPage(
          `${url}${page}`,
          (html) =>
            textOf(html, 'amount-raised') === formatWholeDollars(figures.cents) &&
            textOf(html, 'donation-count')?.startsWith(String(figures.count)) === true,
        );
        log(`${page} on ${name}: ${formatWholeDollars(figures.cents)} (${figures.count} gifts) after ${took} ms`);
      }
    }
    // To the cent, through the JSON the pages' figures come from.
    const total = (await (await fetch(`${topology.b.url}/api/team_campaign/get_total/${team.id}`)).json()) as Json;
    expect(Math.round(Number(total.totalRaised) * 100)).toBe(after.team.cents);
  });

  it('wrong logins spread over A and B reach the per-email limit at the same count as on one instance', async () => {
    // One client address for all (the proxies in TRUSTED_PROXIES vouch for it), so the per email
    // and address limit is the first to answer 429.
    const attemptsUntilLimited = async (email: string, bases: string[]) => {
      for (let attempt = 1; attempt <= 50; attempt++) {
        const base = bases[attempt % bases.length]!;
        const answer = await post(
          base,
          '/api/login',
          { email, password: 'Wrong1234' },
          { 'x-forwarded-for': '10.14.0.7' },
        );
        if (answer.status === 429) return attempt;
        expect(answer.status).not.toBe(200);
      }
      return Infinity;
    };
    const alone = await attemptsUntilLimited('donor@example.org', [topology.a.url]);
    const spread = await attemptsUntilLimited(DEMO_ORGANIZER.email, [topology.a.url, topology.b.url, topology.lb]);
    log(`per-email limit: 429 at attempt ${alone} on one instance, ${spread} spread over A, B and the load balancer`);
    expect(alone).toBe(11);
    expect(spread).toBe(alone);
  });

  it('a session is honoured by both instances, and ended through one it is refused by the other', async () => {
    const login = await post(
      topology.b.url,
      '/api/login',
      { email: 'donor@example.org', password: 'Donor1234' },
      {
        'x-forwarded-for': '10.14.0.8',
      },
    );
    expect(login.status).toBe(200);
    const { token, _id } = login.body.user as { token: string; _id: string };
    const bearer = { authorization: `Bearer ${token}` };
    for (const { url } of everywhere()) {
      const session = (await (await fetch(`${url}/api/session`, { headers: bearer })).json()) as Json;
      expect((session.user as Json | null)?._id).toBe(_id);
    }
    expect((await post(topology.b.url, '/api/logout', {}, bearer)).status).toBe(200);
    for (const { url } of everywhere()) {
      const session = (await (await fetch(`${url}/api/session`, { headers: bearer })).json()) as Json;
      expect(session.user).toBeNull();
    }
  });

  it('an image uploaded through A loads through B (and the load balancer)', async () => {
    const form = new FormData();
    form.append('file', new Blob([await makePng(64, 48)], { type: 'image/png' }), 'scale.png');
    const uploaded = await fetch(`${topology.a.url}/uploadHandler?kind=gallery`, {
      method: 'POST',
      headers: asOrganizer(),
      body: form,
    });
    expect(uploaded.status).toBe(200);
    const { fileURL } = (await uploaded.json()) as { fileURL: string };
    expect(fileURL).toMatch(/^\/uploads\/gallery\/[0-9a-f]{32}\.png$/);
    const bodies: Buffer[] = [];
    for (const base of [topology.b.url, topology.lb]) {
      const image = await fetch(`${base}${fileURL}`); // redirected to a presigned link of the bucket
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/png');
      bodies.push(Buffer.from(await image.arrayBuffer()));
    }
    expect(bodies[0]!.length).toBeGreaterThan(0);
    expect(bodies[0]!.equals(bodies[1]!)).toBe(true);
  });

  it('with both delivery loops running, 50 emails are delivered exactly once each', async () => {
    const { enqueueMail } = await import('@/lib/services/mail/enqueue-mail');
    const rows = [];
    for (let i = 0; i < 50; i++) {
      rows.push(
        await enqueueMail(db, { to: `batch-${i}@example.test`, subject: `Batch ${i}`, html: '<p>Hi</p>', text: 'Hi' }),
      );
    }
    const keys = new Set(rows.map((row) => `outbox-${row.id}`));
    const delivered = () => deliveryKeys().filter((key) => keys.has(key));
    const deadline = Date.now() + 30_000;
    while (new Set(delivered()).size < 50 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // A few more rounds of both loops, to catch any second sending.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(delivered()).toHaveLength(50);
    expect(new Set(delivered()).size).toBe(50);
    // Nothing else the instances sent went out twice either (the donation's receipt included).
    expect(new Set(deliveryKeys()).size).toBe(deliveryKeys().length);
    expect(await db.emailOutbox.count({ where: { id: { in: rows.map((row) => row.id) }, status: 'sent' } })).toBe(50);
  });

  it('SIGTERM to A mid-traffic loses no completed write; A drains and exits 0; B keeps serving', async () => {
    const writes: Array<{ key: string; cents: number; status: number; transactionId?: string; error?: string }> = [];
    const page = `/event/${event.id}`;
    let pageFailures = 0;
    let pageLoads = 0;
    let stopTraffic = false;
    const writer = async (worker: number) => {
      for (let i = 0; !stopTraffic; i++) {
        const key = `scale-${worker}-${i}`;
        const cents = 500 + worker * 100 + i;
        const entry: (typeof writes)[number] = { key, cents, status: 0 };
        writes.push(entry);
        try {
          const answer = await post(
            topology.lb,
            '/api/add_offline_donation',
            {
              teamCampaignId: team.id,
              firstName: 'Drain',
              lastName: `W${worker}`,
              amount: cents / 100,
              anonymous: false,
              idempotencyKey: key,
            },
            asOrganizer(),
          );
          entry.status = answer.status;
          entry.transactionId = answer.body.transactionId as string | undefined;
          if (answer.status !== 200) entry.error = JSON.stringify(answer.body).slice(0, 200);
        } catch (error) {
          entry.status = -1; // the connection broke: the write may or may not have happened
          entry.error = String((error as Error).cause ?? error);
        }
      }
    };
    const reader = async () => {
      while (!stopTraffic) {
        pageLoads++;
        const response = await fetch(`${topology.lb}${page}`).catch(() => null);
        if (response?.status !== 200) pageFailures++;
        await response?.arrayBuffer();
      }
    };
    const traffic = [0, 1, 2, 3].map(writer).concat([reader(), reader()]);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const a: Instance = topology.a;
    const signalled = Date.now();
    a.process.kill('SIGTERM');
    const code = await a.exited;
    const drainMs = Date.now() - signalled;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    stopTraffic = true;
    await Promise.all(traffic);

    const completed = writes.filter((write) => write.status === 200);
    const failed = writes.filter((write) => write.status !== 200);
    log(
      `drain: A exited ${code} after ${drainMs} ms; ${writes.length} writes (${completed.length} answered 200, ` +
        `${failed.length} not), ${pageLoads} page loads (${pageFailures} failed) through the load balancer`,
    );
    expect(code).toBe(0);
    expect(readFileSync(a.log, 'utf8')).toContain('> Stopped');
    expect(completed.length).toBeGreaterThan(0);
    // Every completed write is there, once.
    const stored = await db.donation.findMany({
      where: { teamCampaignId: team.id, method: 'offline', firstName: 'Drain' },
      select: { transactionId: true, baseAmountCents: true },
    });
    const byTransaction = new Map(stored.map((donation) => [donation.transactionId, donation.baseAmountCents]));
    for (const write of completed) expect(byTransaction.get(write.transactionId!)).toBe(write.cents);
    // A write whose answer was lost is safe to retry: its idempotency key records it once.
    for (const write of failed) {
      const retried = await post(
        topology.lb,
        '/api/add_offline_donation',
        {
          teamCampaignId: team.id,
          firstName: 'Drain',
          lastName: 'Retry',
          amount: write.cents / 100,
          anonymous: false,
          idempotencyKey: write.key,
        },
        asOrganizer(),
      );
      expect(retried.status).toBe(200);
    }
    expect(await db.donation.count({ where: { teamCampaignId: team.id, method: 'offline', firstName: 'Drain' } })).toBe(
      writes.length,
    );
    // B serves, directly and through the load balancer (which has left A out).
    expect(failed).toEqual([]);
    expect(pageFailures).toBe(0);
    for (const base of [topology.b.url, topology.lb, topology.lb]) {
      expect((await fetch(`${base}${page}`)).status).toBe(200);
      expect((await fetch(`${base}/api/health`)).status).toBe(200);
    }
  });
});
