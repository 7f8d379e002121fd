import 'server-only';
import { NextResponse } from 'next/server';
import { z, ZodError, type ZodType } from 'zod';
import {
  encodeAnswer,
  type AnswerOf,
  type AnyContract,
  type ParsedBodyOf,
  type ParsedQueryOf,
  type QuerySchemaOf,
  type SchemaOf,
} from './contracts/contract';
import { AppError, badRequest, payloadTooLarge, unsupportedMediaType, type ErrorCode } from './app-error';
import {
  BODY_NOT_JSON,
  INVALID_ADDRESS,
  JSON_REQUIRED,
  NUL_CHARACTER,
  SERVER_ERROR,
  requestTooLarge,
} from './rules/messages';
import { answerWatchingSession, assertSameSite } from './auth';
import { readLimitedBody } from './read-limited-body';
import { FORM_ERROR_KEY, toValidationErrorBody } from './validation/field-errors';
import { BODY_LIMITS } from './validation/limits';

// The one place that turns errors into the documented JSON answers:
// AppError → the status of its domain code (HTTP_STATUS) and its message; ZodError → 400 {error, fieldErrors} (CONTRACT §1).
// It is also where every API call gets the Origin check: a POST, PUT, PATCH or DELETE from
// another site is refused with 403 before the handler runs, with or without a session cookie
// (lib/auth/same-site.ts).
// Here rather than in middleware.ts, which only redirects and is never the security check.
// And it marks every answer computed with the session (a cookie or a Bearer token was read, see
// lib/auth/session-use.ts), and every 401 and 403, `private, no-store`: no cache, shared or the
// browser's, keeps an answer meant for one person. Answers that read no session keep their own
// caching (public JSON, uploads).

type Handler<Context> = (request: Request, context: Context) => Promise<Response> | Response;

export type RouteOptions = {
  /**
   * Takes state changes from any origin: only for the sandbox gateway's card form, which plays
   * the real gateway (another site, whose form any origin posts to) and whose unguessable
   * form-url is the only key (CONTRACT §2). Every other call refuses another site's.
   */
  anyOrigin?: boolean;
};

export function route<Context = unknown>(handler: Handler<Context>, options: RouteOptions = {}): Handler<Context> {
  return async (request, context) => {
    const { result: response, usedSession } = await answerWatchingSession(async () => {
      try {
        if (!options.anyOrigin) assertSameSite(request);
        assertStorableAddress(request);
        return await handler(request, context);
      } catch (error) {
        return errorResponse(error);
      }
    });
    return usedSession || response.status === 401 || response.status === 403 ? privateAnswer(response) : response;
  };
}

export const PRIVATE_ANSWER = 'private, no-store';

/** The answer, for its one reader only. */
export function privateAnswer(response: Response): Response {
  try {
    response.headers.set('Cache-Control', PRIVATE_ANSWER);
    return response;
  } catch {
    // Headers of Response.redirect() are immutable: the same answer in a new envelope.
    const copy = new Response(response.body, response);
    copy.headers.set('Cache-Control', PRIVATE_ANSWER);
    return copy;
  }
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
  CHALLENGE_REQUIRED: 428,
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

const hasNul = (value: string) => value.includes('\u0000');

/**
 * PostgreSQL cannot store a NUL character, so an id or text carrying one would fail deep in a
 * query: the address of every API call is checked for one up front (400).
 */
function assertStorableAddress(request: Request) {
  const { pathname, search } = new URL(request.url);
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname) + decodeURIComponent(search.replace(/\+/g, ' '));
  } catch {
    decoded = '\u0000'; // malformed percent-encoding names nothing either
  }
  if (hasNul(decoded)) throw badRequest(INVALID_ADDRESS);
}

/** The path of the first string (or key) holding a NUL character, or null; iterative, as bodies nest deep. */
function nulPath(root: unknown): string[] | null {
  const stack: Array<{ value: unknown; path: string[] }> = [{ value: root, path: [] }];
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'string') {
      if (hasNul(value)) return path;
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value).reverse()) {
        if (hasNul(key)) return [...path, key.replaceAll('\u0000', '')];
        stack.push({ value: item, path: [...path, key] });
      }
    }
  }
  return null;
}

/** "100 kB", "1 MB" */
const formatSize = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Math.round(bytes / (1024 * 1024))} MB` : `${Math.round(bytes / 1024)} kB`;

/** The body as text, refused with 413 past `maxBytes` before it is all read (a declared length is checked first). */
export async function readBodyText(request: Request, maxBytes: number = BODY_LIMITS.json): Promise<string> {
  const bytes = await readLimitedBody(request, maxBytes, () => payloadTooLarge(requestTooLarge(formatSize(maxBytes))));
  return new TextDecoder().decode(bytes);
}

/**
 * Reads a JSON body and validates it. It must be declared application/json (an empty body sent
 * without any type reads as `{}`): a form of another
 * site can send text/plain (or form-encoded) bodies without a CORS preflight, never JSON, so this
 * keeps cross-site forms out even where no Origin says where they come from (415). The body is
 * capped before it is read (413; BODY_LIMITS.json unless the call says otherwise). A declared
 * JSON body that does not parse, or that holds a NUL character, is a 400 like any bad input.
 */
export async function readJson<T>(
  request: Request,
  schema: ZodType<T>,
  { maxBytes = BODY_LIMITS.json }: { maxBytes?: number } = {},
): Promise<T> {
  const contentType = request.headers.get('content-type');
  if (!isJsonContentType(contentType)) {
    // A call with nothing to send (no body, no type: `fetch(url, {method: 'POST'})`) sends {}; a
    // cross-site one was refused by route() already, and a form always declares a type.
    if (contentType === null && (await readBodyText(request, maxBytes)) === '') return schema.parse({});
    throw unsupportedMediaType(JSON_REQUIRED);
  }
  const text = await readBodyText(request, maxBytes);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw badRequest(BODY_NOT_JSON);
  }
  const nul = nulPath(body);
  if (nul) throw badRequest(NUL_CHARACTER, { fieldErrors: { [nul.join('.') || FORM_ERROR_KEY]: [NUL_CHARACTER] } });
  return schema.parse(body);
}

export const json = (body: unknown, init?: ResponseInit) => NextResponse.json(body, init);

// A call's contract (lib/contracts) on the server: its body and query read with the contract's own
// schema, its answer checked against the contract's answer type and carried through its codec.

type BodyArgs<C extends AnyContract> = NonNullable<C['body']>['checkedBy'] extends 'service'
  ? [options?: { maxBytes?: number }]
  : [schema: SchemaOf<C>, options?: { maxBytes?: number }];

/**
 * The JSON body of `contract`'s call (readJson: 415, 413, 400), parsed with its schema; a
 * contract whose service parses the body (bodyCheckedByService) gets it as sent.
 */
export async function readBody<C extends AnyContract>(
  request: Request,
  _contract: C,
  ...args: BodyArgs<C>
): Promise<ParsedBodyOf<C>> {
  const [first, second] = args as [unknown, { maxBytes?: number } | undefined];
  const schema = first instanceof z.ZodType ? first : null;
  const options = schema ? second : (first as { maxBytes?: number } | undefined);
  return (await readJson(request, schema ?? z.unknown(), options)) as ParsedBodyOf<C>;
}

/** The query string of `contract`'s call, parsed with its schema (400 with fieldErrors). */
export function readQuery<C extends AnyContract>(
  request: Request,
  _contract: C,
  schema: QuerySchemaOf<C>,
): ParsedQueryOf<C> {
  return (schema as ZodType).parse(Object.fromEntries(new URL(request.url).searchParams)) as ParsedQueryOf<C>;
}

/** `contract`'s answer: `value` must be its answer type; the JSON is what its codec makes of it. */
export function answer<C extends AnyContract>(contract: C, value: AnswerOf<C>, init?: ResponseInit) {
  return NextResponse.json(encodeAnswer(contract, value), init);
}

// Handlers resolve the client's address (lib/client-address.ts) and pass it to services as a value.
export { clientAddressOf } from './client-address';

/**
 * A CSV download (the creator's reports): text/csv, saved under `filename`, never cached or
 * sniffed. The body streams; errors before it starts have already answered as JSON.
 */
/** A PDF download (a donor's statement): application/pdf, saved under `filename`, never cached or shared. */
export function pdfFile({ filename, bytes }: { filename: string; bytes: Uint8Array }): Response {
  return new Response(bytes as Uint8Array<ArrayBuffer>, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`,
      'Content-Length': String(bytes.byteLength),
      'Cache-Control': PRIVATE_ANSWER,
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

export function csvFile({ filename, body }: { filename: string; body: ReadableStream<Uint8Array> }): Response {
  return new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`,
      'Cache-Control': PRIVATE_ANSWER,
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
