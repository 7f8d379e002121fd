const BASE = 'http://127.0.0.1:3610';
const [eventId, count, parallel] = process.argv.slice(2);
const post = async (path: string, body: unknown, ip: string) => {
  const r = await fetch(`${BASE}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify(body),
  });
  return { status: r.status, body: await r.json() };
};
const N = Number(count);
const recs = Array.from({ length: N }, (_, i) => ({
  eventId,
  baseAmount: 10,
  payFees: false,
  firstName: 'T',
  lastName: 'T',
  email: `t${Date.now()}${i}@x.test`,
  address: 'a',
  city: 'b',
  state: 'c',
  zip: 'd',
}));
const ip = (i: number) => `10.9.${Math.floor(i / 200)}.${(i % 200) + 1}`;
const tokens = [];
for (let i = 0; i < N; i++) {
  const t0 = performance.now();
  const s = await post(
    '/api/safesave/get_form_url',
    { amount: 10, redirectUrl: '/afterdonate', donation: recs[i] },
    ip(i),
  );
  const t1 = performance.now();
  const c = await fetch(s.body.formUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ 'billing-cc-number': '4111111111111111', 'billing-cc-exp': '1299' }),
    redirect: 'manual',
  });
  const t2 = performance.now();
  tokens.push(new URL(c.headers.get('location')!).searchParams.get('token-id'));
  if (i < 3) console.log('start', (t1 - t0).toFixed(0), 'card', (t2 - t1).toFixed(0));
}
const times: number[] = [];
const run = async (i: number) => {
  const t0 = performance.now();
  const r = await post(`/api/safesave/complete_donation/${tokens[i]}`, recs[i], ip(i));
  times.push(performance.now() - t0);
  if (!r.body.transactionSuccess) console.log(r);
};
if (parallel === '1') await Promise.all(recs.map((_, i) => run(i)));
else for (let i = 0; i < N; i++) await run(i);
times.sort((a, b) => a - b);
console.log(
  parallel === '1' ? 'parallel' : 'sequential',
  'p50',
  times[Math.floor(N / 2)].toFixed(0),
  'max',
  times[N - 1].toFixed(0),
);
