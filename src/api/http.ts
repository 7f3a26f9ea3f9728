/**
 * The SPA's HTTP client: `fetch` with a path prefix, a time limit, JSON bodies and answers, and
 * two hooks (the token on the way out, the session statuses of spec §8 on the way back). It
 * replaced a general-purpose client library that cost the first page 8.6 kB of gzipped
 * JavaScript for features the site never uses (retries, progress, schema hooks);
 * its shape is the subset the site used, so every api file reads as before:
 *
 *   api.get('member/user').json<User>()
 *   api.post('bets', { json: body, context: SKIP_SESSION_STATUS })
 *
 * Failures are typed: a non-2xx answer is an `HTTPError` whose `data` is the body already read
 * (the `{ code, message }` of docs/architecture.md §4), a lapse of the time limit a `TimeoutError`, and a
 * request that never reached the server a `NetworkError`.
 */

export type SearchParams =
  string | URLSearchParams | Record<string, string | number | boolean | undefined>;

export interface RequestOptions {
  /** Sent as JSON with `content-type: application/json`. */
  json?: unknown;
  body?: BodyInit;
  /** Appended to the URL; `undefined` values are left out. */
  searchParams?: SearchParams;
  headers?: HeadersInit;
  signal?: AbortSignal;
  /** Per request; overrides the client's. */
  timeout?: number;
  /** Free-form flags the hooks read (e.g. `skipSessionStatus`). */
  context?: Record<string, unknown>;
}

export interface HookContext {
  request: Request;
  options: { context: Record<string, unknown> };
}
export interface ResponseHookContext extends HookContext {
  response: Response;
}

export interface ClientOptions {
  /** Joined before every path: `prefix/path`. */
  prefix?: string;
  /** What a relative prefix resolves against (the page's URL in the browser). */
  baseUrl?: string;
  timeout?: number;
  fetch?: typeof fetch;
  hooks?: {
    beforeRequest?: ((context: HookContext) => void)[];
    afterResponse?: ((context: ResponseHookContext) => void)[];
  };
}

/**
 * A schema the answer is checked against (the Standard Schema interface, which the contracts'
 * zod schemas implement): `api.get('x').json(xSchema)` resolves to the parsed output.
 */
export interface StandardSchema<Output = unknown> {
  readonly '~standard': {
    validate(value: unknown): StandardResult<Output> | Promise<StandardResult<Output>>;
    readonly types?: { readonly output: Output };
  };
}
type StandardResult<Output> =
  | { readonly value: Output; readonly issues?: undefined }
  | { readonly issues: readonly { readonly message: string }[] };
type OutputOf<S extends StandardSchema> = NonNullable<S['~standard']['types']>['output'];

/** The answer of a call: a promise of the Response, with readers that fail like the call does. */
export interface ResponsePromise extends Promise<Response> {
  json<T = unknown>(): Promise<T>;
  json<S extends StandardSchema>(schema: S): Promise<OutputOf<S>>;
  text(): Promise<string>;
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
export type HttpClient = Record<
  Method,
  (path: string, options?: RequestOptions) => ResponsePromise
>;

export class HTTPError<T = unknown> extends Error {
  override name = 'HTTPError';
  /** The parsed JSON body (or its text; undefined when empty or unreadable). */
  data: T | undefined;
  constructor(
    readonly response: Response,
    readonly request: Request,
    readonly options: unknown = {},
  ) {
    super(`Request failed with status code ${response.status}: ${request.method} ${request.url}`);
  }
}

export class TimeoutError extends Error {
  override name = 'TimeoutError';
  constructor(readonly request: Request) {
    super(`Request timed out: ${request.method} ${request.url}`);
  }
}

export class NetworkError extends Error {
  override name = 'NetworkError';
  constructor(
    readonly request: Request,
    options?: { cause: unknown },
  ) {
    super(`Request failed due to a network error: ${request.method} ${request.url}`, options);
  }
}

/** A 2xx answer whose body the caller's schema refused. */
export class SchemaValidationError extends Error {
  override name = 'SchemaValidationError';
  constructor(readonly issues: readonly { readonly message: string }[]) {
    super('Response schema validation failed');
  }
}

export const isHTTPError = (error: unknown): error is HTTPError => error instanceof HTTPError;
export const isTimeoutError = (error: unknown): error is TimeoutError =>
  error instanceof TimeoutError;
export const isNetworkError = (error: unknown): error is NetworkError =>
  error instanceof NetworkError;

function urlOf(path: string, client: ClientOptions, searchParams: SearchParams | undefined): URL {
  const joined = client.prefix
    ? `${client.prefix.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`
    : path;
  const url = new URL(joined, client.baseUrl);
  if (searchParams !== undefined) {
    const extra =
      typeof searchParams === 'string' || searchParams instanceof URLSearchParams
        ? new URLSearchParams(searchParams)
        : new URLSearchParams(
            Object.entries(searchParams).flatMap(([key, value]) =>
              value === undefined ? [] : [[key, String(value)]],
            ),
          );
    for (const [key, value] of extra) url.searchParams.append(key, value);
  }
  return url;
}

/** The body of a refused answer: its JSON when it says so, else its text (docs/architecture.md §4). */
async function errorData(response: Response): Promise<unknown> {
  try {
    const text = await response.text();
    if (text === '') return undefined;
    const isJson = /\bjson\b/i.test(response.headers.get('content-type') ?? '');
    return isJson ? JSON.parse(text) : text;
  } catch {
    return undefined;
  }
}

async function send(client: ClientOptions, method: Method, path: string, options: RequestOptions) {
  const headers = new Headers(options.headers);
  let body = options.body;
  if (options.json !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(options.json);
  }
  // One signal for the caller's abort and the time limit.
  const abort = new AbortController();
  options.signal?.addEventListener('abort', () => abort.abort(options.signal?.reason), {
    once: true,
  });
  if (options.signal?.aborted) abort.abort(options.signal.reason);
  const request = new Request(urlOf(path, client, options.searchParams), {
    method: method.toUpperCase(),
    headers,
    body,
    signal: abort.signal,
  });
  const context = { request, options: { context: options.context ?? {} } };
  for (const hook of client.hooks?.beforeRequest ?? []) hook(context);

  const limitMs = options.timeout ?? client.timeout;
  let timedOut = false;
  const timer =
    limitMs === undefined
      ? undefined
      : setTimeout(() => {
          timedOut = true;
          abort.abort();
        }, limitMs);
  let response: Response;
  try {
    response = await (client.fetch ?? globalThis.fetch)(request);
  } catch (error) {
    if (timedOut) throw new TimeoutError(request);
    // The caller's own abort stays an AbortError, as fetch reports it.
    if (options.signal?.aborted) throw error;
    throw new NetworkError(request, { cause: error });
  } finally {
    clearTimeout(timer);
  }
  for (const hook of client.hooks?.afterResponse ?? []) hook({ ...context, response });
  if (!response.ok) {
    const error = new HTTPError(response, request, options);
    error.data = await errorData(response);
    throw error;
  }
  return response;
}

function call(client: ClientOptions, method: Method) {
  return (path: string, options: RequestOptions = {}): ResponsePromise => {
    const answer = send(client, method, path, options);
    const json = async (schema?: StandardSchema) => {
      const text = await (await answer).text();
      if (!schema) return JSON.parse(text) as unknown;
      const result = await schema['~standard'].validate(
        text === '' ? undefined : (JSON.parse(text) as unknown),
      );
      if (result.issues) throw new SchemaValidationError(result.issues);
      return result.value;
    };
    return Object.assign(answer, {
      json,
      text: async () => (await answer).text(),
    }) as ResponsePromise;
  };
}

export function createHttpClient(options: ClientOptions): HttpClient {
  return {
    get: call(options, 'get'),
    post: call(options, 'post'),
    put: call(options, 'put'),
    patch: call(options, 'patch'),
    delete: call(options, 'delete'),
  };
}
