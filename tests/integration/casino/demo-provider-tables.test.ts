/**
 * A whole round of a shared live-style table of the demo provider against our wallet over real
 * HTTP: two members bet in the betting window, the round deals from its commit
 * and the bettors' combined client seed, both are settled by wallet wins (a zero return closes
 * the round too), and balances and our casino_rounds match what the provider paid.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TABLE_BETTING_SECONDS,
  TABLE_DEALING_SECONDS,
  TABLE_SETTLED_SECONDS,
} from '../../../common/contract/demo-provider.contract';
import { tableClientSeed } from '../../../common/domain/casino/fairness';
import { verifyCasinoOutcome } from '../../../common/domain/casino/outcomes';
import {
  baccaratReturn,
  type BaccaratOutcome,
} from '../../../common/domain/casino/tables/baccarat';
import {
  rouletteReturn,
  type RouletteOutcome,
} from '../../../common/domain/casino/tables/roulette';
import { verifyLedger } from '../../../server/platform/ledger/verify';
import { startProviderHarness, type ProviderHarness } from '../helpers/demo-provider-harness';
import { dbTargets } from '../helpers/test-db';

describe.each(dbTargets)('demo provider shared tables on %s', (target) => {
  let p: ProviderHarness;

  beforeAll(async () => {
    p = await startProviderHarness(target);
    await p.step(0); // the first tick opens every table's first round
  }, 60_000);
  afterAll(() => p?.close());

  it('deals a baccarat round two members bet on and settles both through the wallet', async () => {
    const alice = await p.member(50_000, 'baccarat-1');
    const bob = await p.member(50_000, 'baccarat-1');
    const a = await p.openSession(alice, 'baccarat-1');
    const b = await p.openSession(bob, 'baccarat-1');
    const state = await p.call('GET', '/tables/baccarat-1', undefined, a.sessionToken);
    expect(state.json.round).toMatchObject({ phase: 'betting', outcome: null });
    expect(state.json.round.fairness.serverSeedHex).toBeNull();
    const { roundNo, roundRef } = state.json.round;
    const commit = state.json.round.fairness.commitHex;

    const aliceBets = [
      { kind: 'player', stake: 10_000 },
      { kind: 'tie', stake: 1_000 },
    ];
    const bobBets = [{ kind: 'banker', stake: 20_000 }];
    const placedA = await p.call(
      'POST',
      '/tables/baccarat-1/bets',
      { roundNo, bets: aliceBets },
      a.sessionToken,
    );
    expect(placedA.status).toBe(200);
    expect(placedA.json).toMatchObject({ balance: 39_000, myBets: aliceBets, seat: { seat: 1 } });
    const placedB = await p.call(
      'POST',
      '/tables/baccarat-1/bets',
      { roundNo, bets: bobBets },
      b.sessionToken,
    );
    expect(placedB.json.balance).toBe(30_000);
    const mine = await p.call('GET', '/tables/baccarat-1', undefined, b.sessionToken);
    expect(mine.json.myBets).toEqual(bobBets);

    await p.step(TABLE_BETTING_SECONDS);
    const late = await p.call(
      'POST',
      '/tables/baccarat-1/bets',
      { roundNo, bets: bobBets },
      b.sessionToken,
    );
    expect(late).toMatchObject({ status: 409, json: { code: 'BETTING_CLOSED' } });
    const dealt = await p.call('GET', `/rounds/${roundRef}`);
    expect(dealt.json.fairness.serverSeedHex).toMatch(/^[0-9a-f]{64}$/);
    const clientSeed = await tableClientSeed([
      await seedOf(a.sessionToken),
      await seedOf(b.sessionToken),
    ]);
    expect(dealt.json.fairness).toMatchObject({ commitHex: commit, clientSeed, nonce: roundNo });
    const check = await verifyCasinoOutcome('baccarat', dealt.json.fairness, commit);
    expect(check?.ok).toBe(true);
    expect(check?.outcome).toEqual(dealt.json.outcome);
    const outcome = dealt.json.outcome as BaccaratOutcome;

    await p.step(TABLE_DEALING_SECONDS);
    const winA = aliceBets.reduce((s, bet) => s + baccaratReturn(bet as never, outcome), 0);
    const winB = baccaratReturn(bobBets[0] as never, outcome);
    expect(await p.cashOf(alice.id)).toBe(39_000 + winA);
    expect(await p.cashOf(bob.id)).toBe(30_000 + winB);
    const rounds = await p.h.db.query<{
      member_id: number;
      stake: number;
      win: number;
      status: string;
    }>(
      `SELECT member_id, stake, win, status FROM casino_rounds WHERE round_ref = $1 ORDER BY member_id`,
      [roundRef],
    );
    expect(rounds.map((r) => [r.member_id, Number(r.stake), Number(r.win), r.status])).toEqual(
      [
        [alice.id, 11_000, winA, 'closed'],
        [bob.id, 20_000, winB, 'closed'],
      ].sort((x, y) => Number(x[0]) - Number(y[0])),
    );
    const settled = await p.call('GET', '/tables/baccarat-1');
    expect(settled.json.round.phase).toBe('settled');
    expect(settled.json.history.at(-1)).toBe(outcome.winner);

    await p.step(TABLE_SETTLED_SECONDS);
    const next = await p.call('GET', '/tables/baccarat-1');
    expect(next.json.round).toMatchObject({ roundNo: roundNo + 1, phase: 'betting' });
    expect((await verifyLedger(p.h.db)).problems).toEqual([]);
  });

  it('settles a roulette round and refuses bets that do not fit the table', async () => {
    const carol = await p.member(20_000, 'roulette-1');
    const c = await p.openSession(carol, 'roulette-1');
    const { roundNo, roundRef } = (await p.call('GET', '/tables/roulette-1')).json.round;
    const wrong = await p.call(
      'POST',
      '/tables/roulette-1/bets',
      { roundNo, bets: [{ kind: 'player', stake: 1_000 }] },
      c.sessionToken,
    );
    expect(wrong).toMatchObject({ status: 400, json: { code: 'INVALID_BET' } });
    const badSplit = await p.call(
      'POST',
      '/tables/roulette-1/bets',
      { roundNo, bets: [{ kind: 'split', numbers: [1, 5], stake: 1_000 }] },
      c.sessionToken,
    );
    expect(badSplit.json.code).toBe('INVALID_BET');
    const bets = [
      { kind: 'red', numbers: [], stake: 5_000 },
      { kind: 'straight', numbers: [17], stake: 1_000 },
    ];
    const placed = await p.call(
      'POST',
      '/tables/roulette-1/bets',
      { roundNo, bets },
      c.sessionToken,
    );
    expect(placed.json.balance).toBe(14_000);
    await p.step(TABLE_BETTING_SECONDS);
    await p.step(TABLE_DEALING_SECONDS);
    const detail = await p.call('GET', `/rounds/${roundRef}`);
    const outcome = detail.json.outcome as RouletteOutcome;
    const win = bets.reduce((s, bet) => s + rouletteReturn(bet as never, outcome), 0);
    expect(await p.cashOf(carol.id)).toBe(14_000 + win);
    const [round] = await p.h.db.query<{ status: string; win: number }>(
      `SELECT status, win FROM casino_rounds WHERE round_ref = $1`,
      [roundRef],
    );
    expect(round).toMatchObject({ status: 'closed' });
    expect(Number(round!.win)).toBe(win);
  });

  async function seedOf(sessionToken: string): Promise<string> {
    const { createHash } = await import('node:crypto');
    const [row] = await p.h.db.query<{ client_seed: string }>(
      'SELECT client_seed FROM demo_provider_sessions WHERE token_hash = $1',
      [createHash('sha256').update(sessionToken).digest('hex')],
    );
    return row!.client_seed;
  }
});
