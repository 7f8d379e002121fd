import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCountingDb, installAsAppDb, type CountingDb } from '@/lib/testing/counting-db';
import { postCardToGateway } from '@/lib/testing/gateway-card';
import { startRouteServer, type RouteServer } from '@/lib/testing/route-server';
import { createEvent, createOrganizer, createTeamCampaign } from '@/prisma/seed/factories';

// What completing a donation costs the database (issue 20, Speed): the statements one
// complete_donation sends, BEGIN and COMMIT included, apart from the sandbox gateway's own
// (the real gateway is another site). The server owns the payment, so a completion reads the
// attempt it claims and writes the gift; it reads nothing else back.

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
let counting: CountingDb;
let server: RouteServer;
let gatewayApi: Handler;
let gatewayForm: Handler;
let getFormUrl: Handler;
let completeDonation: Handler;
let apiRequest: typeof import('@/lib/testing/api-test-helpers').apiRequest;

beforeAll(async () => {
  counting = createCountingDb(process.env.DATABASE_URL!);
  installAsAppDb(counting.client);
  server = await startRouteServer([
    { method: 'POST', path: /^\/api\/sandbox-gateway\/three-step$/, handler: (r, c) => gatewayApi(r, c) },
    { method: 'POST', path: /^\/api\/sandbox-gateway\/form\/(?<tokenId>[^/]+)$/, handler: (r, c) => gatewayForm(r, c) },
  ]);
  process.env.SANDBOX = '1';
  process.env.APP_URL = server.url;
  delete process.env.SAFESAVE_GATEWAY_URL;
  gatewayApi = (await import('@/app/api/sandbox-gateway/three-step/route')).POST as Handler;
  gatewayForm = (await import('@/app/api/sandbox-gateway/form/[tokenId]/route')).POST as Handler;
  getFormUrl = (await import('@/app/api/safesave/get_form_url/route')).POST as Handler;
  completeDonation = (await import('@/app/api/safesave/complete_donation/[tokenId]/route')).POST as Handler;
  apiRequest = (await import('@/lib/testing/api-test-helpers')).apiRequest;
});

afterAll(async () => {
  await server.close();
  await counting.client.$disconnect();
});

describe('complete_donation', () => {
  it('costs at most 8 statements of the app (BEGIN and COMMIT counted), the gift recorded once', async () => {
    const db = counting.client;
    const organizer = await createOrganizer(db);
    const event = await createEvent(db, { creatorId: organizer.id, title: 'Cost Run' });
    const team = await createTeamCampaign(db, { eventId: event.id, creatorId: organizer.id });
    const donation = {
      eventId: event.id,
      teamCampaignId: team.id,
      indieCampaignId: null,
      baseAmount: 50,
      payFees: true,
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@cost.test',
      address: '1 Main St',
      city: 'Springfield',
      state: 'IL',
      zip: '62701',
    };
    const started = await getFormUrl(
      apiRequest('/api/safesave/get_form_url', {
        body: { amount: 52.5, redirectUrl: `${server.url}/afterdonate`, donation },
      }),
      { params: Promise.resolve({}) },
    );
    const { formUrl } = await started.json();
    const back = await postCardToGateway(formUrl, {}, { origin: server.url });
    const tokenId = back.location!.searchParams.get('token-id')!;

    counting.statements.length = 0;
    // The spec's client sends the record again; it is checked against the attempt, not read.
    const answer = await completeDonation(
      apiRequest(`/api/safesave/complete_donation/${tokenId}`, { body: donation }),
      {
        params: Promise.resolve({ tokenId }),
      },
    );
    expect((await answer.json()).transactionSuccess).toBe(true);
    const ours = counting.statements.filter((statement) => !statement.includes('"GatewayTransaction"'));
    expect(ours.length, ours.join('\n')).toBeLessThanOrEqual(8);
    expect(await db.donation.count({ where: { teamCampaignId: team.id } })).toBe(1);
  });
});
