import { API_CSP } from '../http/security-headers';

/**
 * The head of every SSE answer. A stream is written on a hijacked reply, which never passes the
 * `onSend` hook of server/platform/http/security-headers.ts, so the security headers every other `/api`
 * answer carries are repeated here (tests/integration/sse.headers.test.ts compares the two).
 */
export const SSE_RESPONSE_HEADERS: Readonly<Record<string, string>> = {
  'content-type': 'text/event-stream; charset=utf-8',
  // `no-store` as on all of /api (the stream carries balances and bets) is also the strongest
  // form of the `no-cache` SSE asks for; `no-transform` keeps proxies from compressing it.
  'cache-control': 'no-store, no-transform',
  connection: 'keep-alive',
  // Reverse proxies (nginx) would otherwise buffer the stream.
  'x-accel-buffering': 'no',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
  'x-frame-options': 'DENY',
  // A stream is data like every /api answer: nothing may load from it, nobody may frame it.
  'content-security-policy': API_CSP,
};
