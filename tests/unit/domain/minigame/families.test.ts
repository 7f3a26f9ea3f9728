// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Card } from '../../../../common/domain/minigame/cards';
import {
  baccarat,
  bankerDraws,
  playCoup,
} from '../../../../common/domain/minigame/families/baccarat';
import { basketballMatch } from '../../../../common/domain/minigame/families/basketball-match';
import {
  blackjack,
  handTotal,
  playHand,
} from '../../../../common/domain/minigame/families/blackjack';
import { dice } from '../../../../common/domain/minigame/families/dice';
import { dragonTiger } from '../../../../common/domain/minigame/families/dragon-tiger';
import { goStop } from '../../../../common/domain/minigame/families/go-stop';
import { highLow } from '../../../../common/domain/minigame/families/high-low';
import { ladder } from '../../../../common/domain/minigame/families/ladder';
import { oddEven } from '../../../../common/domain/minigame/families/odd-even';
import { oneRing } from '../../../../common/domain/minigame/families/one-ring';
import { powerball } from '../../../../common/domain/minigame/families/powerball';
import { dogRace, horseRace } from '../../../../common/domain/minigame/families/race';
import { roulette } from '../../../../common/domain/minigame/families/roulette';
import { sicbo } from '../../../../common/domain/minigame/families/sicbo';
import { soccerMatch } from '../../../../common/domain/minigame/families/soccer-match';
import { ArrayStream } from '../../../../common/domain/minigame/random-stream';
import type { FamilyEngine, Grade } from '../../../../common/domain/minigame/types';

/** Grades of all given keys, for compact expectations. */
function grades<O>(engine: FamilyEngine<O>, outcome: O, keys: string[]): Record<string, Grade> {
  return Object.fromEntries(keys.map((key) => [key, engine.grade(outcome, key)]));
}
const cards = (...ranks: number[]): (() => Card) => {
  const queue = ranks.map((rank) => ({ rank, suit: 0 }));
  return () => queue.shift() ?? { rank: 0, suit: 0 };
};

describe('powerball', () => {
  it('draws 5 distinct balls then the powerball, and grades every market', () => {
    // values 0,0,0,0,0 take balls 1..5 in order; 7 is the powerball
    const outcome = powerball.draw(new ArrayStream([0, 0, 0, 0, 0, 7]));
    expect(outcome).toEqual({ balls: [1, 2, 3, 4, 5], powerball: 7, sum: 15 });
    expect(
      grades(powerball, outcome, [
        'powerballOddEven.odd',
        'powerballOddEven.even',
        'powerballUnderOver.under',
        'powerballUnderOver.over',
        'sumOddEven.odd',
        'sumOddEven.even',
        'sumUnderOver.under',
        'sumUnderOver.over',
        'sumSize.small',
        'sumSize.medium',
        'sumSize.large',
        'powerballSection.A',
        'powerballSection.B',
        'powerballSection.C',
        'powerballSection.D',
      ]),
    ).toEqual({
      'powerballOddEven.odd': 'won',
      'powerballOddEven.even': 'lost',
      'powerballUnderOver.under': 'lost',
      'powerballUnderOver.over': 'won',
      'sumOddEven.odd': 'won',
      'sumOddEven.even': 'lost',
      'sumUnderOver.under': 'won',
      'sumUnderOver.over': 'lost',
      'sumSize.small': 'won',
      'sumSize.medium': 'lost',
      'sumSize.large': 'lost',
      'powerballSection.A': 'lost',
      'powerballSection.B': 'lost',
      'powerballSection.C': 'lost',
      'powerballSection.D': 'won',
    });
  });

  it('puts the band and line edges where the spec says', () => {
    const at = (sum: number, ball: number) => ({ balls: [], powerball: ball, sum });
    expect(powerball.grade(at(64, 0), 'sumSize.small')).toBe('won');
    expect(powerball.grade(at(65, 0), 'sumSize.medium')).toBe('won');
    expect(powerball.grade(at(80, 0), 'sumSize.medium')).toBe('won');
    expect(powerball.grade(at(81, 0), 'sumSize.large')).toBe('won');
    expect(powerball.grade(at(72, 0), 'sumUnderOver.under')).toBe('won');
    expect(powerball.grade(at(73, 0), 'sumUnderOver.over')).toBe('won');
    expect(powerball.grade(at(70, 4), 'powerballUnderOver.under')).toBe('won');
    expect(powerball.grade(at(70, 0), 'powerballOddEven.even')).toBe('won');
    expect(powerball.grade(at(70, 2), 'powerballSection.A')).toBe('won');
    expect(powerball.grade(at(70, 3), 'powerballSection.B')).toBe('won');
    expect(powerball.grade(at(70, 6), 'powerballSection.C')).toBe('won');
  });
});

describe('ladder', () => {
  it.each([
    [[0, 0], 'left', 3, 'even'],
    [[0, 1], 'left', 4, 'odd'],
    [[1, 0], 'right', 3, 'odd'],
    [[1, 1], 'right', 4, 'even'],
  ] as const)('values %j → %s %i lines → %s', (values, start, lines, result) => {
    const outcome = ladder.draw(new ArrayStream(values));
    expect(outcome).toEqual({ start, lines, result });
    expect(ladder.grade(outcome, `start.${start}`)).toBe('won');
    expect(ladder.grade(outcome, `lines.${lines === 3 ? 'three' : 'four'}`)).toBe('won');
    expect(ladder.grade(outcome, `lines.${lines === 3 ? 'four' : 'three'}`)).toBe('lost');
    expect(ladder.grade(outcome, `result.${result}`)).toBe('won');
    expect(ladder.grade(outcome, `combination.${start}${lines}`)).toBe('won');
    expect(
      ladder.grade(outcome, `combination.${start === 'left' ? 'right' : 'left'}${lines}`),
    ).toBe('lost');
  });
});

describe('baccarat third-card rules', () => {
  it('stands both hands on a natural', () => {
    const coup = playCoup(cards(8, 5, 13, 1)); // player 8+K = 8 natural, banker 5+A = 6
    expect(coup.player).toHaveLength(2);
    expect(coup.banker).toHaveLength(2);
    expect(coup.winner).toBe('player');
  });

  it('player stands on 6-7 and banker then draws on 0-5', () => {
    const coup = playCoup(cards(3, 2, 4, 3, 9)); // player 7 stands; banker 5 draws 9 → 4
    expect(coup.player).toHaveLength(2);
    expect(coup.bankerPoints).toBe(4);
    expect(coup.winner).toBe('player');
  });

  it('follows the banker table against the player third card', () => {
    expect(bankerDraws(3, { rank: 8, suit: 0 })).toBe(false);
    expect(bankerDraws(3, { rank: 9, suit: 0 })).toBe(true);
    expect(bankerDraws(4, { rank: 1, suit: 0 })).toBe(false);
    expect(bankerDraws(4, { rank: 2, suit: 0 })).toBe(true);
    expect(bankerDraws(5, { rank: 4, suit: 0 })).toBe(true);
    expect(bankerDraws(5, { rank: 3, suit: 0 })).toBe(false);
    expect(bankerDraws(6, { rank: 6, suit: 0 })).toBe(true);
    expect(bankerDraws(6, { rank: 13, suit: 0 })).toBe(false);
    expect(bankerDraws(2, { rank: 8, suit: 0 })).toBe(true);
    expect(bankerDraws(7, undefined)).toBe(false);
  });

  it('deals player third then banker third in shoe order', () => {
    // player 2+3 = 5 draws 4 → 9; banker K+6 = 6 draws on a player 6-7 only, so stands
    const coup = playCoup(cards(2, 13, 3, 6, 4, 5));
    expect(coup.player.map((c) => c.rank)).toEqual([2, 3, 4]);
    expect(coup.banker.map((c) => c.rank)).toEqual([13, 6]);
    expect(coup.winner).toBe('player');
  });

  it('pushes player/banker bets on a tie, pays tie and pairs', () => {
    const tie = playCoup(cards(7, 7, 13, 13)); // 7 v 7, both stand; pairs? player 7,K no
    expect(tie.winner).toBe('tie');
    expect(grades(baccarat, tie, ['main.player', 'main.banker', 'main.tie'])).toEqual({
      'main.player': 'push',
      'main.banker': 'push',
      'main.tie': 'won',
    });
    const pairs = playCoup(cards(4, 9, 4, 9)); // player 8 natural, banker 8 natural → tie with pairs
    expect(grades(baccarat, pairs, ['playerPair.yes', 'bankerPair.yes', 'main.tie'])).toEqual({
      'playerPair.yes': 'won',
      'bankerPair.yes': 'won',
      'main.tie': 'won',
    });
    const win = playCoup(cards(9, 1, 13, 1));
    expect(
      grades(baccarat, win, ['main.player', 'main.banker', 'main.tie', 'playerPair.yes']),
    ).toEqual({
      'main.player': 'won',
      'main.banker': 'lost',
      'main.tie': 'lost',
      'playerPair.yes': 'lost',
    });
  });

  it('draws from an 8-deck shoe through the stream', () => {
    // stream values 0,0,0,0 deal shoe positions 0,1,2,3 = A,2,3,4 of spades
    const coup = baccarat.draw(new ArrayStream([0, 0, 0, 0, 0, 0]));
    expect(coup.player.slice(0, 2).map((c) => c.rank)).toEqual([1, 3]);
    expect(coup.banker.slice(0, 2).map((c) => c.rank)).toEqual([2, 4]);
  });
});

describe('dragon tiger', () => {
  it('compares ranks with ace low and pushes dragon/tiger on a tie', () => {
    // value 12 deals shoe position 12 (K♠) to dragon; the next value 0 deals position 1 (2♠)
    const outcome = dragonTiger.draw(new ArrayStream([12, 0]));
    expect(outcome.dragon).toEqual({ rank: 13, suit: 0 });
    expect(outcome.tiger).toEqual({ rank: 2, suit: 0 });
    expect(dragonTiger.grade(outcome, 'main.dragon')).toBe('won');
    expect(dragonTiger.grade(outcome, 'main.tiger')).toBe('lost');
    const tie = {
      dragon: { rank: 5, suit: 1 },
      tiger: { rank: 5, suit: 3 },
      winner: 'tie' as const,
    };
    expect(
      grades(dragonTiger, tie, [
        'main.dragon',
        'main.tiger',
        'main.tie',
        'dragonColor.red',
        'dragonColor.black',
        'tigerColor.red',
        'tigerColor.black',
      ]),
    ).toEqual({
      'main.dragon': 'push',
      'main.tiger': 'push',
      'main.tie': 'won',
      'dragonColor.red': 'won',
      'dragonColor.black': 'lost',
      'tigerColor.red': 'lost',
      'tigerColor.black': 'won',
    });
  });
});

describe('odd-even card', () => {
  it('maps index to rank/suit in a 48-card deck and grades', () => {
    const outcome = oddEven.draw(new ArrayStream([18])); // 18 = suit 1 (hearts), rank 7
    expect(outcome.card).toEqual({ rank: 7, suit: 1 });
    expect(
      grades(oddEven, outcome, [
        'oddEven.odd',
        'oddEven.even',
        'underOver.under',
        'underOver.over',
        'color.red',
        'color.black',
      ]),
    ).toEqual({
      'oddEven.odd': 'won',
      'oddEven.even': 'lost',
      'underOver.under': 'lost',
      'underOver.over': 'won',
      'color.red': 'won',
      'color.black': 'lost',
    });
  });
});

describe('sicbo', () => {
  it('loses big/small and odd/even on a triple, pays the triple bets', () => {
    const triple = sicbo.draw(new ArrayStream([3, 3, 3])); // 4,4,4 = 12
    expect(triple).toEqual({ dice: [4, 4, 4], total: 12, triple: true });
    expect(
      grades(sicbo, triple, [
        'bigSmall.big',
        'bigSmall.small',
        'oddEven.odd',
        'oddEven.even',
        'total.12',
        'triple.4',
        'triple.3',
        'anyTriple.yes',
      ]),
    ).toEqual({
      'bigSmall.big': 'lost',
      'bigSmall.small': 'lost',
      'oddEven.odd': 'lost',
      'oddEven.even': 'lost',
      'total.12': 'won',
      'triple.4': 'won',
      'triple.3': 'lost',
      'anyTriple.yes': 'won',
    });
  });

  it('grades a plain roll', () => {
    const roll = sicbo.draw(new ArrayStream([0, 1, 5])); // 1,2,6 = 9
    expect(roll.total).toBe(9);
    expect(
      grades(sicbo, roll, ['bigSmall.small', 'oddEven.odd', 'total.9', 'anyTriple.yes']),
    ).toEqual({
      'bigSmall.small': 'won',
      'oddEven.odd': 'won',
      'total.9': 'won',
      'anyTriple.yes': 'lost',
    });
  });
});

describe('roulette', () => {
  const outside = [
    'color.red',
    'color.black',
    'oddEven.odd',
    'oddEven.even',
    'lowHigh.low',
    'lowHigh.high',
    'dozen.first',
    'dozen.second',
    'dozen.third',
    'column.first',
    'column.second',
    'column.third',
  ];
  it('loses every outside bet on zero and pays straight 0', () => {
    const zero = roulette.draw(new ArrayStream([0]));
    for (const key of outside) expect(roulette.grade(zero, key), key).toBe('lost');
    expect(roulette.grade(zero, 'straight.0')).toBe('won');
  });

  it('grades 36 (red, even, high, third dozen, third column)', () => {
    const won = outside.filter((key) => roulette.grade({ pocket: 36 }, key) === 'won');
    expect(won).toEqual([
      'color.red',
      'oddEven.even',
      'lowHigh.high',
      'dozen.third',
      'column.third',
    ]);
    const won13 = outside.filter((key) => roulette.grade({ pocket: 13 }, key) === 'won');
    expect(won13).toEqual([
      'color.black',
      'oddEven.odd',
      'lowHigh.low',
      'dozen.second',
      'column.first',
    ]);
    expect(roulette.grade({ pocket: 36 }, 'straight.36')).toBe('won');
    expect(() => roulette.grade({ pocket: 36 }, 'straight.37')).toThrow();
  });
});

describe('high-low against a fixed 7', () => {
  it('7 loses high and low and pays seven', () => {
    const seven = highLow.draw(new ArrayStream([6])); // index 6 = 7♠
    expect(seven.card).toEqual({ rank: 7, suit: 0 });
    expect(
      grades(highLow, seven, ['highLow.high', 'highLow.low', 'highLow.seven', 'color.black']),
    ).toEqual({
      'highLow.high': 'lost',
      'highLow.low': 'lost',
      'highLow.seven': 'won',
      'color.black': 'won',
    });
    const king = { card: { rank: 13, suit: 2 } };
    expect(grades(highLow, king, ['highLow.high', 'highLow.low', 'color.red'])).toEqual({
      'highLow.high': 'won',
      'highLow.low': 'lost',
      'color.red': 'won',
    });
  });
});

describe('blackjack (simplified)', () => {
  it('counts soft aces', () => {
    expect(
      handTotal([
        { rank: 1, suit: 0 },
        { rank: 6, suit: 0 },
      ]),
    ).toBe(17);
    expect(
      handTotal([
        { rank: 1, suit: 0 },
        { rank: 6, suit: 0 },
        { rank: 10, suit: 0 },
      ]),
    ).toBe(17);
    expect(
      handTotal([
        { rank: 1, suit: 0 },
        { rank: 1, suit: 0 },
        { rank: 13, suit: 0 },
      ]),
    ).toBe(12);
  });

  it('dealer stands on soft 17; player bust loses before the dealer draws', () => {
    // P 10,7 = 17 stands; D A,6 = soft 17 stands → player 17 v 17 push
    expect(playHand(cards(10, 1, 7, 6)).winner).toBe('push');
    // P 10,6 = 16 hits K → bust; dealer keeps two cards
    const bust = playHand(cards(10, 5, 6, 10, 13));
    expect(bust.winner).toBe('dealer');
    expect(bust.dealer).toHaveLength(2);
    // P 10,9 = 19; D 10,6 = 16 hits 10 → bust → player
    expect(playHand(cards(10, 10, 9, 6, 10)).winner).toBe('player');
    // blackjacks
    expect(playHand(cards(1, 10, 13, 9)).winner).toBe('player');
    expect(playHand(cards(1, 1, 13, 12)).winner).toBe('push');
  });

  it('grades push as refund for player/dealer bets', () => {
    const push = playHand(cards(10, 1, 7, 6));
    expect(grades(blackjack, push, ['winner.player', 'winner.dealer', 'winner.push'])).toEqual({
      'winner.player': 'push',
      'winner.dealer': 'push',
      'winner.push': 'won',
    });
    const player = playHand(cards(10, 10, 9, 6, 10));
    expect(grades(blackjack, player, ['winner.player', 'winner.dealer', 'winner.push'])).toEqual({
      'winner.player': 'won',
      'winner.dealer': 'lost',
      'winner.push': 'lost',
    });
  });
});

describe('dice', () => {
  it('two dice: seven loses low and high', () => {
    const seven = dice.draw(new ArrayStream([2, 3])); // 3 + 4
    expect(seven.total).toBe(7);
    expect(
      grades(dice, seven, [
        'oddEven.odd',
        'oddEven.even',
        'lowHigh.low',
        'lowHigh.high',
        'lowHigh.seven',
        'total.7',
        'total.2',
      ]),
    ).toEqual({
      'oddEven.odd': 'won',
      'oddEven.even': 'lost',
      'lowHigh.low': 'lost',
      'lowHigh.high': 'lost',
      'lowHigh.seven': 'won',
      'total.7': 'won',
      'total.2': 'lost',
    });
    expect(dice.grade({ dice: [1, 1], total: 2 }, 'lowHigh.low')).toBe('won');
    expect(dice.grade({ dice: [6, 2], total: 8 }, 'lowHigh.high')).toBe('won');
  });
});

describe('go-stop', () => {
  it('compares hwatu months and pushes left/right on a tie', () => {
    const outcome = goStop.draw(new ArrayStream([44, 0])); // card 44 = December; then card 1 = January
    expect(outcome).toMatchObject({ leftMonth: 12, rightMonth: 1, winner: 'left' });
    expect(
      grades(goStop, outcome, [
        'winner.left',
        'winner.right',
        'winner.tie',
        'leftMonthOddEven.even',
      ]),
    ).toEqual({
      'winner.left': 'won',
      'winner.right': 'lost',
      'winner.tie': 'lost',
      'leftMonthOddEven.even': 'won',
    });
    const tie = goStop.draw(new ArrayStream([0, 0])); // cards 0 and 1, both January
    expect(
      grades(goStop, tie, ['winner.left', 'winner.right', 'winner.tie', 'leftMonthOddEven.odd']),
    ).toEqual({
      'winner.left': 'push',
      'winner.right': 'push',
      'winner.tie': 'won',
      'leftMonthOddEven.odd': 'won',
    });
  });
});

describe('one-ring', () => {
  it('has 12 red, 8 green, 3 blue, 1 gold segments', () => {
    const counts: Record<string, number> = {};
    for (let v = 0; v < 24; v += 1) {
      const { color } = oneRing.draw(new ArrayStream([v]));
      counts[color] = (counts[color] ?? 0) + 1;
    }
    expect(counts).toEqual({ red: 12, green: 8, blue: 3, gold: 1 });
    const gold = oneRing.draw(new ArrayStream([23]));
    expect(
      grades(oneRing, gold, ['color.gold', 'color.red', 'oddEven.even', 'oddEven.odd']),
    ).toEqual({
      'color.gold': 'won',
      'color.red': 'lost',
      'oddEven.even': 'won',
      'oddEven.odd': 'lost',
    });
  });
});

describe('virtual races', () => {
  it('orders runners by weighted picks and grades the winner', () => {
    // horse weights 24,18,…: r = 24 falls in runner 2's band
    const race = horseRace.draw(new ArrayStream([24, 0, 0, 0, 0, 0, 0, 0]));
    expect(race.order).toEqual([2, 1, 3, 4, 5, 6, 7, 8]);
    expect(
      grades(horseRace, race, ['win.2', 'win.1', 'winnerOddEven.even', 'winnerOddEven.odd']),
    ).toEqual({
      'win.2': 'won',
      'win.1': 'lost',
      'winnerOddEven.even': 'won',
      'winnerOddEven.odd': 'lost',
    });
    const dogs = dogRace.draw(new ArrayStream([99, 0, 0, 0, 0, 0])); // last band → runner 6
    expect(dogs.order[0]).toBe(6);
    expect(() => dogRace.grade(dogs, 'win.7')).toThrow();
    expect(horseRace.markets[0]?.selections[0]).toEqual({ key: '1', oddsHundredths: 375 });
  });
});

describe('virtual matches', () => {
  it('soccer: goals by weight bands, 1X2, over/under 2.5, both score', () => {
    // home weights 24,34,…: r = 24 → 1 goal; away 32,36,…: r = 31 → 0 goals
    const match = soccerMatch.draw(new ArrayStream([24, 31]));
    expect(match).toEqual({ homeGoals: 1, awayGoals: 0 });
    expect(
      grades(soccerMatch, match, [
        'result.home',
        'result.draw',
        'result.away',
        'totalGoals.over',
        'totalGoals.under',
        'bothScore.yes',
        'bothScore.no',
      ]),
    ).toEqual({
      'result.home': 'won',
      'result.draw': 'lost',
      'result.away': 'lost',
      'totalGoals.over': 'lost',
      'totalGoals.under': 'won',
      'bothScore.yes': 'lost',
      'bothScore.no': 'won',
    });
    expect(soccerMatch.grade({ homeGoals: 2, awayGoals: 1 }, 'totalGoals.over')).toBe('won');
  });

  it('basketball: an equal score pushes the winner market', () => {
    const level = basketballMatch.draw(new ArrayStream([20, 22])); // 100 - 100
    expect(level).toEqual({ homePoints: 100, awayPoints: 100 });
    expect(
      grades(basketballMatch, level, [
        'winner.home',
        'winner.away',
        'totalPoints.over',
        'totalPoints.under',
      ]),
    ).toEqual({
      'winner.home': 'push',
      'winner.away': 'push',
      'totalPoints.over': 'won',
      'totalPoints.under': 'lost',
    });
    expect(basketballMatch.grade({ homePoints: 99, awayPoints: 99 }, 'totalPoints.under')).toBe(
      'won',
    );
    expect(basketballMatch.grade({ homePoints: 90, awayPoints: 99 }, 'winner.away')).toBe('won');
  });
});
