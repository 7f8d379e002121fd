import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { ROOT, buildApp, clearRuntimeCaches, isBuilt, serverArgs, waitForHttp } from '../lib/cli/tasks';
import { adminQuery, findDatabaseServer, withDatabase } from '../lib/testing/database-server';
import { createPrismaClient } from '../prisma/client';
import { createEvent, createOrganizer, createTeamCampaign } from '../prisma/seed/factories';
import { applyMigrations } from '../prisma/migrate';
import { totalWithFee } from '../lib/rules/fees';

// `npm run bench:recurring`: the monthly-plan scheduler (CONTRACT §6) at scale. The production
// server in sandbox mode on a fresh database holds BENCH_PLANS (2,000) plans due at one moment,
// each over a card kept in the sandbox gateway's customer vault; the sandbox clock
// (POST /api/dev/recurring/run) runs twice at that same moment, at once (two loops' worth), and
// every installment goes through the gateway's vault sale over HTTP and the one donation writer.
// Reported: the time, the charges, and whether the campaign's total and the stored gifts are
// exact to the cent, one gift per plan.

const PORT = Number(process.env.BENCH_PORT ?? 3251);
const PLANS = Number(process.env.BENCH_PLANS ?? 2000);
const BASE = `http://127.0.0.1:${PORT}`;
const DUE = new Date(Date.UTC(2030, 0, 15));
const log = (line: string) => console.log(`[bench:recurring] ${line}`);

async function main() {
  const server = await findDatabaseServer(log);
  let url = server.adminUrl;
  let name: string | null = null;
  if (server.canCreateDatabases) {
    name = `bench_recurring_${Date.now().toString(36)}`;
    await adminQuery(server.adminUrl, `CREATE DATABASE "${name}"`);
    url = withDatabase(server.adminUrl, name);
  }
  await applyMigrations(url);
  const db = createPrismaClient(url, { maxConnections: 2 });
  const organizer = await createOrganizer(db, { name: 'Bench Monthly' });
  const event = await createEvent(db, { creatorId: organizer.id, title: 'Monthly bench', dateTime: null });
  const team = await createTeamCampaign(db, { eventId: event.id, creatorId: organizer.id, title: 'Monthly givers' });
  const amounts = Array.from({ length: PLANS }, (_, i) => 500 + ((i * 7919) % 20_000));
  const vaults = amounts.map(() => `cv${randomBytes(8).toString('hex')}`);
  await db.gatewayVaultCustomer.createMany({
    data: vaults.map((vaultId) => ({ vaultId, cardLast4: '1111', cardExp: '1234', profile: 'approve' })),
  });
  await db.recurringPlan.createMany({
    data: amounts.map((amountCents, i) => ({
      token: randomBytes(32).toString('base64url'),
      targetType: 2,
      eventId: event.id,
      teamCampaignId: team.id,
      firstName: 'Bench',
      lastName: `Donor ${i}`,
      email: `bench-${i}@example.test`,
      amountCents,
      payFees: i % 2 === 0,
      frequency: 'monthly' as const,
      anchorDay: 15,
      periodDate: DUE,
      nextChargeDate: DUE,
      provider: 'safesave' as const,
      customerId: vaults[i],
      cardLast4: '1111',
    })),
  });
  await db.$disconnect();
  const expectedBase = amounts.reduce((sum, cents) => sum + cents, 0);
  const expectedCharged = amounts.reduce((sum, cents, i) => sum + totalWithFee(cents, i % 2 === 0), 0);

  if (!isBuilt()) {
    log('no build found: building the app first');
    await buildApp();
  }
  clearRuntimeCaches();
  const app = spawn(process.execPath, serverArgs({ port: PORT, hostname: '127.0.0.1' }), {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      DATABASE_URL: url,
      DATABASE_POOL_SIZE: '10',
      SANDBOX: '1',
      AUTH_SECRET: 'bench-secret-not-for-production-0123456789',
      APP_URL: BASE,
    },
  });
  try {
    await waitForHttp(`${BASE}/privacy_policy`);
    const run = () =>
      fetch(`${BASE}/api/dev/recurring/run`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ now: new Date(DUE.getTime() + 12 * 3_600_000).toISOString() }),
      }).then((response) => response.json() as Promise<{ charged: number; failed: number; skipped: number }>);
    const started = performance.now();
    const results = await Promise.all([run(), run()]);
    const seconds = (performance.now() - started) / 1000;
    const again = await run();
    const check = createPrismaClient(url, { maxConnections: 1 });
    const stored = await check.donation.aggregate({
      where: { planId: { not: null } },
      _sum: { baseAmountCents: true, totalAmountCents: true },
      _count: true,
    });
    const perPlan = await check.$queryRaw<Array<{ n: bigint }>>`
      SELECT COUNT(*) AS n FROM (SELECT "planId" FROM "Donation" WHERE "planId" IS NOT NULL GROUP BY "planId" HAVING COUNT(*) > 1) AS twice`;
    await check.$disconnect();
    const total = await fetch(`${BASE}/api/team_campaign/get_total/${team.id}`).then((r) => r.json());
    const totalCents = Math.round(Number(total.totalRaised) * 100);
    const charged = results.reduce((sum, result) => sum + result.charged, 0);
    const exact =
      charged === PLANS &&
      stored._count === PLANS &&
      Number(perPlan[0].n) === 0 &&
      stored._sum.baseAmountCents === expectedBase &&
      stored._sum.totalAmountCents === expectedCharged &&
      totalCents === expectedBase &&
      again.charged === 0;
    log(`runs: ${JSON.stringify(results)}, then ${JSON.stringify(again)}`);
    console.log('| plans due | two runs at once | charged | per second | gifts stored | campaign total | exact |');
    console.log('|---|---|---|---|---|---|---|');
    console.log(
      `| ${PLANS} | ${seconds.toFixed(1)} s | ${charged} | ${(charged / seconds).toFixed(0)} | ${stored._count} ($${((stored._sum.totalAmountCents ?? 0) / 100).toFixed(2)} of $${(expectedCharged / 100).toFixed(2)} charged) | $${(totalCents / 100).toFixed(2)} of $${(expectedBase / 100).toFixed(2)} | **${exact ? 'yes' : 'NO'}** |`,
    );
  } finally {
    if (app.exitCode === null) {
      app.kill('SIGTERM');
      await new Promise((resolve) => app.once('exit', resolve));
    }
    if (name) await adminQuery(server.adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => {});
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
