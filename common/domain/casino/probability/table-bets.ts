/**
 * The live-style tables' bets enumerated through their own return functions: baccarat over every
 * deal of the 8-deck shoe (the minigame's baccarat space: same shoe, same coup), roulette over the
 * 37 pockets for every valid bet of each kind. A bet of 100 is settled on every outcome: a return
 * above the stake is a win (always the same return for a bet, checked), the stake back is a push,
 * nothing is a loss.
 */
import { fraction } from '../../exact-fraction';
import { baccaratSpace } from '../../minigame/probability/baccarat-space';
import type { OutcomeSpace } from '../../minigame/probability/outcome-space';
import type { CasinoBetProbability } from '../market-probabilities';
import { BACCARAT_BET_KINDS, baccaratReturn, type BaccaratOutcome } from '../tables/baccarat';
import {
  ROULETTE_BET_KINDS,
  ROULETTE_POCKETS,
  rouletteReturn,
  validateRouletteBet,
  type RouletteBetKind,
} from '../tables/roulette';

const STAKE = 100;

interface BetToSettle<O> {
  readonly bet: string;
  /** What a bet of STAKE returns on the outcome. */
  readonly returnOf: (outcome: O) => number;
}

/** Settles every bet on every outcome of the space, in one pass over it. */
function settleOver<O>(
  game: CasinoBetProbability['game'],
  bets: readonly BetToSettle<O>[],
  space: OutcomeSpace<O>,
): CasinoBetProbability[] {
  const tallies = bets.map(() => ({ won: 0n, push: 0n, paid: 0 }));
  space.forEach((outcome, weight) => {
    bets.forEach(({ bet, returnOf }, index) => {
      const tally = tallies[index]!;
      const paid = returnOf(outcome);
      if (paid === STAKE) tally.push += weight;
      else if (paid > STAKE) {
        if (tally.paid !== 0 && tally.paid !== paid) {
          throw new Error(`${game} ${bet}: a win returns ${paid} and ${tally.paid}`);
        }
        tally.paid = paid;
        tally.won += weight;
      } else if (paid !== 0) throw new Error(`${game} ${bet}: a part return of ${paid}`);
    });
  });
  return bets.map(({ bet }, index) => {
    const { won, push, paid } = tallies[index]!;
    if (paid === 0) throw new Error(`${game} ${bet}: never wins`);
    const total = space.total;
    return {
      game,
      bet,
      won: fraction(won, total),
      push: fraction(push, total),
      returnHundredths: paid,
    };
  });
}

function baccaratBets(): CasinoBetProbability[] {
  return settleOver<BaccaratOutcome>(
    'baccarat',
    BACCARAT_BET_KINDS.map((kind) => ({
      bet: kind,
      returnOf: (outcome) => baccaratReturn({ kind, stake: STAKE }, outcome),
    })),
    baccaratSpace(),
  );
}

const subsets = (size: number, from = 0): number[][] =>
  size === 0
    ? [[]]
    : Array.from({ length: ROULETTE_POCKETS - from }, (_, i) => from + i).flatMap((first) =>
        subsets(size - 1, first + 1).map((rest) => [first, ...rest]),
      );

/** Every valid bet of a kind: the inside bets' number sets, the ordinal or nothing outside. */
function validRouletteBets(kind: RouletteBetKind): number[][] {
  const candidates: Partial<Record<RouletteBetKind, number[][]>> = {
    straight: subsets(1),
    split: subsets(2),
    street: subsets(3),
    corner: subsets(4),
    // A six line is two whole rows: six consecutive numbers (any other six numbers fail it).
    six_line: Array.from({ length: ROULETTE_POCKETS - 5 }, (_, first) =>
      Array.from({ length: 6 }, (_, i) => first + i),
    ),
    dozen: [[1], [2], [3]],
    column: [[1], [2], [3]],
  };
  return (candidates[kind] ?? [[]]).filter(
    (numbers) => validateRouletteBet({ kind, numbers, stake: STAKE }) === null,
  );
}

const POCKET_SPACE: OutcomeSpace<number> = {
  total: BigInt(ROULETTE_POCKETS),
  forEach(visit) {
    for (let pocket = 0; pocket < ROULETTE_POCKETS; pocket += 1) visit(pocket, 1n);
  },
};

/** One row per kind; every valid bet of the kind must give the same figures. */
function rouletteBets(): CasinoBetProbability[] {
  return ROULETTE_BET_KINDS.map((kind) => {
    const rows = settleOver(
      'roulette',
      validRouletteBets(kind).map((numbers) => ({
        bet: kind,
        returnOf: (pocket: number) => rouletteReturn({ kind, numbers, stake: STAKE }, { pocket }),
      })),
      POCKET_SPACE,
    );
    const [first] = rows;
    if (!first) throw new Error(`roulette ${kind}: no valid bet`);
    const key = (row: CasinoBetProbability) =>
      `${row.won.numerator}/${row.won.denominator} ${row.returnHundredths}`;
    if (rows.some((row) => key(row) !== key(first))) {
      throw new Error(`roulette ${kind}: bets of one kind differ`);
    }
    return first;
  });
}

export function enumerateCasinoTableBets(): CasinoBetProbability[] {
  return [...baccaratBets(), ...rouletteBets()];
}
