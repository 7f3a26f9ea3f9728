/**
 * What a member's minigame bets in one round should do, as a plain function of the events so far:
 * the model the model-based test (minigame-bet.model.test.ts) holds the real server to. The member
 * starts with 100,000 won and may place under two keys, each its own pick of 10,000 won (spec §4:
 * a new pick replaces the open bet of the round, its stake refunded). Written from the rules
 * (docs/architecture.md §9, docs/money-lifecycles.md), not from the server's code.
 */
export const INITIAL_WON = 100_000;
export const STAKE_WON = 10_000;

export type Grade = 'won' | 'lost' | 'push';
export type RoundStatus = 'open' | 'closed' | 'drawn' | 'settled' | 'cancelled';
export type BetState = 'absent' | 'open' | 'won' | 'lost' | 'push' | 'replaced' | 'refunded';

export type MinigameEvent =
  | { kind: 'place'; key: 0 | 1 }
  | { kind: 'close' }
  | { kind: 'draw' }
  | { kind: 'settle' }
  | { kind: 'operatorCancel' };

export interface MinigameModel {
  round: RoundStatus;
  /** 0 betting time, 1 past the close, 2 past the draw: the clock only moves forward. */
  phase: 0 | 1 | 2;
  bets: readonly [BetState, BetState];
  cashWon: number;
}

/** Per key: the odds its pick was placed at and the grade the round's seed gives it. */
export interface Picks {
  odds: readonly [number, number];
  grades: readonly [Grade, Grade];
}

export const initialModel = (): MinigameModel => ({
  round: 'open',
  phase: 0,
  bets: ['absent', 'absent'],
  cashWon: INITIAL_WON,
});

export interface Expected {
  /** null: a job step, which answers nothing to check. */
  status: number | null;
  code?: string;
}

/** How far the event moves the clock (applied before events delivered together run). */
export const phaseOf = (e: MinigameEvent): 0 | 1 | 2 =>
  e.kind === 'close' ? 1 : e.kind === 'draw' ? 2 : 0;

const withBet = (bets: readonly [BetState, BetState], key: 0 | 1, state: BetState) =>
  (key === 0 ? [state, bets[1]] : [bets[0], state]) as [BetState, BetState];

export function step(
  m: MinigameModel,
  e: MinigameEvent,
  picks: Picks,
): { next: MinigameModel; expected: Expected } {
  const job = (next: MinigameModel) => ({ next, expected: { status: null } });
  switch (e.kind) {
    case 'place': {
      if (m.bets[e.key] !== 'absent') return { next: m, expected: { status: 200 } };
      if (m.round !== 'open' || m.phase > 0) {
        return { next: m, expected: { status: 409, code: 'BETTING_CLOSED' } };
      }
      const other = e.key === 0 ? 1 : 0;
      let bets = withBet(m.bets, e.key, 'open');
      let cashWon = m.cashWon - STAKE_WON;
      if (m.bets[other] === 'open') {
        bets = withBet(bets, other, 'replaced');
        cashWon += STAKE_WON;
      }
      return { next: { ...m, bets, cashWon }, expected: { status: 200 } };
    }
    case 'close':
      return job(m.round === 'open' ? { ...m, round: 'closed' } : m);
    case 'draw':
      return job(m.round === 'closed' && m.phase === 2 ? { ...m, round: 'drawn' } : m);
    case 'settle': {
      if (m.round !== 'drawn') return job(m);
      let cashWon = m.cashWon;
      const bets = m.bets.map((state, key) => {
        if (state !== 'open') return state;
        const grade = picks.grades[key]!;
        if (grade === 'won') cashWon += Math.floor((STAKE_WON * picks.odds[key]!) / 100);
        if (grade === 'push') cashWon += STAKE_WON;
        return grade;
      }) as [BetState, BetState];
      return job({ ...m, round: 'settled', bets, cashWon });
    }
    case 'operatorCancel': {
      if (m.round === 'settled' || m.round === 'cancelled') {
        return { next: m, expected: { status: 409, code: 'ROUND_NOT_CANCELLABLE' } };
      }
      let cashWon = m.cashWon;
      const bets = m.bets.map((state) => {
        if (state !== 'open') return state;
        cashWon += STAKE_WON;
        return 'refunded';
      }) as [BetState, BetState];
      return { next: { ...m, round: 'cancelled', bets, cashWon }, expected: { status: 200 } };
    }
  }
}

export const describeEvent = (e: MinigameEvent) => ('key' in e ? `${e.kind}#${e.key}` : e.kind);
