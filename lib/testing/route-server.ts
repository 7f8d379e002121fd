import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

// Serves a few of the app's own route handlers over real HTTP, for integration tests whose
// code under test makes HTTP calls to the app itself (the hosted-form gateway client talking to
// the sandbox gateway the app serves). Each route is a method, a path pattern whose named
// groups become the handler's params, and the handler as Next.js calls it.

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Response | Promise<Response>;
export type TestRoute = { method: string; path: RegExp; handler: Handler };
export type RouteServer = {
  url: string;
  requests: Array<{ method: string; path: string }>;
  close: () => Promise<void>;
};

async function toRequest(message: IncomingMessage, base: string): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of message) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(message.headers)) {
    if (Array.isArray(value)) value.forEach((item) => headers.append(name, item));
    else if (value !== undefined) headers.set(name, value);
  }
  const body = chunks.length ? Buffer.concat(chunks) : undefined;
  return new Request(new URL(message.url ?? '/', base), { method: message.method, headers, body });
}

export async function startRouteServer(routes: TestRoute[]): Promise<RouteServer> {
  const requests: RouteServer['requests'] = [];
  let base = '';
  const server = createServer(async (message, response) => {
    const path = new URL(message.url ?? '/', 'http://local').pathname;
    requests.push({ method: message.method ?? 'GET', path });
    const route = routes.find((candidate) => candidate.method === message.method && candidate.path.test(path));
    if (!route) {
      response.writeHead(404).end();
      return;
    }
    const params = { ...(route.path.exec(path)?.groups ?? {}) };
    const answer = await route.handler(await toRequest(message, base), { params: Promise.resolve(params) });
    response.writeHead(answer.status, Object.fromEntries(answer.headers));
    response.end(Buffer.from(await answer.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url: base, requests, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
