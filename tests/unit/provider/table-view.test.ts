import { describe, expect, it } from 'vitest';
import type { TableRoundView, TableState } from '../../../common/contract/demo-provider.contract';
import {
  EMPTY_TABLE,
  fromSnapshot,
  HISTORY_LIMIT,
  mergeSnapshot,
  onBetsPlaced,
  onResult,
  onRound,
} from '../../../src/provider/demo/tables/table-view';

const fairness = { commitHex: 'ab', serverSeedHex: null, clientSeed: 'table', nonce: 1 };
function round(
  roundNo: number,
  phase: TableRoundView['phase'],
  outcome: unknown = null,
): TableRoundView {
  return {
    gameCode: 'baccarat-1',
    roundNo,
    roundRef: `baccarat-1-r${roundNo}`,
    phase,
    closesAt: '2026-11-24T10:00:15.000Z',
    fairness,
    seats: [],
    outcome,
  };
}
const banker = { winner: 'banker', player: [], banker: [], playerPoints: 0, bankerPoints: 0 };

describe('table view: snapshot and stream folded', () => {
  it('adds a settled round to the road once, however often its event comes', () => {
    const state: TableState = {
      round: round(7, 'betting'),
      history: ['player'],
      myBets: [],
      mySeat: null,
    };
    let view = fromSnapshot(state);
    view = onRound(view, round(7, 'dealing', banker));
    expect(view.history).toEqual(['player']);
    view = onRound(view, round(7, 'settled', banker));
    view = onRound(view, round(7, 'settled', banker));
    expect(view.history).toEqual(['player', 'banker']);
  });

  it('does not add the round a settled snapshot already counted', () => {
    const view = fromSnapshot({
      round: round(3, 'settled', banker),
      history: ['banker'],
      myBets: [],
      mySeat: null,
    });
    expect(onRound(view, round(3, 'settled', banker)).history).toEqual(['banker']);
    expect(onRound(view, round(4, 'settled', { pocket: 17 })).history).toEqual(['banker', 17]);
  });

  it("leaves a round being dealt out of the provider's history until it settles", () => {
    const view = fromSnapshot({
      round: round(8, 'dealing', banker),
      history: ['player', 'banker'],
      myBets: [],
      mySeat: null,
    });
    expect(view.history).toEqual(['player']);
    expect(onRound(view, round(8, 'settled', banker)).history).toEqual(['player', 'banker']);
  });

  it('keeps the road to its last results', () => {
    const history = Array.from({ length: HISTORY_LIMIT }, () => 'tie');
    const view = onRound(
      fromSnapshot({ round: round(9, 'dealing'), history, myBets: [], mySeat: null }),
      round(9, 'settled', banker),
    );
    expect(view.history).toHaveLength(HISTORY_LIMIT);
    expect(view.history.at(-1)).toBe('banker');
  });

  it('clears the bets of the last round and tells a round that opened in front of the page', () => {
    let view = fromSnapshot({ round: round(5, 'betting'), history: [], myBets: [], mySeat: null });
    expect(view.openedLive).toBe(false);
    view = onBetsPlaced(view, [{ kind: 'player', stake: 1_000 }], null);
    view = onBetsPlaced(view, [{ kind: 'tie', stake: 1_000 }], null);
    expect(view.myBets).toHaveLength(2);
    view = onResult(view, { roundRef: 'baccarat-1-r5', stake: 2_000, win: 2_000, balance: 10_000 });
    view = onRound(view, round(6, 'betting'));
    expect(view.myBets).toEqual([]);
    expect(view.openedLive).toBe(true);
    // The result of the last round stays on screen into the next.
    expect(view.lastResult?.roundRef).toBe('baccarat-1-r5');
    // The provider's own list of bets wins over the page's sum.
    const listed = onBetsPlaced(
      view,
      [{ kind: 'player', stake: 1_000 }],
      [{ kind: 'player', stake: 3_000 }],
    );
    expect(listed.myBets).toEqual([{ kind: 'player', stake: 3_000 }]);
  });

  it('a snapshot read again keeps what the page learnt of the same round', () => {
    const live = onRound(
      fromSnapshot({ round: round(5, 'settled'), history: [], myBets: [], mySeat: null }),
      round(6, 'betting'),
    );
    const again = mergeSnapshot(
      live,
      fromSnapshot({ round: round(6, 'betting'), history: [], myBets: [], mySeat: null }),
    );
    expect(again.openedLive).toBe(true);
    const later = mergeSnapshot(
      live,
      fromSnapshot({ round: round(8, 'betting'), history: [], myBets: [], mySeat: null }),
    );
    expect(later.openedLive).toBe(false);
    expect(onRound(EMPTY_TABLE, round(1, 'betting')).openedLive).toBe(false);
  });
});
