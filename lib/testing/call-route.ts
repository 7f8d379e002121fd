import { issueSessionToken } from '@/lib/auth';

// Calls a route handler as Next.js does, as a browser (session cookie) or an API client (Bearer
// token) would, and reads its JSON answer. For the integration tests of the API calls.

type User = { id: string; sessionVersion: number };

export type RouteHandler<Params = Record<string, string>> = (
  request: Request,
  context: { params: Promise<Params> },
) => Promise<Response> | Response;

export type CallOptions<Params = Record<string, string>> = {
  params?: Params;
  /** Sends this user's session cookie. */
  user?: User;
  /** Sends this user's session as a Bearer token. */
  bearer?: User;
  /** An object is sent as JSON (POST); a string as it is. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Query string, with its '?'. */
  query?: string;
};

export async function callRoute<Params>(handler: RouteHandler<Params>, options: CallOptions<Params> = {}) {
  const headers = new Headers(options.headers);
  if (options.user) headers.set('cookie', `auth_token=${encodeURIComponent(await issueSessionToken(options.user))}`);
  if (options.bearer) headers.set('authorization', `Bearer ${await issueSessionToken(options.bearer)}`);
  let body: string | undefined;
  if (options.body !== undefined) {
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    if (!headers.has('content-type')) headers.set('content-type', 'application/json');
  }
  const request = new Request(`http://localhost/api/call${options.query ?? ''}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers,
    body,
  });
  const response = await handler(request, { params: Promise.resolve(options.params ?? ({} as Params)) });
  const text = await response.text();
  return { status: response.status, text, body: JSON.parse(text) };
}
