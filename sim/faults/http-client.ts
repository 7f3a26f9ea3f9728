/**
 * One HTTP request of the simulation and what came of it. A refused connection means the node
 * never saw the request (it is down): the caller may send it elsewhere as if it were new. A
 * timeout or a reset after sending means the outcome is unknown: the request may have taken
 * effect, so only a retry with the same idempotency key is allowed, as a real client retries
 * after a timeout.
 */
export type Reply =
  | { kind: 'answer'; status: number; body: Record<string, unknown>; headers: Headers }
  | { kind: 'refused' }
  | { kind: 'unknown'; reason: string };

export interface RequestSpec {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  body?: unknown;
  /** The session token (sent as X-AUTH-TOKEN: Bearer …). */
  token?: string;
  headers?: Record<string, string>;
  /** The raw body, when the caller signs exact bytes (casino wallet calls). */
  raw?: string;
}

export async function send(baseUrl: string, spec: RequestSpec, timeoutMs: number): Promise<Reply> {
  const headers: Record<string, string> = { ...spec.headers };
  if (spec.token) headers['x-auth-token'] = `Bearer ${spec.token}`;
  let payload: string | undefined = spec.raw;
  if (payload === undefined && spec.body !== undefined) payload = JSON.stringify(spec.body);
  if (payload !== undefined) headers['content-type'] = 'application/json';
  try {
    const response = await fetch(`${baseUrl}${spec.path}`, {
      method: spec.method,
      headers,
      body: payload,
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    let body: Record<string, unknown> = {};
    try {
      body = text === '' ? {} : (JSON.parse(text) as Record<string, unknown>);
    } catch {
      body = { raw: text.slice(0, 200) };
    }
    return { kind: 'answer', status: response.status, body, headers: response.headers };
  } catch (error) {
    const code = errorCode(error);
    if (code === 'ECONNREFUSED') return { kind: 'refused' };
    return { kind: 'unknown', reason: code ?? String(error) };
  }
}

function errorCode(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  if (error.name === 'TimeoutError' || error.name === 'AbortError') return 'TIMEOUT';
  const cause = (error as Error & { cause?: unknown }).cause;
  if (cause && typeof cause === 'object' && 'code' in cause) return String(cause.code);
  return error.name;
}
