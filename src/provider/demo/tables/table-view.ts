/**
 * What a table page shows, folded from the table's snapshot (GET …/tables/:gameCode) and its
 * stream's events (`round` on every phase change, `result` for this session's settlement). Pure,
 * so the order of snapshot and events is tested without a server.
 */
import type {
  TableResultEvent,
  TableRoundView,
  TableState,
} from '../../../../common/contract/demo-provider.contract';
import type { PendingBet } from './bet-slip';

/** The road keeps what the provider sends: up to 60 results, oldest first. */
export const HISTORY_LIMIT = 60;

export interface TableView {
  readonly round: TableRoundView | null;
  /** 'player' | 'banker' | 'tie' (baccarat) or the pocket (roulette), oldest first. */
  readonly history: readonly (string | number)[];
  /** The last round already counted in history (so a repeated event adds nothing). */
  readonly historyRoundNo: number;
  readonly myBets: readonly PendingBet[];
  /** The round's betting opened while the page watched the stream (countdown.ts reads its clock). */
  readonly openedLive: boolean;
  /** This session's settlement of the last round it bet on (kept until the next one settles). */
  readonly lastResult: TableResultEvent | null;
}

export const EMPTY_TABLE: TableView = {
  round: null,
  history: [],
  historyRoundNo: 0,
  myBets: [],
  openedLive: false,
  lastResult: null,
};

/** The result a settled round adds to the road. */
export function historyEntry(outcome: unknown): string | number | null {
  if (outcome && typeof outcome === 'object') {
    const record = outcome as { winner?: unknown; pocket?: unknown };
    if (typeof record.winner === 'string') return record.winner;
    if (typeof record.pocket === 'number') return record.pocket;
  }
  return null;
}

/**
 * The provider's history already holds a round once it is dealt; while the page still deals it,
 * the road leaves it out (no spoiler before the cards are down) and adds it when it settles.
 */
export function fromSnapshot(state: TableState): TableView {
  const { round } = state;
  const dealing = round.phase === 'dealing' && historyEntry(round.outcome) !== null;
  const history = dealing ? state.history.slice(0, -1) : state.history;
  return {
    round,
    history: history.slice(-HISTORY_LIMIT),
    historyRoundNo: round.phase === 'settled' ? round.roundNo : round.roundNo - 1,
    myBets: state.myBets,
    openedLive: false,
    lastResult: null,
  };
}

/** A snapshot read again (after a reconnection) keeps what the page learnt by watching. */
export function mergeSnapshot(current: TableView, snapshot: TableView): TableView {
  const sameRound = current.round?.roundNo === snapshot.round?.roundNo;
  return {
    ...snapshot,
    openedLive: sameRound && current.openedLive,
    lastResult: current.lastResult,
  };
}

export function onRound(view: TableView, round: TableRoundView): TableView {
  const newRound = view.round !== null && round.roundNo !== view.round.roundNo;
  let { history, historyRoundNo } = view;
  const entry = round.phase === 'settled' ? historyEntry(round.outcome) : null;
  if (entry !== null && round.roundNo > historyRoundNo) {
    history = [...history, entry].slice(-HISTORY_LIMIT);
    historyRoundNo = round.roundNo;
  }
  return {
    ...view,
    round,
    history,
    historyRoundNo,
    myBets: newRound ? [] : view.myBets,
    openedLive: newRound ? round.phase === 'betting' : view.openedLive,
  };
}

export function onResult(view: TableView, result: TableResultEvent): TableView {
  return { ...view, lastResult: result };
}

/**
 * Bets the provider accepted: its own list of this session's bets on the round when the answer
 * carries one (the truth, also after a retry), else the sent bets added to the known ones.
 */
export function onBetsPlaced(
  view: TableView,
  sent: readonly PendingBet[],
  providerList: readonly PendingBet[] | null,
): TableView {
  return { ...view, myBets: providerList ?? [...view.myBets, ...sent] };
}
