import { describe, expect, it } from 'vitest';
import { MINIGAME_BET_STATUS } from '../../../common/contract/minigame.contract';
import {
  MINIGAME_BET_EVENTS,
  MINIGAME_BET_LIFECYCLE,
  MINIGAME_BET_STATES,
  minigameBetStateOf,
  statusAfter,
  statusesMovingOn,
  type MinigameBetMoney,
  type MinigameBetState,
} from '../../../server/minigame/minigame-bet-lifecycle';
import { expectTotal, walkPaths } from '../platform/lib/lifecycle-checks';

type Credit = 'none' | 'payout' | 'stakeBack';
interface Holding {
  placed: boolean;
  inPlay: boolean;
  credit: Credit;
}
const CREDIT: Record<MinigameBetState, Credit> = {
  absent: 'none',
  open: 'none',
  won: 'payout',
  lost: 'none',
  push: 'stakeBack',
  replaced: 'stakeBack',
  refunded: 'stakeBack',
};
const holdingOf = (state: MinigameBetState): Holding => ({
  placed: state !== 'absent',
  inPlay: state === 'open',
  credit: CREDIT[state],
});

function apply(h: Holding, money: MinigameBetMoney | 'none', to: MinigameBetState): Holding {
  switch (money) {
    case 'none':
      return h;
    case 'takeStake':
      if (h.placed) throw new Error('stake taken twice');
      return { placed: true, inPlay: true, credit: 'none' };
    case 'close':
      if (!h.inPlay) throw new Error('closed a bet whose stake is not in play');
      return { placed: true, inPlay: false, credit: CREDIT[to] };
  }
}

describe('minigame bet lifecycle table', () => {
  it('decides every state × event', () => {
    expectTotal(MINIGAME_BET_LIFECYCLE, MINIGAME_BET_STATES, MINIGAME_BET_EVENTS);
  });

  it("every move's money turns what the bet held into what its new state holds", () => {
    for (const from of MINIGAME_BET_STATES) {
      for (const event of MINIGAME_BET_EVENTS) {
        const cell = MINIGAME_BET_LIFECYCLE[from][event];
        if (cell.kind !== 'move') continue;
        expect(apply(holdingOf(from), cell.money, cell.to), `${from} × ${event}`).toEqual(
          holdingOf(cell.to),
        );
      }
    }
  });

  it('along every sequence of six events: one stake, at most one credit, never paid and refunded', () => {
    const broken: string[] = [];
    const paths = walkPaths(
      MINIGAME_BET_LIFECYCLE,
      MINIGAME_BET_EVENTS,
      { state: 'absent' as MinigameBetState, value: { stakes: 0, credits: 0 } },
      6,
      (books, _from, cell, path) => {
        if (cell.kind !== 'move') return books;
        const next = {
          stakes: books.stakes + (cell.money === 'takeStake' ? 1 : 0),
          credits: books.credits + (cell.money === 'close' && CREDIT[cell.to] !== 'none' ? 1 : 0),
        };
        if (next.stakes > 1 || next.credits > 1) broken.push(path.join(' → '));
        return next;
      },
    );
    expect(broken.slice(0, 5)).toEqual([]);
    expect(paths).toBeGreaterThan(100_000);
  });

  it('the round engine never refuses; a placement under a used key never moves money', () => {
    for (const state of MINIGAME_BET_STATES) {
      const row = MINIGAME_BET_LIFECYCLE[state];
      for (const event of MINIGAME_BET_EVENTS.filter((e) => e.startsWith('job'))) {
        expect(row[event].kind, `${state} × ${event}`).not.toBe('refuse');
      }
      if (state !== 'absent') expect(row.memberPlace.kind, state).toBe('answer');
    }
    expect(MINIGAME_BET_LIFECYCLE.won.roundCancel).toEqual({
      kind: 'refuse',
      code: 'ROUND_NOT_CANCELLABLE',
    });
  });

  it('gives the set-based statements the statuses they take and give', () => {
    for (const event of [
      'jobSettleWon',
      'jobSettleLost',
      'jobSettlePush',
      'roundCancel',
    ] as const) {
      expect(statusesMovingOn(event), event).toEqual([MINIGAME_BET_STATUS.open]);
    }
    expect(statusesMovingOn('memberReplace')).toEqual([MINIGAME_BET_STATUS.open]);
    expect(statusAfter('jobSettleWon')).toBe(MINIGAME_BET_STATUS.won);
    expect(statusAfter('jobSettlePush')).toBe(MINIGAME_BET_STATUS.push);
    expect(statusAfter('roundCancel')).toBe(MINIGAME_BET_STATUS.cancelled);
    expect(minigameBetStateOf({ status: -1, replaced: true })).toBe('replaced');
    expect(minigameBetStateOf({ status: -1, replaced: false })).toBe('refunded');
    expect(minigameBetStateOf({ status: 3, replaced: false })).toBe('push');
  });
});
