import 'server-only';
import { NextResponse } from 'next/server';
import { ZodError, type ZodType } from 'zod';
import { AppError, badRequest, unsupportedMediaType, type ErrorCode } from './app-error';
import { BODY_NOT_JSON, JSON_REQUIRED, SERVER_ERROR } from './rules/messages';
import { assertSameSite } from './auth';
import { env } from './env';
import { clientAddress } from './rules/client-address';
import { toValidationErrorBody } from './validation/field-errors';

// The one place that turns errors into the documented JSON answers:
// AppError → the status of its domain code (HTTP_STATUS) and its message; ZodError → 400 {error, fieldErrors} (CONTRACT §1).
// It is also where every API call gets the Origin check: a POST, PUT, PATCH or DELETE from
// another site is refused with 403 before the handler runs, with or without a session cookie
// (lib/auth/same-site.ts).
// Here rather than in middleware.ts, which only redirects and is never the security check.

type Handler<Context> = (request: Request, context: Context) => Promise<Response> | Response;

export function route<Context = unknown>(handler: Handler<Context>): Handler<Context> {
  return async (request, context) => {
    try {
      assertSameSite(request);
      return await handler(request, context);
    } catch (error) {
      return errorResponse(error);
    }
  };
}

/** What each domain code answers. The only place that knows HTTP statuses for errors. */
export const HTTP_STATUS: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
};

export function errorResponse(error: unknown): Response {
  if (error instanceof ZodError) return NextResponse.json(toValidationErrorBody(error), { status: 400 });
  if (error instanceof AppError) {
    const headers: Record<string, string> = {};
    if (error.code === 'RATE_LIMITED' && typeof error.body.retryAfter === 'number')
      headers['Retry-After'] = String(error.body.retryAfter);
    return NextResponse.json({ error: error.message, ...error.body }, { status: HTTP_STATUS[error.code], headers });
  }
  console.error(error);
  return NextResponse.json({ error: SERVER_ERROR }, { status: 500 });
}

/** application/json, with or without parameters such as charset. */
export function isJsonContentType(value: string | null): boolean {
  return value?.split(';')[0].trim().toLowerCase() === 'application/json';
}

/**
 * Reads a JSON body and validates it. It must be declared application/json: a form of another
 * site can send text/plain (or form-encoded) bodies without a CORS preflight, never JSON, so this
 * keeps cross-site forms out even where no Origin says where they come from (415). A declared
 * JSON body that does not parse is a 400 like any bad input.
 */
export async function readJson<T>(request: Request, schema: ZodType<T>): Promise<T> {
  if (!isJsonContentType(request.headers.get('content-type'))) throw unsupportedMediaType(JSON_REQUIRED);
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    throw badRequest(BODY_NOT_JSON);
  }
  return schema.parse(body);
}

export const json = (body: unknown, init?: ResponseInit) => NextResponse.json(body, init);

/**
 * The client's address for the per-address rate limits: the X-Forwarded-For entry added by our
 * own proxy (TRUSTED_PROXY_HOPS from the right), never one the client wrote itself; else 'local'.
 * Handlers resolve it and pass it to services as a plain value.
 */
export function clientAddressOf(request: Request | { headers: Record<string, string | string[] | undefined> }): string {
  const header =
    request.headers instanceof Headers ? request.headers.get('x-forwarded-for') : request.headers['x-forwarded-for'];
  // Several X-Forwarded-For headers are one list, in order.
  return clientAddress(Array.isArray(header) ? header.join(',') : header, env.trustedProxyHops);
}
