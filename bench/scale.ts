import autocannon from 'autocannon';
import { DEMO_ORGANIZER } from '../prisma/seed/demo-accounts';
import { createPrismaClient } from '../prisma/client';
import { startTopology } from '../scale/topology';

// `npm run bench:scale`: the event page's throughput through the load balancer with one and with
// two instances, side by side (alternating runs), on the scale test's topology (scale/topology.ts:
// nginx, Redis, PostgreSQL, S3, the standalone build). After each run the event is renamed through
// the balancer, and the run counts only if the new title is served within 2 s: on a 2-core machine
// the point is that nothing breaks and the figures stay fresh, not a speed-up.
// Settings: BENCH_CONNECTIONS (20), BENCH_DURATION seconds per run (8), SCALE_PORT (3260).

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const DURATION = Number(process.env.BENCH_DURATION ?? 8);
const ROUNDS = 2;
const FLAGSHIP = 'Riverside 5K for Clean Water';
const log = (line: string) => console.log(`[bench:scale] ${line}`);

async function main() {
  const topology = await startTopology({ log, instanceEnv: {} });
  try {
    const db = createPrismaClient(topology.databaseUrl, { maxConnections: 1 });
    const event = await db.event.findFirstOrThrow({ where: { title: FLAGSHIP }, select: { id: true } });
    await db.$disconnect();
    const page = `${topology.lb}/event/${event.id}`;
    const login = await fetch(`${topology.lb}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO_ORGANIZER),
    });
    const { token } = ((await login.json()) as { user: { token: string } }).user;

    const rename = async (title: string) => {
      const saved = await fetch(`${topology.lb}/api/upsert_event`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ id: event.id, event: { title } }),
      });
      if (saved.status !== 200) throw new Error(`upsert_event answered ${saved.status}`);
      const started = Date.now();
      while (!(await (await fetch(page)).text()).includes(title)) {
        if (Date.now() - started > 2000) throw new Error(`"${title}" not served within 2 s`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return Date.now() - started;
    };

    const results: Record<1 | 2, Array<{ rps: number; p99: number; freshMs: number }>> = { 1: [], 2: [] };
    for (const instances of [1, 2] as const) {
      await topology.useInstances(instances === 1 ? [topology.a] : [topology.a, topology.b]);
      await autocannon({ url: page, connections: CONNECTIONS, duration: 2 }); // warm-up
    }
    for (let round = 1; round <= ROUNDS; round++) {
      for (const instances of [1, 2] as const) {
        await topology.useInstances(instances === 1 ? [topology.a] : [topology.a, topology.b]);
        const result = await autocannon({ url: page, connections: CONNECTIONS, duration: DURATION });
        if (result.non2xx || result.errors || result.timeouts) {
          throw new Error(
            `${instances} instance(s): ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
          );
        }
        const freshMs = await rename(`${FLAGSHIP} (round ${round}, ${instances})`);
        results[instances].push({ rps: result.requests.average, p99: result.latency.p99, freshMs });
        log(
          `round ${round}, ${instances} instance(s): ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms; renamed, fresh after ${freshMs} ms`,
        );
      }
    }
    const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
    console.log(
      '\n| event page through nginx | requests/s (20 connections) | latency p99 | non-2xx | a rename served fresh after |',
    );
    console.log('|---|---|---|---|---|');
    for (const instances of [1, 2] as const) {
      const runs = results[instances];
      console.log(
        `| ${instances} instance${instances === 1 ? '' : 's'} | ${Math.round(mean(runs.map((run) => run.rps)))} | ${Math.round(mean(runs.map((run) => run.p99)))} ms | 0 | ${Math.max(...runs.map((run) => run.freshMs))} ms at most |`,
      );
    }
  } finally {
    await topology.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
