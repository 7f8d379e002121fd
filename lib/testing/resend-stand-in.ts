import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

// Resend's HTTP API (POST /emails with a Bearer key) on a free local port, for the resend SDK
// the outbox delivers through (RESEND_BASE_URL). It keeps what it accepted and can be told to
// fail, drop or slow down the next sends.

export type ReceivedEmail = { body: Record<string, unknown>; headers: IncomingHttpHeaders };

export type ResendStandIn = {
  /** RESEND_BASE_URL for the app. */
  url: string;
  /** Every email accepted, in order. */
  received: ReceivedEmail[];
  /** What the next sends meet; the tests set and reset these. */
  behaviour: {
    /** Answer this many sends with `failStatus` (the provider failing). */
    failNext: number;
    failStatus: number;
    /** Drop this many sends without an answer (the provider unreachable). */
    dropNext: number;
    /** How long an accepted send takes to answer (a slow provider keeps delivery rounds overlapping). */
    answerDelayMs: number;
  };
  /** Forgets what was received and goes back to answering at once. */
  reset(): void;
  close(): Promise<void>;
};

export async function startResendStandIn({ apiKey }: { apiKey: string }): Promise<ResendStandIn> {
  const received: ReceivedEmail[] = [];
  const initial = { failNext: 0, failStatus: 500, dropNext: 0, answerDelayMs: 0 };
  const behaviour = { ...initial };
  const answer = (response: import('node:http').ServerResponse, status: number, body: unknown) =>
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

  const server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      if (
        request.method !== 'POST' ||
        request.url !== '/emails' ||
        request.headers.authorization !== `Bearer ${apiKey}`
      ) {
        return answer(response, 401, { statusCode: 401, name: 'validation_error', message: 'API key is invalid' });
      }
      if (behaviour.dropNext > 0) {
        behaviour.dropNext--;
        return request.socket.destroy();
      }
      if (behaviour.failNext > 0) {
        behaviour.failNext--;
        const status = behaviour.failStatus;
        return answer(response, status, {
          statusCode: status,
          name: 'internal_server_error',
          message: 'Resend is down',
        });
      }
      received.push({ body: JSON.parse(raw), headers: request.headers });
      const id = `re_${received.length}`;
      setTimeout(() => answer(response, 200, { id }), behaviour.answerDelayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    behaviour,
    reset() {
      received.length = 0;
      Object.assign(behaviour, initial);
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
