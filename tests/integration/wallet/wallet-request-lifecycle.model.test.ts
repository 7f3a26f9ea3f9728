/**
 * The charge/exchange request lifecycle (server/wallet/wallet-request-lifecycle.ts),
 * model-based: runs of up to five events — the member asking (again with the same key, twice at
 * once) and cancelling, the operator approving and rejecting (twice, or racing each other and the
 * member's cancel) — drive the real server (app.inject). After every step each answer is the
 * table's cell for the request's state, and the ledger holds: a request is paid at most once (a
 * charge credited once, an exchange reserved once and then either paid out or returned, never
 * both), the member's cash is exactly what the model says, every member debit is a stake or
 * exempt (the stake gate's table), and the books balance.
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { getMemberBalances } from '../../../server/platform/ledger/balances';
import { verifyLedger } from '../../../server/platform/ledger/verify';
import { hashPassword } from '../../../server/platform/lib/password-hasher';
import { MEMBER_DEBIT_KINDS } from '../../../server/responsible/stake-gate-kinds';
import {
  decideWalletRequest,
  type WalletRequestEvent,
  type WalletRequestState,
} from '../../../server/wallet/wallet-request-lifecycle';
import { ADMIN, login, startTestApp, type LoggedIn, type TestApp } from '../helpers/app-harness';
import { createExtraMember } from '../helpers/extra-members';
import { fund } from '../helpers/ledger-fixtures';
import { memberDebitKinds } from '../helpers/member-debits';
import { modelRunParameters } from '../helpers/model-runs';
import { dbTargets } from '../helpers/test-db';

const PIN = '1234';
const START_CASH = 1_000_000;
const AMOUNT = 10_000;

type Kind = 'charge' | 'exchange';
type Step =
  | { type: 'request'; kind: Kind }
  | { type: 'retry'; kind: Kind }
  | { type: 'requestTwiceAtOnce'; kind: Kind }
  | { type: 'cancel' | 'approve' | 'reject'; pick: number }
  | { type: 'approveRacingReject' | 'approveRacingCancel' | 'approveTwiceAtOnce'; pick: number };

const kindArb = fc.constantFrom<Kind>('charge', 'exchange');
const pickArb = fc.nat({ max: 3 });
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  kindArb.map((kind) => ({ type: 'request' as const, kind })),
  kindArb.map((kind) => ({ type: 'retry' as const, kind })),
  kindArb.map((kind) => ({ type: 'requestTwiceAtOnce' as const, kind })),
  fc.record({
    type: fc.constantFrom('cancel' as const, 'approve' as const, 'reject' as const),
    pick: pickArb,
  }),
  fc.record({
    type: fc.constantFrom(
      'approveRacingReject' as const,
      'approveRacingCancel' as const,
      'approveTwiceAtOnce' as const,
    ),
    pick: pickArb,
  }),
);

interface ModelRequest {
  id: number;
  kind: Kind;
  key: string;
  state: WalletRequestState;
}

describe.each(dbTargets)('wallet request lifecycle, model-based, on %s', (target) => {
  let h: TestApp;
  let admin: LoggedIn;
  let pinHash: string;

  beforeAll(async () => {
    h = await startTestApp(target);
    admin = await login(h.app, ADMIN);
    pinHash = await hashPassword(PIN);
  }, 60_000);
  afterAll(() => h?.close());

  const post = (who: LoggedIn, url: string, payload?: object) =>
    h.app.inject({ method: 'POST', url, headers: who.headers, ...(payload ? { payload } : {}) });
  const codeOf = (r: LightMyRequestResponse) => (r.json() as { code?: string }).code;
  /** What the table says the API answers for a cell: a move or an answer is a 200. */
  const expected = (state: WalletRequestState, event: WalletRequestEvent) => {
    const cell = decideWalletRequest(state, event);
    if (cell.kind !== 'refuse') return { status: 200, code: undefined };
    return { status: cell.code === 'WALLET_REQUEST_NOT_FOUND' ? 404 : 409, code: cell.code };
  };

  it('paid at most once, reserved once and then paid out or returned; answers are the table’s', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(stepArb, { minLength: 1, maxLength: 5 }), async (steps) => {
        const member = await createExtraMember(h.db);
        await fund(h.db, member.id, START_CASH);
        await h.db.query('UPDATE members SET withdraw_password_hash = $1 WHERE id = $2', [
          pinHash,
          member.id,
        ]);
        const who = await login(h.app, member.credentials);
        const requests: ModelRequest[] = [];

        const ask = (kind: Kind, key: string) =>
          kind === 'charge'
            ? post(who, '/api/wallet/charge', {
                amountWon: AMOUNT,
                depositorName: '홍길동',
                idempotencyKey: key,
              })
            : post(who, '/api/wallet/exchange', {
                amountWon: AMOUNT,
                withdrawPassword: PIN,
                idempotencyKey: key,
              });
        const act = (type: 'cancel' | 'approve' | 'reject', id: number) =>
          type === 'cancel'
            ? post(who, `/api/wallet/requests/${id}/cancel`)
            : type === 'approve'
              ? post(admin, `/api/admin/wallet/requests/${id}/approve`)
              : post(admin, `/api/admin/wallet/requests/${id}/reject`, { reason: '모델 거절' });
        const EVENT = {
          cancel: 'memberCancel',
          approve: 'operatorApprove',
          reject: 'operatorReject',
        } as const;
        /** The request a step aims at: one of the member's, or one that does not exist. */
        const picked = (pick: number): ModelRequest | null => requests[pick] ?? null;
        const idOf = (r: ModelRequest | null) => r?.id ?? 2_000_000_000;
        const stateOf = (r: ModelRequest | null): WalletRequestState => r?.state ?? 'absent';

        for (const step of steps) {
          switch (step.type) {
            case 'request':
            case 'requestTwiceAtOnce': {
              const key = `model-${randomUUID()}`;
              const pending = requests.some((r) => r.kind === step.kind && r.state === 'pending');
              const answers = await Promise.all(
                step.type === 'request'
                  ? [ask(step.kind, key)]
                  : [ask(step.kind, key), ask(step.kind, key)],
              );
              if (pending) {
                // One pending request of a kind at a time (the member's rule above the table).
                for (const a of answers)
                  expect([a.statusCode, codeOf(a)]).toEqual([409, 'WALLET_PENDING_EXISTS']);
                break;
              }
              // The table's move from `absent`, then its answer for the same key: one request.
              expect(decideWalletRequest('absent', 'memberRequest').kind).toBe('move');
              for (const a of answers) expect(a.statusCode, a.body).toBe(200);
              const ids = new Set(
                answers.map((a) => (a.json() as { request: { id: number } }).request.id),
              );
              expect(ids.size).toBe(1);
              requests.push({ id: [...ids][0]!, kind: step.kind, key, state: 'pending' });
              break;
            }
            case 'retry': {
              const last = [...requests].reverse().find((r) => r.kind === step.kind);
              if (!last) break;
              expect(expected(last.state, 'memberRequest')).toEqual({
                status: 200,
                code: undefined,
              });
              const again = await ask(step.kind, last.key);
              expect(again.statusCode, again.body).toBe(200);
              expect(
                (again.json() as { request: { id: number; status: string } }).request,
              ).toMatchObject({
                id: last.id,
                status: last.state,
              });
              break;
            }
            case 'cancel':
            case 'approve':
            case 'reject': {
              const r = picked(step.pick);
              const want = expected(stateOf(r), EVENT[step.type]);
              const answer = await act(step.type, idOf(r));
              expect({ status: answer.statusCode, code: codeOf(answer) }).toEqual(want);
              const cell = decideWalletRequest(stateOf(r), EVENT[step.type]);
              if (r && cell.kind === 'move') r.state = cell.to;
              break;
            }
            case 'approveRacingReject':
            case 'approveRacingCancel':
            case 'approveTwiceAtOnce': {
              const r = picked(step.pick);
              const other =
                step.type === 'approveRacingReject'
                  ? 'reject'
                  : step.type === 'approveRacingCancel'
                    ? 'cancel'
                    : 'approve';
              const events = ['approve', other] as const;
              const answers = await Promise.all(events.map((e) => act(e, idOf(r))));
              const winners = answers.flatMap((a, i) => (a.statusCode === 200 ? [events[i]!] : []));
              const before = stateOf(r);
              if (decideWalletRequest(before, 'operatorApprove').kind !== 'move') {
                // Nothing pending: both are the table's refusals for the state as it stands.
                answers.forEach((a, i) =>
                  expect({ status: a.statusCode, code: codeOf(a) }).toEqual(
                    expected(before, EVENT[events[i]!]),
                  ),
                );
                break;
              }
              // Pending: exactly one moves it, the other meets the state it moved to.
              expect(winners).toHaveLength(1);
              const cell = decideWalletRequest(before, EVENT[winners[0]!]);
              if (cell.kind !== 'move') throw new Error('a pending request must move');
              r!.state = cell.to;
              answers.forEach((a, i) => {
                if (a.statusCode !== 200) {
                  expect({ status: a.statusCode, code: codeOf(a) }).toEqual(
                    expected(cell.to, EVENT[events[i]!]),
                  );
                }
              });
              break;
            }
          }
          await checkLedger(member.id, requests);
        }
      }),
      modelRunParameters('wallet request lifecycle', 15),
    );
  }, 300_000);

  async function checkLedger(memberId: number, requests: ModelRequest[]) {
    for (const r of requests) {
      const rows = await h.db.query<{ kind: string; n: number }>(
        `SELECT kind, count(*)::int AS n FROM ledger_transfers WHERE reference = $1 GROUP BY kind`,
        [`wallet-request:${r.id}`],
      );
      const count = (kind: string) => rows.find((row) => row.kind === kind)?.n ?? 0;
      if (r.kind === 'charge') {
        expect(count('charge'), 'a charge is credited at most once, when approved').toBe(
          r.state === 'approved' ? 1 : 0,
        );
      } else {
        expect(count('exchange_reserve'), 'an exchange is reserved once').toBe(1);
        expect(count('exchange'), 'paid out at most once, when approved').toBe(
          r.state === 'approved' ? 1 : 0,
        );
        expect(count('exchange_return'), 'returned at most once, when rejected or cancelled').toBe(
          r.state === 'rejected' || r.state === 'cancelled' ? 1 : 0,
        );
      }
    }
    const credited = requests.filter((r) => r.kind === 'charge' && r.state === 'approved').length;
    const held = requests.filter(
      (r) => r.kind === 'exchange' && (r.state === 'pending' || r.state === 'approved'),
    ).length;
    expect((await getMemberBalances(h.db, memberId)).emoney).toBe(
      START_CASH + (credited - held) * AMOUNT,
    );
    expect((await verifyLedger(h.db)).problems).toEqual([]);
    for (const kind of await memberDebitKinds(h.db)) {
      expect(MEMBER_DEBIT_KINDS as readonly string[], `${kind} debits a member`).toContain(kind);
    }
  }
});
