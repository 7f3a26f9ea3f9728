import { describe, expect, it } from 'vitest';
import {
  isFinalSportsBetState,
  settleEventOf,
  sportsBetStateOf,
  SPORTS_BET_EVENTS,
  SPORTS_BET_LIFECYCLE,
  SPORTS_BET_STATES,
  type SportsBetMoney,
  type SportsBetState,
} from '../../../server/sports/bets/sports-bet-lifecycle';
import { expectTotal, walkPaths } from '../platform/lib/lifecycle-checks';

/** What a bet holds in each state: is its stake taken, still in play, and what did it pay. */
type Credit = 'none' | 'payout' | 'stakeBack' | 'cashOut' | 'refund';
interface Holding {
  placed: boolean;
  inPlay: boolean;
  credit: Credit;
}

const CREDIT: Record<SportsBetState, Credit> = {
  absent: 'none',
  open: 'none',
  won: 'payout',
  lost: 'none',
  void: 'stakeBack',
  cashedOut: 'cashOut',
  cancelled: 'refund',
};
const holdingOf = (state: SportsBetState): Holding => ({
  placed: state !== 'absent',
  inPlay: state === 'open',
  credit: CREDIT[state],
});

/** The money movement applied to what the bet holds; throws where the movement is impossible. */
function apply(h: Holding, money: SportsBetMoney | 'none', to: SportsBetState): Holding {
  switch (money) {
    case 'none':
      return h;
    case 'takeStake':
      if (h.placed) throw new Error('stake taken twice');
      return { placed: true, inPlay: true, credit: 'none' };
    case 'close':
      if (!h.inPlay) throw new Error('closed a bet whose stake is not in play');
      return { placed: true, inPlay: false, credit: CREDIT[to] };
    case 'reopen':
      if (!h.placed || h.inPlay) throw new Error('re-opened a bet that is not closed');
      return { placed: true, inPlay: true, credit: 'none' };
    case 'reopenAndClose':
      if (!h.placed || h.inPlay) throw new Error('corrected a bet that is not closed');
      return { placed: true, inPlay: false, credit: CREDIT[to] };
  }
}

describe('sports bet lifecycle table', () => {
  it('decides every state × event', () => {
    expectTotal(SPORTS_BET_LIFECYCLE, SPORTS_BET_STATES, SPORTS_BET_EVENTS);
  });

  it("every move's money turns what the bet held into what its new state holds", () => {
    for (const from of SPORTS_BET_STATES) {
      for (const event of SPORTS_BET_EVENTS) {
        const cell = SPORTS_BET_LIFECYCLE[from][event];
        if (cell.kind !== 'move') continue;
        expect(apply(holdingOf(from), cell.money, cell.to), `${from} × ${event}`).toEqual(
          holdingOf(cell.to),
        );
      }
    }
  });

  it('along every sequence of five events: one stake, one credit held, never paid and refunded', () => {
    interface Books {
      stakes: number;
      credits: Credit[];
      reversals: number;
    }
    const broken: string[] = [];
    const paths = walkPaths(
      SPORTS_BET_LIFECYCLE,
      SPORTS_BET_EVENTS,
      {
        state: 'absent' as SportsBetState,
        value: { stakes: 0, credits: [], reversals: 0 } as Books,
      },
      5,
      (books, from, cell, path) => {
        if (cell.kind !== 'move') return books;
        const held = CREDIT[from];
        const next: Books = {
          stakes: books.stakes + (cell.money === 'takeStake' ? 1 : 0),
          credits:
            cell.money === 'close' || cell.money === 'reopenAndClose'
              ? [...books.credits, CREDIT[cell.to]].filter((c) => c !== 'none')
              : books.credits,
          reversals:
            books.reversals +
            ((cell.money === 'reopen' || cell.money === 'reopenAndClose') && held !== 'none'
              ? 1
              : 0),
        };
        const net = next.credits.length - next.reversals;
        const refunds = next.credits.filter((c) => c === 'refund').length;
        const cashOuts = next.credits.filter((c) => c === 'cashOut').length;
        // A refund or a cash-out is never reversed: the bet is closed for good after either.
        const last = next.credits.at(-1);
        const finalCreditLast = refunds + cashOuts === 0 || last === 'refund' || last === 'cashOut';
        if (
          next.stakes > 1 ||
          net !== (CREDIT[cell.to] === 'none' ? 0 : 1) ||
          refunds > 1 ||
          cashOuts > 1 ||
          !finalCreditLast
        ) {
          broken.push(`${path.join(' → ')}: ${JSON.stringify(next)}`);
        }
        return next;
      },
    );
    expect(broken.slice(0, 5)).toEqual([]);
    expect(paths).toBeGreaterThan(100_000);
  });

  it('a retry or a placement under a used key never moves money; jobs and corrections never refuse', () => {
    for (const state of SPORTS_BET_STATES) {
      const row = SPORTS_BET_LIFECYCLE[state];
      if (state !== 'absent') {
        for (const event of ['memberPlace', 'memberCashOutRetry', 'memberCancelRetry'] as const) {
          expect(row[event].kind, `${state} × ${event}`).toBe('answer');
        }
      }
      for (const event of SPORTS_BET_EVENTS.filter((e) => /^(job|operatorResettle)/.test(e))) {
        expect(row[event].kind, `${state} × ${event}`).not.toBe('refuse');
      }
    }
  });

  it('answers the questions the handlers used to answer each on their own', () => {
    const t = SPORTS_BET_LIFECYCLE;
    expect(t.won.memberCashOut).toEqual({ kind: 'refuse', code: 'SPORTS_CASHOUT_UNAVAILABLE' });
    expect(t.cashedOut.memberCancel).toEqual({
      kind: 'refuse',
      code: 'SPORTS_BET_NOT_CANCELLABLE',
    });
    expect(t.cashedOut.operatorVoid).toEqual({ kind: 'refuse', code: 'SPORTS_BET_CLOSED' });
    expect(t.cancelled.operatorVoid).toEqual({ kind: 'refuse', code: 'SPORTS_BET_CLOSED' });
    expect(t.won.operatorVoid).toEqual({ kind: 'move', to: 'cancelled', money: 'reopenAndClose' });
    expect(t.cashedOut.operatorResettleLost.kind).toBe('answer');
    expect(t.lost.jobSettleWon.kind).toBe('answer');
    expect(SPORTS_BET_STATES.filter(isFinalSportsBetState)).toEqual(['cashedOut', 'cancelled']);
  });

  it('reads a stored bet as its state, and a settlement as its event', () => {
    expect(sportsBetStateOf({ status: 0, cashed_out_won: null })).toBe('open');
    expect(sportsBetStateOf({ status: 3, cashed_out_won: null })).toBe('void');
    expect(sportsBetStateOf({ status: 3, cashed_out_won: 9_500 })).toBe('cashedOut');
    expect(sportsBetStateOf({ status: -1, cashed_out_won: null })).toBe('cancelled');
    expect(settleEventOf(2, 'job')).toBe('jobSettleWon');
    expect(settleEventOf(0, 'operator')).toBe('operatorResettleOpen');
    expect(settleEventOf(0, 'job')).toBeNull();
  });
});
