// @vitest-environment node
/**
 * The normal-ball sum bands by an exact count: every 5-ball set of 1..28 (C(28, 5) = 98,280, each
 * equally likely under the draw) graded by the engine itself. A band whose default odds return
 * more than 99 % of the stakes would give the member the edge.
 */
import { describe, expect, it } from 'vitest';
import { powerball } from '../../../../common/domain/minigame/families/powerball';

function sumBandCounts(): Record<'small' | 'medium' | 'large', number> {
  const counts = { small: 0, medium: 0, large: 0 };
  const balls: number[] = [];
  const choose = (from: number) => {
    if (balls.length === 5) {
      const sum = balls.reduce((total, ball) => total + ball, 0);
      for (const band of ['small', 'medium', 'large'] as const) {
        if (powerball.grade({ balls, powerball: 0, sum }, `sumSize.${band}`) === 'won') {
          counts[band] += 1;
        }
      }
      return;
    }
    for (let ball = from; ball <= 28; ball += 1) {
      balls.push(ball);
      choose(ball + 1);
      balls.pop();
    }
  };
  choose(1);
  return counts;
}

const defaultOdds = (band: string) =>
  powerball.markets.find((m) => m.key === 'sumSize')!.selections.find((s) => s.key === band)!
    .oddsHundredths;

describe('powerball sum size bands', () => {
  const counts = sumBandCounts();

  it('counts every 5-ball set once: 31,520 small, 35,240 medium, 31,520 large of 98,280', () => {
    expect(counts).toEqual({ small: 31_520, medium: 35_240, large: 31_520 });
  });

  it.each(['small', 'medium', 'large'] as const)(
    'the default odds of %s return at most 99 percent of the stakes',
    (band) => {
      // count × odds / 100 ≤ 0.99 × 98,280, in integers.
      expect(counts[band] * defaultOdds(band)).toBeLessThanOrEqual(99 * 98_280);
    },
  );
});
