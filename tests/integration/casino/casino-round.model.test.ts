/**
 * The casino round's money lifecycle, model-based (docs/architecture.md §14, docs/casino-wallet.md
 * "The round table"): one round of one bet is driven through the real server by up to five steps
 * of the provider's signed calls (its bet, its win, a second win under another id, a win that
 * leaves the round open, its rollback, a second rollback under another id — each sent again
 * under the same id whenever it comes up twice) and the operator's stuck-round desk (settle,
 * rollback), in any order, a step sometimes two of them delivered at once. After every step the
 * ledger is checked:
 *   - the stake is taken at most once and returned at most once;
 *   - the round never both pays a win and refunds the stake;
 *   - the money into the round is the money out of it plus the house's share, and the round's
 *     row says the same (stake = bets − refunds, win = the wins paid);
 *   - a closed round (closed, rolled back, or decided by the operator) accepts nothing new;
 *   - an operator action that is refused is a Korean 4xx and writes nothing;
 *   - once the operator decided, the provider's calls are answered with what already happened;
 *   - every wallet call is HTTP 200, and the ledger verifies.
 *
 *   MODEL_RUNS=500 npx vitest run --project integration tests/integration/casino/casino-round.model.test.ts
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getMemberBalances } from '../../../server/platform/ledger/balances';
import { verifyLedger } from '../../../server/platform/ledger/verify';
import { FakeClock } from '../helpers/app-harness';
import { fundedMember, startCasinoTestApp, type CasinoTestApp } from '../helpers/casino-app';
import { createLaunchToken, walletCall } from '../helpers/casino-signing';
import { modelRunParameters } from '../helpers/model-runs';
import { dbTargets } from '../helpers/test-db';

const GAME = 'baccarat-1';
const STAKE = 1_000;
const WIN = 2_500;
const OPERATOR_WIN = 2_000;
const CI_RUNS = 20;

type RoundEvent =
  | 'bet'
  | 'win'
  | 'win_other'
  | 'win_open'
  | 'rollback'
  | 'rollback_other'
  | 'operator_settle'
  | 'operator_rollback';

const EVENTS: readonly RoundEvent[] = [
  'bet',
  'win',
  'win_other',
  'win_open',
  'rollback',
  'rollback_other',
  'operator_settle',
  'operator_rollback',
];

/** One step: one event, or two delivered at once. */
type Step = readonly RoundEvent[];

const eventArb = fc.constantFrom(...EVENTS);
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { weight: 3, arbitrary: eventArb.map((e) => [e]) },
  { weight: 1, arbitrary: fc.tuple(eventArb, eventArb) },
);
/** Most rounds start with their bet (the usual order); some start with anything. */
const runArb = fc
  .tuple(fc.boolean(), fc.array(stepArb, { minLength: 1, maxLength: 4 }))
  .map(([betFirst, steps]): Step[] => (betFirst ? [['bet'], ...steps] : steps));

interface Moved {
  kind: string;
  amount: number;
}

describe.each(dbTargets)('casino round lifecycle, model-based, on %s', (target) => {
  const clock = new FakeClock();
  let c: CasinoTestApp;
  let memberId: number;
  let token: string;

  beforeAll(async () => {
    c = await startCasinoTestApp(target, clock);
    const member = await fundedMember(c.h, 'round', 100_000_000);
    memberId = member.memberId;
    token = await createLaunchToken(c.h.db, { memberId, gameCode: GAME, now: clock.now() });
  }, 60_000);
  afterAll(() => c?.h.close());

  /** One round's ids and the calls that name them. */
  function roundCalls() {
    const round = `model-${randomUUID()}`;
    const ids = {
      bet: `${round}-bet`,
      win: `${round}-win`,
      winOther: `${round}-win-2`,
      winOpen: `${round}-win-open`,
      rollback: `${round}-rb`,
      rollbackOther: `${round}-rb-2`,
    };
    const base = { token, round, game_code: GAME, currency: 'KRW' };
    const bodies = {
      bet: { ...base, transaction_uuid: ids.bet, amount: STAKE, round_closed: false },
      win: {
        ...base,
        transaction_uuid: ids.win,
        reference_transaction_uuid: ids.bet,
        amount: WIN,
        round_closed: true,
      },
      win_other: {
        ...base,
        transaction_uuid: ids.winOther,
        reference_transaction_uuid: ids.bet,
        amount: WIN,
        round_closed: true,
      },
      win_open: {
        ...base,
        transaction_uuid: ids.winOpen,
        reference_transaction_uuid: ids.bet,
        amount: WIN,
        round_closed: false,
      },
      rollback: {
        ...base,
        transaction_uuid: ids.rollback,
        reference_transaction_uuid: ids.bet,
        round_closed: true,
      },
      rollback_other: {
        ...base,
        transaction_uuid: ids.rollbackOther,
        reference_transaction_uuid: ids.bet,
        round_closed: true,
      },
    };
    const keys = [ids.bet, ids.win, ids.winOther, ids.winOpen, ids.rollback, ids.rollbackOther].map(
      (id) => `casino:1:${id}`,
    );
    return { round, bodies, keys };
  }

  /** One round's calls through the app, and its ledger movements and audit rows. */
  async function scenario() {
    const { round, bodies, keys } = roundCalls();
    const provider = async (event: Exclude<RoundEvent, `operator_${string}`>) => {
      const { httpStatus, answer } = await walletCall(
        c.h.app,
        c.keys.privateKey,
        `transaction/${event.replace(/_(other|open)$/, '')}`,
        { ...bodies[event], request_uuid: randomUUID() },
      );
      expect(httpStatus).toBe(200);
      return answer;
    };
    const roundId = async () =>
      (
        await c.h.db.query<{ id: number }>(
          'SELECT id FROM casino_rounds WHERE round_ref = $1 AND member_id = $2',
          [round, memberId],
        )
      )[0]!.id;
    const operator = async (action: 'settle' | 'rollback') =>
      c.h.app.inject({
        method: 'POST',
        url: `/api/admin/casino/stuck-rounds/${await roundId()}/${action}`,
        headers: c.admin.headers,
        payload:
          action === 'settle' ? { winWon: OPERATOR_WIN, reason: '정산' } : { reason: '롤백' },
      });
    const ledger = async () => {
      const id = await roundId();
      return {
        moved: await c.h.db.query<Moved>(
          'SELECT kind, amount FROM ledger_transfers WHERE idempotency_key = ANY($1::text[]) ORDER BY id',
          [[...keys, `casino:admin-settle:${id}`, `casino:admin-rollback:${id}`]],
        ),
        audits: await c.h.db.query('SELECT id FROM audit_log WHERE target = $1', [
          `casino-round:${id}`,
        ]),
      };
    };
    const cash = async () => (await getMemberBalances(c.h.db, memberId)).emoney;
    return { provider, operator, ledger, cash };
  }

  it("after the operator settles a stuck round, the provider's rollback and win are answered and move nothing", async () => {
    const s = await scenario();
    const start = await s.cash();
    expect((await s.provider('bet')).status).toBe('RS_OK');
    expect((await s.operator('settle')).statusCode).toBe(200);
    const rollback = await s.provider('rollback');
    expect(rollback).toMatchObject({ status: 'RS_OK', balance: start - STAKE + OPERATOR_WIN });
    expect((await s.provider('rollback')).status).toBe('RS_OK');
    expect((await s.provider('win')).status).toBe('RS_OK');
    expect(await s.cash()).toBe(start - STAKE + OPERATOR_WIN);
    expect((await s.ledger()).moved).toEqual([
      { kind: 'casino_bet', amount: STAKE },
      { kind: 'casino_win', amount: OPERATOR_WIN },
    ]);
    // The bet sent again is answered by its first result.
    expect((await s.provider('bet')).status).toBe('RS_OK');
    expect((await s.ledger()).moved).toHaveLength(2);
  });

  it("after the operator rolls a stuck round back, the provider's rollback is answered and its win refused, moving nothing", async () => {
    const s = await scenario();
    const start = await s.cash();
    await s.provider('bet');
    expect((await s.operator('rollback')).statusCode).toBe(200);
    expect((await s.provider('rollback')).status).toBe('RS_OK');
    expect((await s.provider('win')).status).toBe('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
    expect(await s.cash()).toBe(start);
    expect((await s.ledger()).moved).toEqual([
      { kind: 'casino_bet', amount: STAKE },
      { kind: 'casino_rollback', amount: STAKE },
    ]);
  });

  it.each(['rollback', 'win'] as const)(
    "after the provider's %s, the operator's settle and rollback are refused in Korean and write nothing",
    async (first) => {
      const s = await scenario();
      await s.provider('bet');
      expect((await s.provider(first)).status).toBe('RS_OK');
      const before = await s.ledger();
      for (const action of ['settle', 'rollback'] as const) {
        const response = await s.operator(action);
        expect(response.statusCode).toBe(409);
        expect(response.json().code).toBe('CASINO_ROUND_NOT_OPEN');
        expect(response.json().message).toMatch(/[가-힣]/);
      }
      expect(await s.ledger()).toEqual(before);
    },
  );

  it('pays or refunds each round at most once, and a decided round moves nothing more', async () => {
    await fc.assert(
      fc.asyncProperty(runArb, async (steps) => {
        const { round, bodies, keys } = roundCalls();
        const cashBefore = (await getMemberBalances(c.h.db, memberId)).emoney;

        const roundRow = async () =>
          (
            await c.h.db.query<{
              id: number;
              status: string;
              stake: number;
              win: number;
              operator_decision: string | null;
            }>(
              `SELECT id, status, stake, win, operator_decision FROM casino_rounds
                WHERE provider_id = 1 AND round_ref = $1 AND member_id = $2`,
              [round, memberId],
            )
          )[0];
        const moved = async (roundId: number | undefined): Promise<Moved[]> =>
          c.h.db.query<Moved>(
            `SELECT kind, amount FROM ledger_transfers WHERE idempotency_key = ANY($1::text[])
              ORDER BY id`,
            [
              roundId === undefined
                ? keys
                : [...keys, `casino:admin-settle:${roundId}`, `casino:admin-rollback:${roundId}`],
            ],
          );
        const audits = async (roundId: number) =>
          (
            await c.h.db.query<{ n: number }>(
              'SELECT count(*)::int AS n FROM audit_log WHERE target = $1',
              [`casino-round:${roundId}`],
            )
          )[0]!.n;

        const send = async (event: RoundEvent): Promise<void> => {
          if (event === 'operator_settle' || event === 'operator_rollback') {
            const before = await roundRow();
            if (!before) return; // nothing on the desk yet
            const movedBefore = await moved(before.id);
            const auditsBefore = await audits(before.id);
            const action = event === 'operator_settle' ? 'settle' : 'rollback';
            const response = await c.h.app.inject({
              method: 'POST',
              url: `/api/admin/casino/stuck-rounds/${before.id}/${action}`,
              headers: c.admin.headers,
              payload:
                action === 'settle'
                  ? { winWon: OPERATOR_WIN, reason: '모델 정산' }
                  : { reason: '모델 롤백' },
            });
            if (response.statusCode !== 200) {
              expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
              expect(response.statusCode).toBeLessThan(500);
              expect(response.json().message).toMatch(/[가-힣]/);
              // A refused action wrote nothing (a concurrent step may have, hence only ours).
              if (steps.every((s) => s.length === 1)) {
                expect(await moved(before.id)).toEqual(movedBefore);
                expect(await audits(before.id)).toBe(auditsBefore);
              }
            }
            return;
          }
          const endpoint = `transaction/${event.replace(/_(other|open)$/, '')}`;
          const decided = (await roundRow())?.operator_decision ?? null;
          const { httpStatus, answer } = await walletCall(c.h.app, c.keys.privateKey, endpoint, {
            ...bodies[event],
            request_uuid: randomUUID(),
          });
          expect(httpStatus).toBe(200);
          expect(typeof answer.status).toBe('string');
          // After the operator decided, the provider is answered with what already happened.
          if (decided !== null && steps.every((s) => s.length === 1)) {
            expect(['RS_OK', 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST'], event).toContain(
              answer.status,
            );
          }
        };

        let closedWith: Moved[] | null = null;
        for (const step of steps) {
          await Promise.all(step.map(send));
          const row = await roundRow();
          const transfers = await moved(row?.id);
          const sum = (kind: string) =>
            transfers.filter((t) => t.kind === kind).reduce((s, t) => s + t.amount, 0);
          const count = (kind: string) => transfers.filter((t) => t.kind === kind).length;
          const where = `after ${JSON.stringify(steps)}: ${JSON.stringify(transfers)}`;

          // Stake taken at most once, returned at most once, never both paid and refunded.
          expect(count('casino_bet'), where).toBeLessThanOrEqual(1);
          expect(count('casino_rollback'), where).toBeLessThanOrEqual(1);
          expect(count('casino_win') > 0 && count('casino_rollback') > 0, where).toBe(false);
          expect(sum('casino_rollback'), where).toBeLessThanOrEqual(sum('casino_bet'));

          // Money in = money out + the house's share, as the round's row states it.
          const stakeIn = sum('casino_bet');
          const paidOut = sum('casino_win') + sum('casino_rollback');
          const cash = (await getMemberBalances(c.h.db, memberId)).emoney;
          expect(cash - cashBefore, where).toBe(paidOut - stakeIn);
          if (row) {
            expect(row.stake, where).toBe(stakeIn - sum('casino_rollback'));
            expect(row.win, where).toBe(sum('casino_win'));
            const houseShare = row.stake - row.win;
            expect(stakeIn, where).toBe(paidOut + houseShare);
          } else {
            expect(transfers, where).toEqual([]);
          }

          // A closed round accepts nothing new.
          if (closedWith) expect(transfers, where).toEqual(closedWith);
          else if (row && row.status !== 'open') closedWith = transfers;

          expect((await verifyLedger(c.h.db)).problems).toEqual([]);
        }
      }),
      modelRunParameters('casino round', CI_RUNS),
    );
  }, 120_000);
});
