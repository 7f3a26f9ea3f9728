/**
 * Settlement codes of every market type the feed offers (LSports: 1 loser,
 * 2 winner, 3 refund, 4 half lost, 5 half won), quarter lines and pushes included.
 */
import { describe, expect, it } from 'vitest';
import {
  MARKET_TYPE,
  MARKETS_BY_SPORT,
  selectionLine,
} from '../../../../common/domain/sports/market-catalog';
import { selectionLabel } from '../../../../common/i18n/sports-labels.ko';
import {
  decidedOverUnder,
  isQuarterLine,
  lineInQuarters,
  settleSelection,
  type FixtureOutcome,
  type Score,
} from '../../../../common/domain/sports/market-settlement';

const LOSER = 1;
const WINNER = 2;
const REFUND = 3;
const HALF_LOST = 4;
const HALF_WON = 5;

function outcome(regular: Score, extra: Partial<FixtureOutcome> = {}): FixtureOutcome {
  return {
    regular,
    full: extra.full ?? regular,
    firstPeriod: extra.firstPeriod ?? { home: 0, away: 0 },
    sets: extra.sets ?? regular,
    firstToScore: extra.firstToScore ?? null,
  };
}

const score = (home: number, away: number): Score => ({ home, away });

describe('1X2 and win-lose', () => {
  it.each([
    [score(2, 1), [WINNER, LOSER, LOSER]],
    [score(1, 1), [LOSER, WINNER, LOSER]],
    [score(0, 3), [LOSER, LOSER, WINNER]],
  ] as const)('1X2 at %o → 1, X, 2 settle %o', (result, codes) => {
    const settled = ['1', 'X', '2'].map((name) =>
      settleSelection(MARKET_TYPE.threeWay, name, null, outcome(result)),
    );
    expect(settled).toEqual(codes);
  });

  it('12 including overtime settles on the full score and refunds a tie', () => {
    const afterOvertime = outcome(score(3, 3), { full: score(4, 3) });
    expect(settleSelection(MARKET_TYPE.twoWayFull, '1', null, afterOvertime)).toBe(WINNER);
    expect(settleSelection(MARKET_TYPE.twoWayFull, '2', null, afterOvertime)).toBe(LOSER);
    // KBO: a game still level after twelve innings.
    const tied = outcome(score(4, 4));
    expect(settleSelection(MARKET_TYPE.twoWayFull, '1', null, tied)).toBe(REFUND);
    expect(settleSelection(MARKET_TYPE.twoWayFull, '2', null, tied)).toBe(REFUND);
  });

  it('volleyball 12 settles on sets, the first set winner on its points', () => {
    const match = outcome(score(100, 98), { sets: score(1, 3), firstPeriod: score(25, 21) });
    expect(settleSelection(MARKET_TYPE.twoWaySets, '2', null, match)).toBe(WINNER);
    expect(settleSelection(MARKET_TYPE.firstSetWinner, '1', null, match)).toBe(WINNER);
  });

  it('1X2 on the first quarter reads the first period only', () => {
    const game = outcome(score(80, 70), { firstPeriod: score(20, 20) });
    expect(settleSelection(MARKET_TYPE.firstQuarterThreeWay, 'X', null, game)).toBe(WINNER);
  });
});

describe('over/under', () => {
  const ou = MARKET_TYPE.overUnder;
  it.each([
    // line, total, over, under
    ['2.5', 3, WINNER, LOSER],
    ['2.5', 2, LOSER, WINNER],
    ['3', 3, REFUND, REFUND],
    ['2.25', 2, HALF_LOST, HALF_WON],
    ['2.25', 3, WINNER, LOSER],
    ['2.75', 3, HALF_WON, HALF_LOST],
    ['2.75', 2, LOSER, WINNER],
    ['0.5', 0, LOSER, WINNER],
  ] as const)('line %s with %i goals', (line, total, over, under) => {
    const result = outcome(score(total, 0));
    expect(settleSelection(ou, 'Over', line, result)).toBe(over);
    expect(settleSelection(ou, 'Under', line, result)).toBe(under);
  });

  it('including overtime counts the full score; totals of points work the same', () => {
    const result = outcome(score(100, 100), { full: score(110, 108) });
    expect(settleSelection(MARKET_TYPE.overUnderFull, 'Over', '210.5', result)).toBe(WINNER);
    expect(settleSelection(MARKET_TYPE.overUnder, 'Over', '210.5', result)).toBe(LOSER);
  });

  it('knows when a line is already decided in play', () => {
    expect(decidedOverUnder('Over', '2.5', 2)).toBeNull();
    expect(decidedOverUnder('Over', '2.5', 3)).toBe(WINNER);
    expect(decidedOverUnder('Under', '2.5', 3)).toBe(LOSER);
    expect(decidedOverUnder('Over', '2.75', 3)).toBeNull(); // half of it can still push
    expect(decidedOverUnder('Over', '2.25', 3)).toBe(WINNER);
    expect(decidedOverUnder('Over', '3', 3)).toBeNull();
    expect(decidedOverUnder('Over', '3', 4)).toBe(WINNER);
  });
});

describe('Asian handicap (each side carries its own line)', () => {
  const ah = MARKET_TYPE.asianHandicap;
  it.each([
    // home line, home goals, away goals, home code, away code
    ['-0.5', 1, 0, WINNER, LOSER],
    ['-0.5', 1, 1, LOSER, WINNER],
    ['0', 1, 1, REFUND, REFUND],
    ['-1', 2, 1, REFUND, REFUND],
    ['-0.25', 1, 1, HALF_LOST, HALF_WON],
    ['-0.25', 2, 1, WINNER, LOSER],
    ['-0.75', 2, 1, HALF_WON, HALF_LOST],
    ['-0.75', 3, 1, WINNER, LOSER],
    ['0.25', 0, 0, HALF_WON, HALF_LOST],
    ['0.75', 0, 1, HALF_LOST, HALF_WON],
    ['-1.25', 2, 1, HALF_LOST, HALF_WON],
    ['-1.5', 2, 1, LOSER, WINNER],
    ['1.5', 0, 1, WINNER, LOSER],
  ] as const)('home %s at %i:%i', (line, home, away, homeCode, awayCode) => {
    const result = outcome(score(home, away));
    const awayLine = selectionLine('handicap', '2', line);
    expect(Number(awayLine)).toBe(0 - Number(line) + 0);
    expect(settleSelection(ah, '1', line, result)).toBe(homeCode);
    expect(settleSelection(ah, '2', awayLine, result)).toBe(awayCode);
  });

  it('set handicap counts sets; the run line counts the full score', () => {
    const match = outcome(score(110, 100), { sets: score(3, 1) });
    expect(settleSelection(MARKET_TYPE.setHandicap, '1', '-1.5', match)).toBe(WINNER);
    expect(settleSelection(MARKET_TYPE.setHandicap, '2', '1.5', match)).toBe(LOSER);
    const game = outcome(score(3, 3), { full: score(4, 3) });
    expect(settleSelection(MARKET_TYPE.asianHandicapFull, '1', '-1.5', game)).toBe(LOSER);
  });

  it('reads lines in quarters and refuses what is not a quarter line', () => {
    expect(lineInQuarters('-0.25')).toBe(-1);
    expect(lineInQuarters('2.75')).toBe(11);
    expect(isQuarterLine('2.75')).toBe(true);
    expect(isQuarterLine('2.5')).toBe(false);
    expect(() => lineInQuarters('0.3')).toThrow(RangeError);
    expect(() => lineInQuarters(null)).toThrow(RangeError);
  });
});

describe('combined outcomes and specials', () => {
  const combined = MARKET_TYPE.combined;
  it.each([
    [score(2, 1), '1 And Over'],
    [score(1, 0), '1 And Under'],
    [score(2, 2), 'X And Over'],
    [score(0, 0), 'X And Under'],
    [score(1, 3), '2 And Over'],
    [score(0, 1), '2 And Under'],
  ] as const)('at %o only %s wins (line 2.5)', (result, winnerName) => {
    for (const name of [
      '1 And Over',
      'X And Over',
      '2 And Over',
      '1 And Under',
      'X And Under',
      '2 And Under',
    ]) {
      expect(settleSelection(combined, name, '2.5', outcome(result)), name).toBe(
        name === winnerName ? WINNER : LOSER,
      );
    }
  });

  it('labels combined outcomes with the spec §9 texts', () => {
    expect(selectionLabel('combined', '1 And Over')).toBe('홈승 + 오버');
    expect(selectionLabel('combined', 'X And Under')).toBe('무승부 + 언더');
    expect(selectionLabel('threeWay', 'X')).toBe('무');
    expect(selectionLabel('oddEven', 'Odd')).toBe('홀');
    expect(selectionLabel('bothScore', 'Yes')).toBe('예');
    expect(selectionLabel('firstToScore', 'No Goal')).toBe('무득점');
  });

  it('odd/even, both teams to score, run in the first inning, first to score', () => {
    const result = outcome(score(2, 1), {
      firstToScore: 'away',
      firstPeriod: score(0, 0),
    });
    expect(settleSelection(MARKET_TYPE.oddEven, 'Odd', null, result)).toBe(WINNER);
    expect(settleSelection(MARKET_TYPE.oddEven, 'Even', null, result)).toBe(LOSER);
    expect(settleSelection(MARKET_TYPE.bothTeamsToScore, 'Yes', null, result)).toBe(WINNER);
    expect(settleSelection(MARKET_TYPE.firstInningRun, 'No', null, result)).toBe(WINNER);
    expect(settleSelection(MARKET_TYPE.firstToScore, '2', null, result)).toBe(WINNER);
    expect(settleSelection(MARKET_TYPE.firstToScore, '1', null, result)).toBe(LOSER);
    const goalless = outcome(score(0, 0));
    expect(settleSelection(MARKET_TYPE.firstToScore, 'No Goal', null, goalless)).toBe(WINNER);
    expect(settleSelection(MARKET_TYPE.bothTeamsToScore, 'No', null, goalless)).toBe(WINNER);
  });

  it('refuses names a market does not have', () => {
    expect(() => settleSelection(MARKET_TYPE.threeWay, 'Z', null, outcome(score(1, 0)))).toThrow();
    expect(() => settleSelection(combined, '1 And Maybe', '2.5', outcome(score(1, 0)))).toThrow();
  });

  it('every sport offers a winner, a handicap, a total and specials', () => {
    for (const types of Object.values(MARKETS_BY_SPORT)) {
      const kinds = new Set(types.map((t) => t.kind));
      expect(kinds.has('threeWay') || kinds.has('twoWay')).toBe(true);
      expect(kinds.has('handicap')).toBe(true);
      expect(kinds.has('overUnder')).toBe(true);
      expect(types.some((t) => t.special)).toBe(true);
    }
  });
});
