/**
 * Bad input never answers 5xx: for every operation of the OpenAPI document, with no
 * token and as member, manager and admin, each path parameter, query parameter and body field
 * in turn gets a bad value (wrong types, control characters, numbers beyond any column, over-long
 * text, impossible dates, arrays for objects, nested junk) while everything else is valid. The
 * answer must be a 4xx `{ code, message }` with a Korean message, and the ledger still verifies.
 */
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../../../../server/platform/ledger/verify';
import {
  ADMIN,
  DEMO,
  MANAGER,
  login,
  startTestApp,
  type LoggedIn,
  type TestApp,
} from '../../helpers/app-harness';
import {
  badCasesOf,
  operationsOf,
  requestOf,
  type BadCase,
  type Operation,
} from '../../helpers/openapi-bad-input';
import { dbTargets } from '../../helpers/test-db';

/**
 * SSE routes are left out: their answer is a stream that stays open until the client leaves, so
 * an injected request never completes (their one query value is covered by the SSE tests).
 */
const isStream = (op: Operation) => op.path.startsWith('/api/sse/');

/**
 * Operations that would end the test's own sessions if one case slipped through (every case is
 * bad, so none should), run last so a slip cannot hide the other operations' answers.
 */
const SESSION_ENDING = [
  '/api/member/logout',
  '/api/member/change-password',
  '/api/admin/members/{id}/force-logout',
  '/api/admin/members/{id}/reset-password',
  '/api/admin/members/{id}/block',
];
const runsLast = (op: Operation) => SESSION_ENDING.includes(op.path);

/** Random cases per operation and caller, on top of the fixed ones (all always run). */
const RANDOM_RUNS = 6;

const HANGUL = /[가-힣]/;

/** Why an answer is not a proper refusal, or null when it is one. */
function problemOf(response: LightMyRequestResponse): string | null {
  if (response.statusCode < 400 || response.statusCode >= 500) {
    return `answered ${response.statusCode}: ${response.body.slice(0, 200)}`;
  }
  let body: { code?: unknown; message?: unknown };
  try {
    body = response.json();
  } catch {
    return `answered ${response.statusCode} without JSON: ${response.body.slice(0, 200)}`;
  }
  if (typeof body.code !== 'string' || typeof body.message !== 'string') {
    return `answered ${response.statusCode} without { code, message }: ${response.body.slice(0, 200)}`;
  }
  if (!HANGUL.test(body.message)) return `message not in Korean: ${body.message}`;
  return null;
}

/** A guard refused the caller before the input was read: more cases would test nothing. */
const refusedByGuard = (response: LightMyRequestResponse) =>
  [401, 403].includes(response.statusCode);

describe.each(dbTargets)('bad input on every endpoint on %s', (target) => {
  let h: TestApp;
  let operations: Operation[];
  const callers: Record<string, Record<string, string>> = { anonymous: {} };
  const sessions: LoggedIn[] = [];

  beforeAll(async () => {
    h = await startTestApp(target);
    for (const [name, credentials] of [
      ['member', DEMO],
      ['manager', MANAGER],
      ['admin', ADMIN],
    ] as const) {
      const session = await login(h.app, credentials);
      sessions.push(session);
      callers[name] = session.headers;
    }
    // The whole document, back office included, is the operators' (server/platform/http/docs.ts).
    const doc = (
      await h.app.inject({ method: 'GET', url: '/api/admin/docs', headers: callers.admin })
    ).json();
    const all = operationsOf(doc).filter((op) => !isStream(op));
    operations = [...all.filter((op) => !runsLast(op)), ...all.filter(runsLast)];
  });
  afterAll(() => h?.close());

  /** Runs one operation's cases as one caller; returns what went wrong (empty when nothing). */
  async function probe(op: Operation, headers: Record<string, string>): Promise<string[]> {
    const { fixed, random } = badCasesOf(op);
    if (fixed.length === 0) return [];
    const problemWith = async (c: BadCase) =>
      problemOf(await h.app.inject(requestOf(op, c, headers)));
    const label = (c: BadCase, problem: string) =>
      `${op.method} ${op.path} ${describeCase(c)} → ${problem}`;
    const first = await h.app.inject(requestOf(op, fixed[0]!, headers));
    if (refusedByGuard(first)) {
      const problem = problemOf(first);
      return problem ? [label(fixed[0]!, problem)] : [];
    }
    const problems: string[] = [];
    for (const c of fixed) {
      const problem = await problemWith(c);
      if (problem) problems.push(label(c, problem));
    }
    const details = await fc.check(
      fc.asyncProperty(random, async (c) => (await problemWith(c)) === null),
      { numRuns: RANDOM_RUNS },
    );
    if (details.failed && details.counterexample) {
      const [c] = details.counterexample;
      problems.push(label(c, (await problemWith(c)) ?? 'failed once'));
    }
    return problems;
  }

  it('answers every bad value with a Korean 4xx, never a 5xx, as any caller', async () => {
    const problems: string[] = [];
    for (const op of operations) {
      for (const [caller, headers] of Object.entries(callers)) {
        for (const problem of await probe(op, headers)) problems.push(`[${caller}] ${problem}`);
      }
    }
    expect(problems.slice(0, 40)).toEqual([]);
  }, 600_000);

  it('left the sessions live and the ledger consistent', async () => {
    for (const session of sessions) {
      const me = await h.app.inject({
        method: 'GET',
        url: '/api/member/user',
        headers: session.headers,
      });
      expect(me.statusCode).toBe(200);
    }
    const report = await verifyLedger(h.db);
    expect(report.problems).toEqual([]);
    expect(report.ok).toBe(true);
  });
});

function describeCase(c: BadCase): string {
  const value =
    typeof c.value === 'symbol'
      ? '(missing)'
      : JSON.stringify(c.value)?.replace(
          /[\u007f-\u009f]/g,
          (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`,
        );
  return `${c.where}:${c.key.join('.')}=${(value ?? 'undefined').slice(0, 60)}`;
}
