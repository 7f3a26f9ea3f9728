/**
 * Where each roulette bet sits on the drawn layout (single zero, straight … even
 * chances): the layout runs left to right like the felt seen from the dealer's side: 0 on the
 * left, then twelve streets (1-2-3 … 34-35-36) as columns with 3, 6, … 36 on the top row, the
 * 2:1 column bets on the right, the dozens and the even chances below. Inside bets (splits,
 * streets, corners, six lines) are the thin areas on the lines between numbers, as a dealer reads
 * a chip placed across a line. Every spot is a bet validateRouletteBet accepts (unit-tested).
 */
import type { RouletteBetKind } from '../../../../common/domain/casino/tables/roulette';
import { spotKey } from '../tables/bet-slip';

export const CELL = 40;
const HIT = 12;
const STREETS = 12;
export const LAYOUT_WIDTH = CELL * (STREETS + 2);
export const LAYOUT_HEIGHT = CELL * 5;

export interface RouletteSpot {
  readonly key: string;
  readonly kind: RouletteBetKind;
  readonly numbers: readonly number[];
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
  /** Number cells and outside boxes are drawn; line areas only take clicks. */
  readonly drawn: boolean;
  readonly label: string;
}

/** The number on street c (0..11), row r (0 top: multiples of 3). */
export const numberAt = (c: number, r: number) => 3 * c + (3 - r);
const xOf = (c: number) => CELL + c * CELL;

function spot(
  kind: RouletteBetKind,
  numbers: readonly number[],
  box: { x: number; y: number; w: number; h: number },
  drawn: boolean,
  label: string,
): RouletteSpot {
  return { key: spotKey(kind, numbers), kind, numbers, ...box, drawn, label };
}

/** A thin area centred on a point of a line between cells. */
const hitAt = (cx: number, cy: number, w = HIT, h = HIT) => ({
  x: cx - w / 2,
  y: cy - h / 2,
  w,
  h,
});

function outsideSpots(): RouletteSpot[] {
  const spots: RouletteSpot[] = [];
  for (let r = 0; r < 3; r += 1) {
    const ordinal = 3 - r;
    spots.push(
      spot('column', [ordinal], { x: xOf(STREETS), y: r * CELL, w: CELL, h: CELL }, true, '2:1'),
    );
  }
  for (let d = 1; d <= 3; d += 1) {
    const box = { x: xOf((d - 1) * 4), y: 3 * CELL, w: 4 * CELL, h: CELL };
    spots.push(spot('dozen', [d], box, true, `${d}번째 12`));
  }
  const chances: [RouletteBetKind, string][] = [
    ['low', '1-18'],
    ['even', '짝수'],
    ['red', '빨강'],
    ['black', '검정'],
    ['odd', '홀수'],
    ['high', '19-36'],
  ];
  chances.forEach(([kind, label], i) => {
    spots.push(spot(kind, [], { x: xOf(i * 2), y: 4 * CELL, w: 2 * CELL, h: CELL }, true, label));
  });
  return spots;
}

function insideLineSpots(): RouletteSpot[] {
  const spots: RouletteSpot[] = [];
  const bottom = 3 * CELL;
  for (let c = 0; c < STREETS; c += 1) {
    const x = xOf(c);
    const street = [numberAt(c, 2), numberAt(c, 1), numberAt(c, 0)];
    spots.push(spot('street', street, hitAt(x + CELL / 2, bottom, CELL - HIT), false, '스트리트'));
    for (let r = 0; r < 2; r += 1) {
      const pair = [numberAt(c, r + 1), numberAt(c, r)];
      spots.push(
        spot('split', pair, hitAt(x + CELL / 2, (r + 1) * CELL, CELL - HIT), false, '스플릿'),
      );
    }
    if (c === STREETS - 1) continue;
    const next = x + CELL;
    for (let r = 0; r < 3; r += 1) {
      const pair = [numberAt(c, r), numberAt(c + 1, r)];
      spots.push(
        spot('split', pair, hitAt(next, r * CELL + CELL / 2, HIT, CELL - HIT), false, '스플릿'),
      );
    }
    for (let r = 0; r < 2; r += 1) {
      const four = [numberAt(c, r + 1), numberAt(c, r), numberAt(c + 1, r + 1), numberAt(c + 1, r)];
      spots.push(
        spot(
          'corner',
          four.sort((a, b) => a - b),
          hitAt(next, (r + 1) * CELL),
          false,
          '코너',
        ),
      );
    }
    const six = [...street, numberAt(c + 1, 2), numberAt(c + 1, 1), numberAt(c + 1, 0)];
    spots.push(spot('six_line', six, hitAt(next, bottom), false, '식스 라인'));
  }
  return spots;
}

function zeroSpots(): RouletteSpot[] {
  const edge = CELL;
  const spots = [0, 1, 2].map((r) =>
    spot(
      'split',
      [0, numberAt(0, r)],
      hitAt(edge, r * CELL + CELL / 2, HIT, CELL - HIT),
      false,
      '스플릿',
    ),
  );
  spots.push(spot('street', [0, 2, 3], hitAt(edge, CELL), false, '트리오'));
  spots.push(spot('street', [0, 1, 2], hitAt(edge, 2 * CELL), false, '트리오'));
  spots.push(spot('corner', [0, 1, 2, 3], hitAt(edge, 3 * CELL), false, '퍼스트 포'));
  return spots;
}

function straightSpots(): RouletteSpot[] {
  const spots = [spot('straight', [0], { x: 0, y: 0, w: CELL, h: 3 * CELL }, true, '0')];
  for (let c = 0; c < STREETS; c += 1) {
    for (let r = 0; r < 3; r += 1) {
      const n = numberAt(c, r);
      spots.push(
        spot('straight', [n], { x: xOf(c), y: r * CELL, w: CELL, h: CELL }, true, String(n)),
      );
    }
  }
  return spots;
}

/** Drawn cells first, line areas last, so the thin areas lie on top and take their clicks. */
export const ROULETTE_SPOTS: readonly RouletteSpot[] = [
  ...straightSpots(),
  ...outsideSpots(),
  ...insideLineSpots(),
  ...zeroSpots(),
];
