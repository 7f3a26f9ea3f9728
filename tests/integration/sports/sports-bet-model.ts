/**
 * What one sports bet should do, as a plain function of the events so far: the model the
 * model-based test (sports-bet.model.test.ts) holds the real server to. One single on a 2.00
 * selection, 10,000 won staked by a member who starts with 100,000. It is written from the rules
 * (docs/architecture.md §6, docs/money-lifecycles.md), not from the server's code: the sweeper
 * settles an open bet whose leg has a result (the operator's correction over the feed's), a
 * cash-out pays 95 % of the fair value while the leg is open and priced, a member cancels an
 * open bet, an operator voids any bet not cancelled or cashed out, and a correction re-settles
 * every bet that is not.
 */
export const INITIAL_WON = 100_000;
export const STAKE_WON = 10_000;
export const PRICE_HUNDREDTHS = 200;
/** 10,000 × 2.00 / 2.00 × 0.95: the price has not moved since placement. */
export const OFFER_WON = 9_500;

/** LSports codes the feed and the operator send: winner, loser, cancelled (a void leg). */
export type LegCode = 2 | 1 | -1;

export type SportsEvent =
  | { kind: 'place' }
  | { kind: 'cashOut'; key: 0 | 1 }
  | { kind: 'cancel'; key: 0 | 1 }
  | { kind: 'feedSettles'; code: LegCode }
  | { kind: 'sweep' }
  | { kind: 'operatorVoid' }
  | { kind: 'operatorResettle'; code: LegCode };

export type ModelState = 'absent' | 'open' | 'won' | 'lost' | 'void' | 'cashedOut' | 'cancelled';

export interface SportsModel {
  state: ModelState;
  /** The feed's code for the leg, and the operator's correction that wins over it. */
  feed: LegCode | null;
  correction: LegCode | null;
  /** What the bet has paid the member and not taken back (payout, cash-out or refund). */
  heldWon: number;
  cashWon: number;
  cashOutKeys: readonly number[];
  cancelKeys: readonly number[];
}

export const initialModel = (): SportsModel => ({
  state: 'absent',
  feed: null,
  correction: null,
  heldWon: 0,
  cashWon: INITIAL_WON,
  cashOutKeys: [],
  cancelKeys: [],
});

/** The answer the server should give: a status, and a code when it refuses. */
export interface Expected {
  status: number;
  code?: string;
}

/** Events that need the bet's id (the member and the operator act on a bet that exists). */
export const needsBet = (e: SportsEvent) =>
  e.kind === 'cashOut' || e.kind === 'cancel' || e.kind === 'operatorVoid';

const isSettled = (s: ModelState) => s === 'won' || s === 'lost' || s === 'void';

function settledBy(m: SportsModel, code: LegCode): SportsModel {
  const state: ModelState = code === 2 ? 'won' : code === 1 ? 'lost' : 'void';
  const held = code === 2 ? (STAKE_WON * PRICE_HUNDREDTHS) / 100 : code === 1 ? 0 : STAKE_WON;
  return { ...m, state, heldWon: held, cashWon: m.cashWon - m.heldWon + held };
}

/** The next model and the answer, for one event delivered alone. */
export function step(m: SportsModel, e: SportsEvent): { next: SportsModel; expected: Expected } {
  const ok = (next: SportsModel) => ({ next, expected: { status: 200 } });
  const refused = (status: number, code?: string) => ({ next: m, expected: { status, code } });
  const effective = m.correction ?? m.feed;
  switch (e.kind) {
    case 'place':
      if (m.state !== 'absent') return ok(m);
      // A settled leg (by the feed or by the operator's correction) closes its selection.
      if (effective !== null) return refused(409, 'SPORTS_SELECTION_CLOSED');
      return ok({ ...m, state: 'open', cashWon: m.cashWon - STAKE_WON });
    case 'cashOut':
      if (m.cashOutKeys.includes(e.key)) return ok(m);
      if (m.state !== 'open' || effective !== null)
        return refused(409, 'SPORTS_CASHOUT_UNAVAILABLE');
      return ok({
        ...m,
        state: 'cashedOut',
        heldWon: OFFER_WON,
        cashWon: m.cashWon + OFFER_WON,
        cashOutKeys: [...m.cashOutKeys, e.key],
      });
    case 'cancel':
      if (m.cancelKeys.includes(e.key)) return ok(m);
      if (m.state !== 'open') return refused(409, 'SPORTS_BET_NOT_CANCELLABLE');
      return ok({
        ...m,
        state: 'cancelled',
        heldWon: STAKE_WON,
        cashWon: m.cashWon + STAKE_WON,
        cancelKeys: [...m.cancelKeys, e.key],
      });
    case 'feedSettles':
      return ok({ ...m, feed: e.code });
    case 'sweep':
      return ok(m.state === 'open' && effective !== null ? settledBy(m, effective) : m);
    case 'operatorVoid':
      if (m.state !== 'open' && !isSettled(m.state)) return refused(409, 'SPORTS_BET_CLOSED');
      return ok({
        ...m,
        state: 'cancelled',
        heldWon: STAKE_WON,
        cashWon: m.cashWon - m.heldWon + STAKE_WON,
      });
    case 'operatorResettle': {
      const corrected = { ...m, correction: e.code };
      return ok(
        m.state === 'open' || isSettled(m.state) ? settledBy(corrected, e.code) : corrected,
      );
    }
  }
}

export const describeEvent = (e: SportsEvent) =>
  'key' in e ? `${e.kind}#${e.key}` : 'code' in e ? `${e.kind}(${e.code})` : e.kind;
