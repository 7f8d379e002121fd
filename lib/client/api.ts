import {
  addressOf,
  decodeAnswer,
  type AnswerOf,
  type AnyContract,
  type BodyOf,
  type FailureOf,
  type ParamsOf,
  type QueryOf,
  type WireOf,
} from '@/lib/contracts/contract';
import { loginUrlFor } from '@/lib/shared/redirect-path';
import { SERVER_ERROR } from '@/lib/rules/messages';

// The browser's one way to call the API (every form uses it): JSON in, JSON out, and a 401
// sends the browser to /login?redirect=<this page> (accounts spec §6, §8), unless the caller
// handles 401 itself (the login form, whose 401 means "can't authenticate").

export type ApiResult<T> = {
  ok: boolean;
  status: number;
  /** The parsed JSON answer ({} when there was none). */
  data: T & { error?: string; message?: string; fieldErrors?: Record<string, string[]> };
  /** The server's message for a failed call, else null. */
  error: string | null;
};

export type ApiInit = Omit<RequestInit, 'body'> & {
  /** A plain object or array is sent as JSON; FormData, Blob, strings and the like as they are. */
  body?: unknown;
  /** Default true: on 401 go to the login page and come back here afterwards. */
  redirectOn401?: boolean;
};

function isRawBody(body: unknown): body is BodyInit {
  return (
    typeof body === 'string' ||
    body instanceof FormData ||
    body instanceof Blob ||
    body instanceof URLSearchParams ||
    body instanceof ArrayBuffer ||
    ArrayBuffer.isView(body)
  );
}

export async function apiFetch<T = Record<string, unknown>>(path: string, init: ApiInit = {}): Promise<ApiResult<T>> {
  const { body, redirectOn401 = true, headers, ...rest } = init;
  const requestHeaders = new Headers(headers);
  requestHeaders.set('accept', 'application/json');
  let requestBody: BodyInit | undefined;
  if (body !== undefined && body !== null) {
    if (isRawBody(body)) {
      requestBody = body;
    } else {
      requestBody = JSON.stringify(body);
      requestHeaders.set('content-type', 'application/json');
    }
  }
  const method = rest.method ?? (requestBody === undefined ? 'GET' : 'POST');

  let response: Response;
  try {
    response = await fetch(path, {
      credentials: 'same-origin',
      ...rest,
      method,
      headers: requestHeaders,
      body: requestBody,
    });
  } catch {
    return { ok: false, status: 0, data: {} as ApiResult<T>['data'], error: SERVER_ERROR };
  }
  const data = ((await response.json().catch(() => null)) ?? {}) as ApiResult<T>['data'];
  if (response.status === 401 && redirectOn401 && typeof window !== 'undefined') {
    window.location.assign(loginUrlFor(`${window.location.pathname}${window.location.search}`));
  }
  const error = response.ok
    ? null
    : typeof data.error === 'string'
      ? data.error
      : typeof data.message === 'string'
        ? data.message
        : SERVER_ERROR;
  return { ok: response.ok, status: response.status, data, error };
}

/** The error answer every call may give (lib/http.ts), with the extra fields its contract names. */
export type ErrorBody<Failure = object> = {
  error?: string;
  message?: string;
  fieldErrors?: Record<string, string[]>;
} & Partial<Failure>;

/** A contract's call: its answer when it went through, else the error answer and its message. */
export type CallResult<C extends AnyContract> =
  | { ok: true; status: number; data: AnswerOf<C>; error: null }
  | { ok: false; status: number; data: ErrorBody<FailureOf<C>>; error: string };

type Present<Key extends string, Value> = [Value] extends [never]
  ? { [K in Key]?: never }
  : [Value] extends [void]
    ? { [K in Key]?: never }
    : { [K in Key]: Value };

export type CallInit<C extends AnyContract> = Present<'params', ParamsOf<C>> &
  Present<'body', BodyOf<C>> & {
    query?: QueryOf<C>;
    /** Default true: on 401 go to the login page and come back here afterwards. */
    redirectOn401?: boolean;
    signal?: AbortSignal;
    cache?: RequestCache;
  };

type CallArgs<C extends AnyContract> = object extends CallInit<C> ? [init?: CallInit<C>] : [init: CallInit<C>];

/**
 * Calls `contract`'s endpoint (lib/contracts): its method and path, the body it takes, and its
 * answer typed and read back through its codec. Otherwise as apiFetch (the 401 to the login page).
 */
export async function apiCall<C extends AnyContract>(contract: C, ...[init]: CallArgs<C>): Promise<CallResult<C>> {
  const { params, body, query, ...rest } = (init ?? {}) as CallInit<C> & {
    params?: ParamsOf<C>;
    body?: unknown;
    query?: Record<string, string | number | boolean | null | undefined>;
  };
  const result = await apiFetch<WireOf<C>>(addressOf(contract, params as ParamsOf<C>, query), {
    ...rest,
    method: contract.method,
    body,
  });
  if (!result.ok) {
    return {
      ok: false,
      status: result.status,
      data: result.data as ErrorBody<FailureOf<C>>,
      error: result.error ?? SERVER_ERROR,
    };
  }
  return { ok: true, status: result.status, data: decodeAnswer(contract, result.data as WireOf<C>), error: null };
}
