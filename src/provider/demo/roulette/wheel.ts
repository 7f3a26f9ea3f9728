/**
 * The single-zero wheel's pocket order (the standard European wheel, clockwise from 0) and the
 * rotation that brings a pocket under the pointer at the top after a few full turns, always turning
 * the same way so each spin looks like a spin.
 */
export const WHEEL_ORDER: readonly number[] = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14,
  31, 9, 22, 18, 29, 7, 28, 12, 35, 3, 26,
];

export const POCKET_DEGREES = 360 / WHEEL_ORDER.length;

/** Where the pocket's centre sits, clockwise from the top, on the unturned wheel. */
export function pocketAngle(pocket: number): number {
  return WHEEL_ORDER.indexOf(pocket) * POCKET_DEGREES;
}

/**
 * The wheel's next rotation (degrees, decreasing = anticlockwise): at least `turns` full turns past
 * the previous one and ending with `pocket` at the top.
 */
export function spinTarget(previousDeg: number, pocket: number, turns = 5): number {
  const want = -pocketAngle(pocket);
  const start = previousDeg - turns * 360;
  const extra = (((start - want) % 360) + 360) % 360;
  return start - extra;
}
