import { beforeAll, describe, expect, it } from 'vitest';

// The sandbox clock exists in sandbox mode only (CONTRACT §6): outside it, 404 before anything runs.

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
let clock: Handler;
let apiRequest: typeof import('@/lib/testing/api-test-helpers').apiRequest;

beforeAll(async () => {
  delete process.env.SANDBOX;
  clock = (await import('@/app/api/dev/recurring/run/route')).POST as Handler;
  apiRequest = (await import('@/lib/testing/api-test-helpers')).apiRequest;
});

describe('POST /api/dev/recurring/run outside sandbox mode', () => {
  it('answers 404, whatever the body', async () => {
    for (const body of [{ now: '2030-01-01T00:00:00Z' }, { now: 'soon' }, {}]) {
      const response = await clock(apiRequest('/api/dev/recurring/run', { body }), { params: Promise.resolve({}) });
      expect(response.status).toBe(404);
    }
  });
});
