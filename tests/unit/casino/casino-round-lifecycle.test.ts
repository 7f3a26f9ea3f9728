/**
 * The casino round's table (casino-round-lifecycle.ts): every state × event is decided, a repeat
 * never moves money, and no cell pays twice — checked cell by cell and over every path of up to
 * five events through a round of one bet.
 */
import { describe, expect, it } from 'vitest';
import {
  CASINO_ROUND_TABLE,
  decideRound,
  roundStateOf,
  ROUND_EVENTS,
  ROUND_STATES,
  type RoundEvent,
  type RoundMoney,
  type RoundState,
} from '../../../server/casino/wallet/casino-round-lifecycle';

const RETRIES: readonly RoundEvent[] = ['bet_retry', 'win_retry', 'rollback_retry'];
const PAYOUTS: readonly RoundMoney[] = ['win', 'operator_win'];
const REFUNDS: readonly RoundMoney[] = ['refund', 'operator_refund'];
/** States whose money is decided: they move nothing more. */
const DECIDED: readonly RoundState[] = ['paid', 'operator_settled', 'operator_rolled_back'];
/** States in which a win was paid / the stake went back. */
const HAS_PAID: readonly RoundState[] = ['won', 'paid', 'operator_settled'];
const HAS_REFUNDED: readonly RoundState[] = ['rolled_back', 'operator_rolled_back'];

const cells = ROUND_STATES.flatMap((state) =>
  ROUND_EVENTS.map((event) => ({ state, event, cell: decideRound(state, event) })),
);
const moneyOf = (state: RoundState, event: RoundEvent): RoundMoney | 'none' | null => {
  const cell = decideRound(state, event);
  return cell.kind === 'move' ? cell.money : null;
};

describe('casino round table', () => {
  it('is total: every state has a decided cell for every event, and moves only to known states', () => {
    expect(Object.keys(CASINO_ROUND_TABLE).sort()).toEqual([...ROUND_STATES].sort());
    for (const { state, event, cell } of cells) {
      expect(['move', 'answer', 'refuse'], `${state} × ${event}`).toContain(cell.kind);
      if (cell.kind === 'move') expect(ROUND_STATES).toContain(cell.to);
      if (cell.kind === 'answer') expect(cell.because.length).toBeGreaterThan(10);
    }
  });

  it('answers a repeat under a used id with what happened, in every state', () => {
    for (const state of ROUND_STATES) {
      for (const event of RETRIES) expect(decideRound(state, event).kind).toBe('answer');
    }
  });

  it('no cell pays twice', () => {
    for (const { state, event, cell } of cells) {
      if (cell.kind !== 'move') continue;
      const where = `${state} × ${event} → ${cell.money}`;
      // A decided round moves nothing more.
      expect(DECIDED, where).not.toContain(state);
      // After a win no refund; after a refund no payout.
      if (HAS_PAID.includes(state)) expect(REFUNDS, where).not.toContain(cell.money);
      if (HAS_REFUNDED.includes(state)) expect(PAYOUTS, where).not.toContain(cell.money);
      if (HAS_REFUNDED.includes(state)) expect(REFUNDS, where).not.toContain(cell.money);
      // A payout lands in a paid state, a refund in a refunded one.
      if (PAYOUTS.includes(cell.money as RoundMoney)) expect(HAS_PAID, where).toContain(cell.to);
      if (REFUNDS.includes(cell.money as RoundMoney))
        expect(HAS_REFUNDED, where).toContain(cell.to);
    }
  });

  it('a provider call after the operator decided answers what happened and moves nothing', () => {
    expect(decideRound('operator_settled', 'rollback').kind).toBe('answer');
    expect(decideRound('operator_settled', 'win').kind).toBe('answer');
    expect(decideRound('operator_settled', 'win_closing').kind).toBe('answer');
    expect(decideRound('operator_rolled_back', 'rollback').kind).toBe('answer');
    expect(decideRound('operator_rolled_back', 'win')).toEqual({
      kind: 'refuse',
      code: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
    });
    // …and the operator after the provider decided is refused.
    for (const state of ['paid', 'lost', 'rolled_back'] as const) {
      expect(decideRound(state, 'operator_settle').kind).toBe('refuse');
      expect(decideRound(state, 'operator_rollback').kind).toBe('refuse');
    }
  });

  it('over every path of up to five events through a one-bet round: stake in once, out once, never both paid and refunded', () => {
    // A one-bet round: a bet after the first is that bet sent again.
    const events = ROUND_EVENTS.filter((e) => !RETRIES.includes(e));
    let paths = 0;
    const walk = (
      state: RoundState,
      depth: number,
      m: { staked: number; refunded: number; paid: number },
    ) => {
      paths += 1;
      expect(m.staked).toBeLessThanOrEqual(1);
      expect(m.refunded).toBeLessThanOrEqual(m.staked);
      expect(m.paid > 0 && m.refunded > 0).toBe(false);
      if (depth === 5) return;
      for (const raw of events) {
        const isBet = raw === 'bet' || raw === 'bet_closing';
        const event: RoundEvent = isBet && m.staked > 0 ? 'bet_retry' : raw;
        const cell = decideRound(state, event);
        if (cell.kind !== 'move') {
          walk(state, depth + 1, m);
          continue;
        }
        const money = moneyOf(state, event);
        walk(cell.to, depth + 1, {
          staked: m.staked + (money === 'stake' ? 1 : 0),
          refunded: m.refunded + (REFUNDS.includes(money as RoundMoney) ? 1 : 0),
          // A round's wins count once however many win calls pay into it.
          paid: m.paid + (PAYOUTS.includes(money as RoundMoney) ? 1 : 0),
        });
      }
    };
    walk('none', 0, { staked: 0, refunded: 0, paid: 0 });
    expect(paths).toBeGreaterThan(1_000);
  });

  it('reads the state from the round row and the bet', () => {
    const facts = { status: 'open', operatorDecision: null, hasWin: false } as const;
    expect(roundStateOf(null)).toBe('none');
    expect(roundStateOf(facts)).toBe('open');
    expect(roundStateOf({ ...facts, hasWin: true })).toBe('won');
    expect(roundStateOf({ ...facts, status: 'closed' })).toBe('lost');
    expect(roundStateOf({ ...facts, status: 'closed', hasWin: true })).toBe('paid');
    expect(roundStateOf(facts, true)).toBe('rolled_back');
    expect(roundStateOf({ ...facts, status: 'closed', operatorDecision: 'settled' })).toBe(
      'operator_settled',
    );
    expect(
      roundStateOf({ ...facts, status: 'rolled_back', operatorDecision: 'rolled_back' }, true),
    ).toBe('operator_rolled_back');
  });
});
