import 'server-only';
import { CROSS_SITE_REQUEST } from '@/lib/rules/messages';
import { forbidden } from '@/lib/app-error';
import { env } from '@/lib/env';
import { AUTH_COOKIE, bearerToken, readCookie } from './session';

// Where a request comes from: another site (refused for state changes, lib/http.ts route()), or
// one of our own pages or a navigation the user made (what may end a session, GET /api/logout).

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function originHost(value: string): string | null {
  try {
    return new URL(value).host;
  } catch {
    return null; // 'null' (sandboxed frames, privacy redirects) and garbage are not this site
  }
}

/**
 * True for a state change sent from another site: Origin (else Referer) names a host that is
 * neither APP_URL's nor the request's own, whether or not a session cookie rides along (without
 * one, a cross-site form could still log the victim into the attacker's account). A missing
 * Origin and Referer pass (non-browser clients). A request authenticated by a Bearer token
 * alone passes too: no browser attaches that header for another site, and API clients of other
 * origins may send their Origin. lib/http.ts `route()` answers 403.
 */
export function isCrossSiteRequest(request: Request): boolean {
  if (!STATE_CHANGING.has(request.method.toUpperCase())) return false;
  if (bearerToken(request) && !readCookie(request, AUTH_COOKIE)) return false;
  const source = request.headers.get('origin') ?? request.headers.get('referer');
  if (source === null) return false;
  const host = originHost(source);
  const ownHosts = [
    originHost(env.appUrl),
    request.headers.get('x-forwarded-host')?.split(',')[0]?.trim(),
    request.headers.get('host'),
    originHost(request.url),
  ];
  return host === null || !ownHosts.includes(host);
}

export function assertSameSite(request: Request) {
  if (isCrossSiteRequest(request)) throw forbidden(CROSS_SITE_REQUEST);
}

/**
 * True when a browser sent the request from one of our own pages by fetch, or as a top-level
 * navigation the user made (typed, bookmarked, or a link on our site), as its Fetch Metadata
 * headers say; also for clients that send no Fetch Metadata at all (API clients, old browsers).
 * False for an <img>, <script> or frame loading the address, and for anything another site
 * starts: those must not have side effects such as ending the session (GET /api/logout).
 */
export function isOwnPageOrUserRequest(request: Request): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site === null) return true;
  const dest = request.headers.get('sec-fetch-dest') ?? '';
  return (site === 'same-origin' || site === 'none') && (dest === 'document' || dest === 'empty');
}
