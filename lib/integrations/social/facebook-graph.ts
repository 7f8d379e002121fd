import 'server-only';
import { createHmac } from 'node:crypto';

// Facebook's Graph API, as far as login needs it. The base URL is configurable
// (FACEBOOK_GRAPH_URL) so tests can stand in a local server that speaks the same JSON.

export type FacebookProfile = {
  id: string;
  name: string;
  firstName: string;
  lastName: string;
  /** Facebook only shares confirmed addresses; null when the person did not allow it. */
  email: string | null;
  picture: string | null;
};

export class FacebookTokenError extends Error {
  override name = 'FacebookTokenError';
}

type GraphConfig = { graphUrl: string; clientId: string; clientSecret?: string };

async function graphGet(url: URL): Promise<Record<string, unknown>> {
  const response = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(10_000) });
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (!response.ok || !body || body.error) throw new FacebookTokenError(`Graph API answered ${response.status}`);
  return body;
}

function graphUrl(config: GraphConfig, path: string, accessToken: string, params: Record<string, string> = {}) {
  const url = new URL(`${config.graphUrl.replace(/\/$/, '')}${path}`);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  url.searchParams.set('access_token', accessToken);
  // With the app secret, every call proves it comes from our server (Facebook's appsecret_proof).
  if (config.clientSecret) {
    url.searchParams.set(
      'appsecret_proof',
      createHmac('sha256', config.clientSecret).update(accessToken).digest('hex'),
    );
  }
  return url;
}

/**
 * Checks a user access token and reads the profile. The token must have been issued to this
 * app (GET /app names the app a token belongs to), or a token from any other Facebook app
 * would log its holder in here.
 */
export async function fetchFacebookProfile(accessToken: string, config: GraphConfig): Promise<FacebookProfile> {
  const app = await graphGet(graphUrl(config, '/app', accessToken));
  if (String(app.id) !== config.clientId) throw new FacebookTokenError('The token was issued to another app.');
  const me = await graphGet(
    graphUrl(config, '/me', accessToken, { fields: 'id,name,first_name,last_name,email,picture' }),
  );
  if (typeof me.id !== 'string' || !me.id) throw new FacebookTokenError('The profile has no id.');
  const picture = (me.picture as { data?: { url?: unknown; is_silhouette?: unknown } } | undefined)?.data;
  const name = typeof me.name === 'string' ? me.name : '';
  const [first = '', ...rest] = name.split(' ');
  return {
    id: me.id,
    name: name || 'Facebook user',
    firstName: typeof me.first_name === 'string' && me.first_name ? me.first_name : first || 'Facebook',
    lastName: typeof me.last_name === 'string' && me.last_name ? me.last_name : rest.join(' ') || 'User',
    email: typeof me.email === 'string' && me.email.includes('@') ? me.email.trim().toLowerCase() : null,
    picture: typeof picture?.url === 'string' && picture.is_silhouette !== true ? picture.url : null,
  };
}
