import 'server-only';
import { NextResponse } from 'next/server';
import { ZodError, type ZodType } from 'zod';
import { AppError, badRequest } from './app-error';
import { JSON_REQUIRED } from './rules/messages';
import { assertSameSite } from './auth';
import { toValidationErrorBody } from './validation/field-errors';

// The one place that turns errors into the documented JSON answers:
// AppError → its status and message; ZodError → 400 {error, fieldErrors} (CONTRACT §1).
// It is also where every API call gets the Origin check: a POST, PUT, PATCH or DELETE from
// another site is refused with 403 before the handler runs, with or without a session cookie
// (lib/auth.ts).
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

export function errorResponse(error: unknown): Response {
  if (error instanceof ZodError) return NextResponse.json(toValidationErrorBody(error), { status: 400 });
  if (error instanceof AppError) {
    const headers: Record<string, string> = {};
    if (error.status === 429 && typeof error.body.retryAfter === 'number')
      headers['Retry-After'] = String(error.body.retryAfter);
    return NextResponse.json({ error: error.message, ...error.body }, { status: error.status, headers });
  }
  console.error(error);
  return NextResponse.json({ error: 'Something went wrong. Please try again.' }, { status: 500 });
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
  if (!isJsonContentType(request.headers.get('content-type'))) throw new AppError(415, JSON_REQUIRED);
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    throw badRequest('The request body must be JSON.');
  }
  return schema.parse(body);
}

export const json = (body: unknown, init?: ResponseInit) => NextResponse.json(body, init);
