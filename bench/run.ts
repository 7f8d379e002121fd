import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import autocannon, { type Result } from 'autocannon';
import { ROOT, buildApp, clearRuntimeCaches, isBuilt, serverArgs, waitForHttp } from '../lib/cli/tasks';
import { adminQuery, findDatabaseServer, withDatabase } from '../lib/testing/database-server';
import { createPrismaClient } from '../prisma/client';
import { createSignup, createTeamCampaign } from '../prisma/seed/factories';
import { applyMigrations } from '../prisma/migrate';
import { seedDemoData } from '../prisma/seed/seed';
import { postCardToGateway } from '../lib/testing/gateway-card';

// `npm run bench`: the production server on a fresh database with the demo data (built first
// only when .next/BUILD_ID is missing), then
//   1. requests per second of an event page (/event/{id}), a team campaign page
//      (/team_campaign/{id}) and a static page of the same app (/privacy_policy), same connections,
//      after a short warm-up, alternating runs, and their ratios to the static page;
//   2. the gzipped client JavaScript a first visit to those pages and to /donate downloads;
//   3. donation writes: 50, then 200 donors completing their gifts at the same moment through
//      the sandbox gateway (POST /api/safesave/complete_donation), the p50 and p99 of those
//      calls, and whether the campaign's total is exact to the cent afterwards;
//   4. refunds: 50 distinct gifts of that campaign refunded at the same moment by its organizer,
//      their p50 and p99, and the campaign's total afterwards against its gifts less the refunds.
//   5. check-in at the door: 20 scanners at once, each scanning its own tickets of the flagship
//      event (POST /api/event/{id}/checkin), at a door's pace and then flat out, their p50 and
//      p99 and the server's CPU per scan; then 20 scans of one ticket at once, which must give
//      exactly one `ok`.
// BENCH_ONLY=donations runs part 3 alone (its donation writes), BENCH_ONLY=checkin part 5.
// Settings: BENCH_PORT (3250), BENCH_CONNECTIONS (20), BENCH_DURATION seconds per run (8).
// The database is a real PostgreSQL when one is reachable (TEST_DATABASE_URL, 127.0.0.1:5432, or a
// throwaway cluster), with a configured server's pool of 10 connections; only without one does it
// fall back to PGlite, with the sandbox's pool of 3 (it says so).

const PORT = Number(process.env.BENCH_PORT ?? 3250);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const DURATION = Number(process.env.BENCH_DURATION ?? 8);
const ROUNDS = 2;
const BASE = `http://127.0.0.1:${PORT}`;
const STATIC_PATH = '/privacy_policy';
const FLAGSHIP = 'Riverside 5K for Clean Water';
const FLAGSHIP_TEAM = 'Water Warriors';
const DONOR_ROUNDS = [50, 200] as const;

const log = (line: string) => console.log(`[bench] ${line}`);

async function prepareDatabase() {
  const server = await findDatabaseServer(log);
  let url = server.adminUrl;
  let name: string | null = null;
  if (server.canCreateDatabases) {
    name = `bench_${Date.now().toString(36)}`;
    await adminQuery(server.adminUrl, `CREATE DATABASE "${name}"`);
    url = withDatabase(server.adminUrl, name);
  }
  await applyMigrations(url);
  const db = createPrismaClient(url, { maxConnections: 1 });
  await seedDemoData(db);
  const event = await db.event.findFirstOrThrow({ where: { title: FLAGSHIP }, select: { id: true, creatorId: true } });
  // One campaign per round of donation writes, so each round's total is checked on its own.
  const teams = [];
  for (const donors of DONOR_ROUNDS) {
    teams.push(
      await createTeamCampaign(db, { eventId: event.id, creatorId: event.creatorId, title: `Bench ${donors} donors` }),
    );
  }
  const flagshipTeam = await db.teamCampaign.findFirstOrThrow({
    where: { title: FLAGSHIP_TEAM, eventId: event.id },
    select: { id: true },
  });
  await db.$disconnect();
  // A real server gets what a configured deployment gets (DATABASE_POOL_SIZE's default, 10); PGlite
  // serves a handful of connections, as in sandbox mode.
  const poolSize = server.kind === 'pglite' ? 3 : 10;
  log(`database: ${server.kind === 'pglite' ? 'PGlite (no PostgreSQL reachable)' : 'PostgreSQL'}, pool of ${poolSize}`);
  const drop = async () => {
    if (name) await adminQuery(server.adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => {});
    await server.stop();
  };
  return { url, poolSize, eventId: event.id, teamId: flagshipTeam.id, teamIds: teams.map((team) => team.id), drop };
}

function startServer(databaseUrl: string, poolSize: number) {
  clearRuntimeCaches();
  // BENCH_CPU_PROF=<dir>: the server writes a V8 CPU profile there when it stops (for chrome://inspect).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  return spawn(process.execPath, [...profile, ...serverArgs({ port: PORT, hostname: '127.0.0.1' })], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_SIZE: String(poolSize),
      SANDBOX: '1',
      // The donation rounds play a proxy in front of the app: one X-Forwarded-For address per donor.
      TRUSTED_PROXIES: '127.0.0.1',
      AUTH_SECRET: 'bench-secret-not-for-production-0123456789',
      APP_URL: BASE,
    },
  });
}

async function load(path: string, duration = DURATION): Promise<Result> {
  const result = await autocannon({ url: `${BASE}${path}`, connections: CONNECTIONS, duration });
  if (result.non2xx || result.errors || result.timeouts) {
    throw new Error(`${path}: ${result.non2xx} non-2xx answers, ${result.errors} errors, ${result.timeouts} timeouts`);
  }
  return result;
}

/**
 * Every <script src> of a page's HTML, fetched, gzipped one by one (zlib default level), summed.
 * `nomodule` scripts (polyfills for old browsers) are left out: a current browser never loads them.
 */
async function clientJavaScript(path: string) {
  const html = await (await fetch(`${BASE}${path}`)).text();
  const tags = [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((match) => match[1])
    .filter((attributes) => !/\snomodule\b/i.test(attributes));
  const sources = [
    ...new Set(
      tags
        .flatMap((attributes) => /\ssrc="([^"]+)"/.exec(attributes)?.[1] ?? [])
        .map((src) => src.replace(/&amp;/g, '&')),
    ),
  ];
  let raw = 0;
  let gzipped = 0;
  for (const source of sources) {
    const body = Buffer.from(await (await fetch(new URL(source, BASE))).arrayBuffer());
    raw += body.length;
    gzipped += gzipSync(body).length;
  }
  return { files: sources.length, raw, gzipped, html: gzipSync(Buffer.from(html)).length };
}

type Json = Record<string, unknown>;

async function post(path: string, body: unknown, ip: string): Promise<{ status: number; body: Json }> {
  const response = await fetch(`${BASE}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Json };
}

/** Runs `work` over `items`, `limit` at a time. */
async function inBatches<T, R>(items: T[], limit: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += limit) {
    results.push(...(await Promise.all(items.slice(start, start + limit).map((item, i) => work(item, start + i)))));
  }
  return results;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * `donors` gifts to one campaign: each donor's payment is started and the card posted to the
 * sandbox gateway first (not timed), then every donor completes at the same moment (timed, one
 * address each as behind a proxy). Then the campaign's total, read back, against the sum of the
 * gifts in cents.
 */
async function donationWrites(databaseUrl: string, eventId: string, teamCampaignId: string, donors: number) {
  const gifts = Array.from({ length: donors }, (_, i) => 500 + ((i * 7919) % 20_000)); // cents, $5.00 to $204.99
  const records = gifts.map((cents, i) => ({
    eventId,
    teamCampaignId,
    indieCampaignId: '---General---',
    baseAmount: cents / 100,
    payFees: i % 2 === 0,
    firstName: 'Bench',
    lastName: `Donor${i}`,
    email: `bench-${teamCampaignId}-${i}@example.test`,
    address: '1 Main St',
    city: 'Springfield',
    state: 'IL',
    zip: '62701',
  }));
  const ipOf = (i: number) => `10.${200 + (i % 50)}.${Math.floor(i / 250) % 250}.${(i % 250) + 1}`;
  const tokens = await inBatches(records, 20, async (record, i) => {
    const total = record.payFees ? Math.round((gifts[i] * 105) / 100) : gifts[i];
    const started = await post(
      '/api/safesave/get_form_url',
      { amount: total / 100, redirectUrl: '/afterdonate', donation: record },
      ipOf(i),
    );
    if (started.status !== 200) throw new Error(`get_form_url: ${started.status} ${JSON.stringify(started.body)}`);
    const card = await postCardToGateway(String(started.body.formUrl));
    return card.location?.searchParams.get('token-id') ?? '';
  });

  const latencies = await Promise.all(
    records.map(async (_record, i) => {
      const started = performance.now();
      // As the donation form completes it: the token alone (the payment's attempt holds the gift).
      const answer = await post(`/api/safesave/complete_donation/${tokens[i]}`, {}, ipOf(i));
      if (answer.status !== 200 || answer.body.transactionSuccess !== true) {
        throw new Error(`complete_donation: ${answer.status} ${JSON.stringify(answer.body)}`);
      }
      return performance.now() - started;
    }),
  );
  const sorted = [...latencies].sort((a, b) => a - b);
  const db = createPrismaClient(databaseUrl, { maxConnections: 1 });
  const { _sum, _count } = await db.donation.aggregate({
    where: { teamCampaignId, status: 'succeeded' },
    _sum: { baseAmountCents: true },
    _count: true,
  });
  await db.$disconnect();
  // The campaign's total as its page and API read it (the totals module), against the gifts.
  const total = await fetch(`${BASE}/api/team_campaign/get_total/${teamCampaignId}`).then((r) => r.json());
  const expected = gifts.reduce((sum, cents) => sum + cents, 0);
  return {
    donors,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    recorded: _count,
    totalCents: Math.round(Number(total.totalRaised) * 100),
    storedCents: _sum.baseAmountCents ?? 0,
    expectedCents: expected,
  };
}

/**
 * `count` refunds of distinct gifts of one campaign at the same moment, by its organizer: every
 * other one whole (the gateway voids the unsettled sale), the rest $1.00 off the gift (a refund
 * at the gateway). Then the campaign's total, read back, against its gifts less what came off.
 */
async function refundWrites(databaseUrl: string, teamCampaignId: string, count: number) {
  const login = await fetch(`${BASE}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'organizer@example.org', password: 'Organizer1' }),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
  if (login.status !== 200 || !cookie) throw new Error(`login: ${login.status}`);
  const db = createPrismaClient(databaseUrl, { maxConnections: 1 });
  const gifts = await db.donation.findMany({
    where: { teamCampaignId, status: 'succeeded' },
    orderBy: { id: 'asc' },
    take: count,
    select: { id: true, baseAmountCents: true },
  });
  const latencies = await Promise.all(
    gifts.map(async (gift, i) => {
      const started = performance.now();
      const response = await fetch(`${BASE}/api/donation/refund/${gift.id}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify(i % 2 === 0 ? { reason: 'bench' } : { amount: 1, reason: 'bench' }),
      });
      if (response.status !== 200) throw new Error(`refund: ${response.status} ${await response.text()}`);
      return performance.now() - started;
    }),
  );
  const all = await db.donation.findMany({
    where: { teamCampaignId },
    select: { baseAmountCents: true, amountRefundedCents: true },
  });
  await db.$disconnect();
  const expected = all.reduce(
    (sum, gift) => sum + gift.baseAmountCents - Math.min(gift.amountRefundedCents, gift.baseAmountCents),
    0,
  );
  const refundedBase = gifts.reduce((sum, gift, i) => sum + (i % 2 === 0 ? gift.baseAmountCents : 100), 0);
  const total = await fetch(`${BASE}/api/team_campaign/get_total/${teamCampaignId}`).then((r) => r.json());
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    count: gifts.length,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    totalCents: Math.round(Number(total.totalRaised) * 100),
    expectedCents: expected,
    refundedBase,
  };
}

const SCANNERS = 20;
const SCANS_PER_SCANNER = 10;
/** At the door a volunteer scans, reads the answer and waits for the next person: a second or so. */
const DOOR_PACE_MS = { min: 500, max: 1500 };

type ScanAnswer = { ms: number; status: number; result?: string };
type ScanPhase = { scans: number; oks: number; p50: number; p99: number; serverCpuPerScan: number | null };

/** SCANNERS phones at once, each checking in its own tickets one after another, after `pause` each. */
async function scanPhase(
  scan: (ticket: string) => Promise<ScanAnswer>,
  tickets: string[],
  serverPid: number | undefined,
  pause: () => number,
): Promise<ScanPhase> {
  const latencies: number[] = [];
  let oks = 0;
  const cpuBefore = processCpuMs(serverPid);
  await Promise.all(
    Array.from({ length: SCANNERS }, async (_, scanner) => {
      for (let n = 0; n < SCANS_PER_SCANNER; n++) {
        const wait = pause();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        const answer = await scan(tickets[scanner * SCANS_PER_SCANNER + n]);
        latencies.push(answer.ms);
        if (answer.status === 200 && answer.result === 'ok') oks++;
      }
    }),
  );
  const cpuAfter = processCpuMs(serverPid);
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    scans: latencies.length,
    oks,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    serverCpuPerScan: cpuBefore !== null && cpuAfter !== null ? (cpuAfter - cpuBefore) / latencies.length : null,
  };
}

/**
 * Check-in at the door (CONTRACT §7): SCANNERS organizer phones at once, each checking in its own
 * SCANS_PER_SCANNER tickets, first at a door's pace (a second or so between one phone's scans),
 * then flat out (the next scan as soon as the answer is in); then SCANNERS scans of one ticket at once.
 */
async function checkInScans(databaseUrl: string, eventId: string, serverPid: number | undefined) {
  const login = await fetch(`${BASE}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'organizer@example.org', password: 'Organizer1' }),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
  if (login.status !== 200 || !cookie) throw new Error(`login: ${login.status}`);
  const db = createPrismaClient(databaseUrl, { maxConnections: 1 });
  const perPhase = SCANNERS * SCANS_PER_SCANNER;
  const needed = 2 * perPhase + 2 * SCANNERS + 1;
  const have = await db.participant.count({ where: { eventId, checkedInAt: null, signup: { status: 'succeeded' } } });
  for (let made = have; made < needed; made += 4) {
    await createSignup(db, {
      eventId,
      participants: Array.from({ length: 4 }, (_, i) => ({ firstName: `Runner${made + i}`, lastName: 'Bench' })),
    });
  }
  const tickets = (
    await db.participant.findMany({
      where: { eventId, checkedInAt: null, signup: { status: 'succeeded' } },
      select: { ticketToken: true },
      take: needed,
    })
  ).map((row) => row.ticketToken);
  await db.$disconnect();
  const scan = async (ticket: string): Promise<ScanAnswer> => {
    const started = performance.now();
    const response = await fetch(`${BASE}/api/event/${eventId}/checkin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, origin: BASE },
      body: JSON.stringify({ ticket }),
    });
    const body = (await response.json()) as { status?: string };
    return { ms: performance.now() - started, status: response.status, result: body.status };
  };
  // Warm-up (not counted): one scan per scanner's connection.
  await Promise.all(tickets.slice(0, SCANNERS).map(scan));
  // One scanner alone, for comparison: what a scan costs without waiting behind the others.
  const alone: number[] = [];
  for (const ticket of tickets.slice(SCANNERS, 2 * SCANNERS)) alone.push((await scan(ticket)).ms);
  alone.sort((a, b) => a - b);
  const phaseTickets = (phase: number) =>
    tickets.slice(2 * SCANNERS + phase * perPhase, 2 * SCANNERS + (phase + 1) * perPhase);
  const doorPace = await scanPhase(scan, phaseTickets(0), serverPid, () =>
    Math.round(DOOR_PACE_MS.min + Math.random() * (DOOR_PACE_MS.max - DOOR_PACE_MS.min)),
  );
  const flatOut = await scanPhase(scan, phaseTickets(1), serverPid, () => 0);
  const one = tickets[needed - 1];
  const race = await Promise.all(Array.from({ length: SCANNERS }, () => scan(one)));
  return {
    doorPace,
    flatOut,
    aloneP50: percentile(alone, 50),
    aloneP99: percentile(alone, 99),
    raceOks: race.filter((answer) => answer.status === 200).length,
    raceAlready: race.filter((answer) => answer.status === 409 && answer.result === 'already').length,
  };
}

function printCheckIns(result: Awaited<ReturnType<typeof checkInScans>>) {
  const { doorPace, flatOut } = result;
  log(
    `${flatOut.scans} check-ins by ${SCANNERS} scanners flat out: p50 ${flatOut.p50.toFixed(1)} ms, p99 ${flatOut.p99.toFixed(1)} ms`,
  );
  const cpu = (phase: ScanPhase) => (phase.serverCpuPerScan === null ? '' : `${phase.serverCpuPerScan.toFixed(2)} ms`);
  console.log('| scanners at once | check-ins | checkin p50 | p99 | server CPU per check-in |');
  console.log('|---|---|---|---|---|');
  console.log(
    `| ${SCANNERS}, at a door's pace (${DOOR_PACE_MS.min / 1000}–${DOOR_PACE_MS.max / 1000} s between one phone's scans) | ${doorPace.oks} ok of ${doorPace.scans} | ${doorPace.p50.toFixed(1)} ms | ${doorPace.p99.toFixed(1)} ms | ${cpu(doorPace)} |`,
  );
  console.log(
    `| ${SCANNERS}, flat out (the next scan as soon as the answer is in) | ${flatOut.oks} ok of ${flatOut.scans} | ${flatOut.p50.toFixed(1)} ms | ${flatOut.p99.toFixed(1)} ms | ${cpu(flatOut)} |`,
  );
  console.log(
    `| 1 (alone, ${SCANNERS} scans one after another) | ${SCANNERS} | ${result.aloneP50.toFixed(1)} ms | ${result.aloneP99.toFixed(1)} ms | |`,
  );
  console.log(`One ticket scanned ${SCANNERS} times at once: **${result.raceOks} ok**, ${result.raceAlready} already.`);
  console.log('');
}

/** CPU time (user + system) a process has used so far, from /proc (Linux); null elsewhere. */
function processCpuMs(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime are fields 14 and 15 of the line, 12 and 13 after the command's name; in clock ticks.
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return null;
  }
}
/** Linux's USER_HZ, 100 on every architecture Node.js runs on. */
const CLOCK_TICKS_PER_SECOND = 100;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

type Database = Awaited<ReturnType<typeof prepareDatabase>>;
type DonationRound = Awaited<ReturnType<typeof donationWrites>>;

/** Part 3: each round of donors completing at once, on its own campaign. */
async function donationRounds(database: Database): Promise<DonationRound[]> {
  const writes = [];
  for (const [round, donors] of DONOR_ROUNDS.entries()) {
    const result = await donationWrites(database.url, database.eventId, database.teamIds[round], donors);
    log(`${donors} donors: p50 ${result.p50.toFixed(0)} ms, p99 ${result.p99.toFixed(0)} ms`);
    writes.push(result);
  }
  return writes;
}

function printDonations(writes: DonationRound[]) {
  console.log('| donors completing at once | complete_donation p50 | p99 | recorded | campaign total | exact |');
  console.log('|---|---|---|---|---|---|');
  for (const write of writes) {
    console.log(
      `| ${write.donors} | ${write.p50.toFixed(0)} ms | ${write.p99.toFixed(0)} ms | ${write.recorded} / ${write.donors} | $${(write.totalCents / 100).toFixed(2)} of $${(write.expectedCents / 100).toFixed(2)} | **${write.totalCents === write.expectedCents && write.storedCents === write.expectedCents && write.recorded === write.donors ? 'yes' : 'NO'}** |`,
    );
  }
  console.log('');
}

async function main() {
  const started = Date.now();
  const database = await prepareDatabase();
  if (!isBuilt()) {
    log('no build found: building the app first');
    await buildApp();
  }
  const app = startServer(database.url, database.poolSize);
  const stop = async () => {
    if (app.exitCode === null) {
      app.kill('SIGTERM');
      await new Promise((resolve) => app.once('exit', resolve));
    }
    await database.drop();
  };
  try {
    await waitForHttp(`${BASE}${STATIC_PATH}`);
    if (process.env.BENCH_ONLY === 'checkin') {
      printCheckIns(await checkInScans(database.url, database.eventId, app.pid));
      log(`done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
      return;
    }
    if (process.env.BENCH_ONLY === 'donations') {
      printDonations(await donationRounds(database));
      log(`done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
      return;
    }
    const eventPath = `/event/${database.eventId}`;
    const teamPath = `/team_campaign/${database.teamId}`;
    const pages = [
      ['static', STATIC_PATH],
      ['event', eventPath],
      ['team', teamPath],
    ] as const;
    type Kind = (typeof pages)[number][0];

    // Warm up: the event and team pages are rendered on their first visit, then served from the
    // cache; a short untimed load of each page spares the first measured one the JIT's warm-up.
    for (const [, path] of [...pages, ...pages]) await fetch(`${BASE}${path}`).then((r) => r.arrayBuffer());
    for (const [kind, path] of pages.slice(1)) {
      const cacheState = (await fetch(`${BASE}${path}`)).headers.get('x-nextjs-cache') ?? 'none';
      log(`${kind} page cache: ${cacheState}`);
    }
    for (const [, path] of pages) await load(path, 2);
    log(`${CONNECTIONS} connections, ${ROUNDS} × ${DURATION} s per page, alternating`);

    const rates: Record<Kind, number[]> = { static: [], event: [], team: [] };
    const p99: Record<Kind, number[]> = { static: [], event: [], team: [] };
    for (let round = 0; round < ROUNDS; round++) {
      for (const [kind, path] of pages) {
        const result = await load(path);
        rates[kind].push(result.requests.average);
        p99[kind].push(result.latency.p99);
        log(`${kind} round ${round + 1}: ${result.requests.average.toFixed(0)} req/s, p99 ${result.latency.p99} ms`);
      }
    }
    const rate = (kind: Kind) => mean(rates[kind]);
    const staticJs = await clientJavaScript(STATIC_PATH);
    const eventJs = await clientJavaScript(eventPath);
    const teamJs = await clientJavaScript(teamPath);
    const donatePath = `/donate?event=${database.eventId}`;
    const donateJs = await clientJavaScript(donatePath);
    console.log('');
    console.log(
      '| measure | static page (/privacy_policy) | event page (/event/{id}) | team campaign page (/team_campaign/{id}) |',
    );
    console.log('|---|---|---|---|');
    console.log(
      `| requests/s (${CONNECTIONS} connections) | ${rate('static').toFixed(0)} | ${rate('event').toFixed(0)} | ${rate('team').toFixed(0)} |`,
    );
    console.log(
      `| latency p99 | ${mean(p99.static).toFixed(0)} ms | ${mean(p99.event).toFixed(0)} ms | ${mean(p99.team).toFixed(0)} ms |`,
    );
    console.log(
      `| ÷ static | | **${(rate('event') / rate('static')).toFixed(2)}** | **${(rate('team') / rate('static')).toFixed(2)}** |`,
    );
    console.log(
      `| client JS, gzipped (files) | ${kb(staticJs.gzipped)} (${staticJs.files}) | ${kb(eventJs.gzipped)} (${eventJs.files}) | ${kb(teamJs.gzipped)} (${teamJs.files}) |`,
    );
    console.log(
      `| client JS beyond the static page, gzipped | | ${kb(eventJs.gzipped - staticJs.gzipped)} | ${kb(teamJs.gzipped - staticJs.gzipped)} |`,
    );
    console.log(`| client JS, raw | ${kb(staticJs.raw)} | ${kb(eventJs.raw)} | ${kb(teamJs.raw)} |`);
    console.log(`| HTML, gzipped | ${kb(staticJs.html)} | ${kb(eventJs.html)} | ${kb(teamJs.html)} |`);
    console.log('');
    // The pages' figures are out before the donation writes, which take longer and may be refused.
    const writes = await donationRounds(database);
    console.log(
      '| first visit to /donate | client JS, gzipped (files) | beyond the static page | raw | HTML, gzipped |',
    );
    console.log('|---|---|---|---|---|');
    console.log(
      `| \`${donatePath.replace(database.eventId, '{id}')}\` | **${kb(donateJs.gzipped)}** (${donateJs.files}) | ${kb(donateJs.gzipped - staticJs.gzipped)} | ${kb(donateJs.raw)} | ${kb(donateJs.html)} |`,
    );
    console.log('');
    printDonations(writes);
    const refunds = await refundWrites(database.url, database.teamIds[DONOR_ROUNDS.length - 1], 50);
    log(`${refunds.count} refunds: p50 ${refunds.p50.toFixed(0)} ms, p99 ${refunds.p99.toFixed(0)} ms`);
    console.log('| refunds at once (distinct gifts) | refund p50 | p99 | campaign total after | exact |');
    console.log('|---|---|---|---|---|');
    console.log(
      `| ${refunds.count} (half whole, half $1.00) | ${refunds.p50.toFixed(0)} ms | ${refunds.p99.toFixed(0)} ms | $${(refunds.totalCents / 100).toFixed(2)} of $${(refunds.expectedCents / 100).toFixed(2)} | **${refunds.totalCents === refunds.expectedCents ? 'yes' : 'NO'}** |`,
    );
    console.log('');
    printCheckIns(await checkInScans(database.url, database.eventId, app.pid));
    log(`done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    await stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
