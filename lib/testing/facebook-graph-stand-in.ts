import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local stand-in of Facebook's Graph API, for tests only. It speaks the parts the app uses:
// - GET /app and GET /me with `access_token` and `appsecret_proof` in the query (how the app
//   checks a token for POST /api/auth/facebook and after next-auth's redirect flow);
// - POST /oauth/access_token, the code exchange of the OAuth redirect flow (next-auth sends the
//   app's id and secret as HTTP Basic credentials or in the form), and GET /me with the token as
//   a Bearer header (next-auth's profile request).
// A code `<name>` is exchanged for the token `tok-<name>`. Errors are Graph's OAuthException JSON.

export type GraphProfile = Record<string, unknown>;

export type GraphStandInOptions = {
  appId: string;
  appSecret: string;
  /** The profile /me answers for a token, or undefined for a token Graph does not know. */
  profileFor: (token: string) => GraphProfile | undefined;
  /** The app a known token belongs to (GET /app); default the stand-in's own. */
  appIdFor?: (token: string) => string;
};

export type GraphStandIn = { url: string; requests: URL[]; close: () => Promise<void> };

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

const graphError = (response: ServerResponse, message: string) =>
  send(response, 400, { error: { message, type: 'OAuthException', code: 190 } });

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of request) body += chunk;
  return new URLSearchParams(body);
}

const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** The client credentials of a token request: HTTP Basic (form-encoded parts) or the form's own fields. */
function clientCredentials(request: IncomingMessage, form: URLSearchParams) {
  const basic = request.headers.authorization?.match(/^Basic (.+)$/i);
  if (basic) {
    const [id, secret] = Buffer.from(basic[1], 'base64').toString().split(':').map(decodeURIComponent);
    return { id, secret: secret ?? '' };
  }
  return { id: form.get('client_id') ?? '', secret: form.get('client_secret') ?? '' };
}

export async function startGraphStandIn({
  appId,
  appSecret,
  profileFor,
  appIdFor = () => appId,
}: GraphStandInOptions): Promise<GraphStandIn> {
  const requests: URL[] = [];
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://graph.local');
    requests.push(url);

    if (request.method === 'POST' && url.pathname === '/oauth/access_token') {
      const form = await readForm(request);
      const client = clientCredentials(request, form);
      if (client.id !== appId || !sameText(client.secret, appSecret))
        return graphError(response, 'Error validating client secret.');
      const code = form.get('code') ?? '';
      const token = `tok-${code}`;
      if (!code || !profileFor(token)) return graphError(response, 'Invalid verification code format.');
      return send(response, 200, { access_token: token, token_type: 'bearer', expires_in: 5183944 });
    }

    const bearer = request.headers.authorization?.match(/^Bearer (.+)$/i)?.[1];
    if (bearer !== undefined) {
      const profile = url.pathname === '/me' ? profileFor(bearer) : undefined;
      return profile ? send(response, 200, profile) : graphError(response, 'Invalid OAuth access token.');
    }

    const token = url.searchParams.get('access_token') ?? '';
    const proof = createHmac('sha256', appSecret).update(token).digest('hex');
    if (!sameText(url.searchParams.get('appsecret_proof') ?? '', proof))
      return graphError(response, 'Invalid appsecret_proof');
    const profile = profileFor(token);
    if (!profile) return graphError(response, 'Invalid OAuth access token.');
    if (url.pathname === '/app') return send(response, 200, { id: appIdFor(token), name: 'Rally' });
    if (url.pathname === '/me') return send(response, 200, profile);
    graphError(response, 'Unknown path.');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
