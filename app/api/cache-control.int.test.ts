import { beforeAll, describe, expect, it } from 'vitest';
import { issueSessionToken } from '@/lib/auth';
import { db } from '@/lib/db';
import { apiRequest } from '@/lib/testing/api-test-helpers';
import { API_METHODS, NEXT_AUTH_ROUTE, apiRoutes, type ApiHandler } from '@/lib/testing/api-routes';
import { createEvent, createIndieCampaign, createOrganizer, createTeamCampaign } from '@/prisma/seed/factories';

// Every API answer that depends on the session says `Cache-Control: private, no-store`, so no
// cache that ignores cookies (a CDN, a proxy) keeps one person's answer and serves it to another;
// so does every 401 and 403. Walks every app/api/**/route.ts found on disk, a new route included,
// calls each of its methods as the logged-in organizer (cookie, then Bearer) and logged out, and
// takes an answer that differs between the two as one that depends on the session.

let organizer: { id: string; sessionVersion: number };
let ids: { event: string; team: string; indie: string };

beforeAll(async () => {
  const user = await createOrganizer(db);
  organizer = user;
  const event = await createEvent(db, {
    creatorId: user.id,
    promoCodes: {
      create: [{ code: 'EARLY', promoType: 'percentageCut', value: 1000, expiration: new Date(Date.now() + 864e5) }],
    },
  });
  const team = await createTeamCampaign(db, { eventId: event.id, creatorId: user.id });
  const indie = await createIndieCampaign(db, { eventId: event.id, creatorId: user.id, teamCampaignId: team.id });
  ids = { event: event.id, team: team.id, indie: indie.id };
});

/** The values of a route's dynamic segments: the organizer's own records where a route names one. */
function paramsFor(route: string): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {};
  for (const [, spread, name] of route.matchAll(/\[(\.\.\.)?(\w+)\]/g)) {
    const owner = route.startsWith('/api/user/')
      ? organizer.id
      : route.includes('indie') && name !== 'parentId'
        ? ids.indie
        : route.includes('team') && name !== 'parentId'
          ? ids.team
          : route.startsWith('/api/create_indiecampaign/')
            ? ids.team
            : route.startsWith('/api/event/') || name === 'parentId'
              ? ids.event
              : 'no-such-thing';
    values[name] = spread ? ['no-such-thing'] : owner;
  }
  return values;
}

type Answer = { status: number; cacheControl: string; body: string };

async function call(handler: ApiHandler, method: string, route: string, session: 'cookie' | 'bearer' | null) {
  // A fresh token each time: a call may have ended the organizer's sessions (logout).
  const current = await db.user.findUniqueOrThrow({ where: { id: organizer.id } });
  const token = session ? await issueSessionToken(current) : undefined;
  const address = route.replace(/\[(\.\.\.)?(\w+)\]/g, (_, spread, name) => String(paramsFor(route)[name]));
  const request = apiRequest(`${address}?event=${ids.event}`, {
    method,
    body: method === 'GET' ? undefined : {},
    cookie: session === 'cookie' ? token : undefined,
    bearer: session === 'bearer' ? token : undefined,
  });
  const response = await handler(request, { params: Promise.resolve(paramsFor(route)) });
  const body = await response.text();
  return { status: response.status, cacheControl: response.headers.get('cache-control') ?? '', body };
}

const isPrivate = (answer: Answer) =>
  /\bprivate\b/.test(answer.cacheControl) && /\bno-store\b/.test(answer.cacheControl);

describe('Cache-Control of answers that depend on the session', () => {
  it('is private, no-store on every route and method, and on every 401 and 403', { timeout: 120_000 }, async () => {
    const problems: string[] = [];
    const dependent: string[] = [];
    const routes = await apiRoutes();
    expect(routes.length).toBeGreaterThan(60);
    for (const { route, handlers } of routes) {
      if (route === NEXT_AUTH_ROUTE) continue; // e2e/security.spec.ts checks next-auth's answers
      for (const method of API_METHODS) {
        const handler = handlers[method];
        if (!handler) continue;
        const name = `${method} ${route}`;
        const loggedOut = await call(handler, method, route, null);
        for (const session of ['cookie', 'bearer'] as const) {
          const loggedIn = await call(handler, method, route, session);
          const dependsOnSession = loggedIn.status !== loggedOut.status || loggedIn.body !== loggedOut.body;
          if (dependsOnSession && session === 'cookie') dependent.push(name);
          if (dependsOnSession && !isPrivate(loggedIn))
            problems.push(`${name} (${session}, ${loggedIn.status}): "${loggedIn.cacheControl}"`);
        }
        if ([401, 403].includes(loggedOut.status) && !isPrivate(loggedOut))
          problems.push(`${name} (logged out, ${loggedOut.status}): "${loggedOut.cacheControl}"`);
      }
    }
    expect(problems).toEqual([]);
    // The walk reached the answers the probe named, and saw them depend on the session.
    expect(dependent).toEqual(
      expect.arrayContaining(['GET /api/user/[id]', 'GET /api/event/get_promo_code/[eventId]', 'GET /api/session']),
    );
  });
});
