import { describe, expect, it } from 'vitest';
import { issueSessionToken } from '@/lib/auth';
import { db } from '@/lib/db';
import { apiRequest } from '@/lib/testing/api-test-helpers';
import { CROSS_SITE_REQUEST } from '@/lib/rules/messages';
import { API_METHODS, NEXT_AUTH_ROUTE, apiRoutes } from '@/lib/testing/api-routes';
import { createOrganizer } from '@/prisma/seed/factories';

// Every state change sent from another site is refused (403) before its handler runs, with the
// session cookie riding along, on every route found on disk: except exactly the sandbox gateway's
// card form, which plays the real gateway (another site) and takes the card from any origin.

const ANY_ORIGIN = ['POST /api/sandbox-gateway/form/[tokenId]'];

describe('state changes from another site', () => {
  it('are refused on every route but the sandbox gateway card form', { timeout: 120_000 }, async () => {
    const organizer = await createOrganizer(db);
    const cookie = await issueSessionToken(organizer);
    const accepted: string[] = [];
    for (const { route, handlers } of await apiRoutes()) {
      if (route === NEXT_AUTH_ROUTE) continue; // next-auth checks its own CSRF token
      for (const method of API_METHODS.filter((method) => method !== 'GET')) {
        const handler = handlers[method];
        if (!handler) continue;
        const address = route.replace(/\[(\.\.\.)?\w+\]/g, 'no-such-thing');
        const request = apiRequest(address, {
          method,
          body: {},
          cookie,
          headers: { origin: 'https://evil.example', referer: 'https://evil.example/page' },
        });
        const response = await handler(request, { params: Promise.resolve({}) });
        const refused = response.status === 403 && (await response.json()).error === CROSS_SITE_REQUEST;
        if (!refused) accepted.push(`${method} ${route}`);
      }
    }
    expect(accepted).toEqual(ANY_ORIGIN);
  });
});
