import type { z } from 'zod';

// One typed contract per API call (STYLE.md habit 17): its method, its path (a function of its
// parameters), the zod schema its handler parses and the answer it gives, in one place that the
// route handler (lib/http.ts: readBody, readQuery, answer) and the browser (lib/client/api.ts:
// apiCall) both import. Change an answer and every caller fails the type check.
//
// The schemas are named by their type only (`import type`): a contract holds no zod, so a page
// that calls it loads none (/donate ships no zod at all, /event_signup loads it after hydration).
// The handler hands the schema itself to readBody, which only takes the contract's own schema.
// What a contract does hold at run time is small: its path and, where the API's JSON speaks
// another unit than the app (dollars and percent against cents and hundredths), the codec of
// its answer (money.ts), run by `answer` on the server and undone by `apiCall` in the browser.

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Between the app's value (cents, hundredths) and the JSON the API carries (dollars, percent). */
export type Codec<Value, Wire> = { encode: (value: Value) => Wire; decode: (wire: Wire) => Value };

/** Who parses the body with the schema: the handler (readBody), or the service (after its own permission checks). */
export type CheckedBy = 'handler' | 'service';

/**
 * What the browser sends for a schema: its input, or its output where the input says nothing
 * (the form-spec schemas of the donation record read `unknown` and give the record).
 */
export type SentOf<Schema extends z.ZodType> = unknown extends z.input<Schema> ? z.output<Schema> : z.input<Schema>;

/** A body schema, named by its type, and what the browser sends for it. */
export type BodySpec<Schema extends z.ZodType, Checked extends CheckedBy, Sent = SentOf<Schema>> = {
  readonly checkedBy: Checked;
  /** Never set: carries the schema's type. */
  readonly schema?: Schema;
  /** Never set: carries the sent body's type. */
  readonly sent?: Sent;
};

/** A query-string schema, named by its type. */
export type QuerySpec<Schema extends z.ZodType> = { readonly query: true; readonly schema?: Schema };

/** What a call answers: the app's value, and the codec to its JSON when the two differ. */
export type AnswerSpec<Answer, Wire> = {
  readonly codec?: Codec<Answer, Wire>;
  /** Never set: carry the answer's types. */
  readonly answer?: Answer;
  readonly wire?: Wire;
};

/** Extra fields of a failed call's error body (a 409's redirectLink, a decline's issueNumber). */
export type FailureSpec<Failure> = { readonly failure?: Failure };

export type Contract<
  Params = void,
  Body extends BodySpec<z.ZodType, CheckedBy, unknown> | null = null,
  Query extends QuerySpec<z.ZodType> | null = null,
  Answer = unknown,
  Wire = Answer,
  Failure = object,
> = {
  readonly method: Method;
  readonly path: (params: Params) => string;
  readonly body: Body;
  readonly query: Query;
  readonly answer: AnswerSpec<Answer, Wire>;
  readonly failure: FailureSpec<Failure>;
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyContract = Contract<any, any, any, any, any, any>;

/** One call's contract, as written in lib/contracts/<area>.ts. */
export function defineContract<
  Params = void,
  Body extends BodySpec<z.ZodType, CheckedBy, unknown> | null = null,
  Query extends QuerySpec<z.ZodType> | null = null,
  Answer = unknown,
  Wire = Answer,
  Failure = object,
>(contract: {
  method: Method;
  path: (params: Params) => string;
  body?: Body;
  query?: Query;
  answer: AnswerSpec<Answer, Wire>;
  failure?: FailureSpec<Failure>;
}): Contract<Params, Body, Query, Answer, Wire, Failure> {
  return {
    ...contract,
    body: (contract.body ?? null) as Body,
    query: (contract.query ?? null) as Query,
    failure: contract.failure ?? {},
  };
}

/**
 * The JSON body its handler parses with `Schema` (readBody). `Sent` says what the browser sends
 * where the schema reads less than that (an envelope whose rest the service reads).
 */
export const body = <Schema extends z.ZodType, Sent = SentOf<Schema>>(): BodySpec<Schema, 'handler', Sent> => ({
  checkedBy: 'handler',
});

/**
 * The JSON body its service parses with `Schema`, after the checks that come first (who may
 * call, which schema: a fundraiser's campaign has its own); the handler reads it as it is.
 */
export const bodyCheckedByService = <Schema extends z.ZodType, Sent = SentOf<Schema>>(): BodySpec<
  Schema,
  'service',
  Sent
> => ({ checkedBy: 'service' });

/** The query string its handler parses with `Schema` (readQuery). */
export const query = <Schema extends z.ZodType>(): QuerySpec<Schema> => ({ query: true });

/** The answer, as JSON as it is. */
export const answer = <Answer>(): AnswerSpec<Answer, Answer> => ({});

/** The answer, carried as JSON through `codec` (e.g. hundredths as dollars). */
export const answerThrough = <Answer, Wire>(codec: Codec<Answer, Wire>): AnswerSpec<Answer, Wire> => ({ codec });

/** The extra fields a failed call's error body may carry. */
export const failure = <Failure>(): FailureSpec<Failure> => ({});

/** What a service returns: the answer type of a call that answers it as it is. */
export type Returned<Service extends (...args: never[]) => unknown> = Awaited<ReturnType<Service>>;

export type ParamsOf<C extends AnyContract> = Parameters<C['path']>[0];
export type SchemaOf<C extends AnyContract> = C['body'] extends { schema?: infer Schema extends z.ZodType }
  ? Schema
  : never;
export type QuerySchemaOf<C extends AnyContract> = C['query'] extends { schema?: infer Schema extends z.ZodType }
  ? Schema
  : never;
/** The query as its handler holds it, parsed by the schema. */
export type ParsedQueryOf<C extends AnyContract> = z.output<QuerySchemaOf<C>>;
export type AnswerOf<C extends AnyContract> = C['answer'] extends { answer?: infer Answer } ? Answer : never;
export type WireOf<C extends AnyContract> = C['answer'] extends { wire?: infer Wire } ? Wire : never;
export type FailureOf<C extends AnyContract> = C['failure'] extends { failure?: infer Failure } ? Failure : object;

/** The body the browser sends. */
export type BodyOf<C extends AnyContract> = C['body'] extends { sent?: infer Sent } ? Sent : never;

/** The body as its handler holds it: parsed by the schema, or as sent when the service parses it. */
export type ParsedBodyOf<C extends AnyContract> = NonNullable<C['body']>['checkedBy'] extends 'service'
  ? unknown
  : z.output<SchemaOf<C>>;

/** The query the browser sends (values as strings, as a query string carries them). */
export type QueryOf<C extends AnyContract> = C['query'] extends null
  ? never
  : { [Key in keyof z.input<QuerySchemaOf<C>>]?: string | number | boolean | null };

/** The JSON of an answer. */
export function encodeAnswer<C extends AnyContract>(contract: C, value: AnswerOf<C>): WireOf<C> {
  return (contract.answer.codec ? contract.answer.codec.encode(value) : value) as WireOf<C>;
}

/** The app's value of an answer's JSON. */
export function decodeAnswer<C extends AnyContract>(contract: C, wire: WireOf<C>): AnswerOf<C> {
  return (contract.answer.codec ? contract.answer.codec.decode(wire) : wire) as AnswerOf<C>;
}

/** The address of a call: its path with its query string (blank values left out). */
export function addressOf<C extends AnyContract>(
  contract: C,
  params: ParamsOf<C>,
  queryValues?: Record<string, string | number | boolean | null | undefined>,
): string {
  const path = contract.path(params);
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(queryValues ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
