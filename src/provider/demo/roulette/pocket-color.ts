/** A pocket's colour on the wheel and the layout (0 green; RED_POCKETS of the domain red). */
import { RED_POCKETS } from '../../../../common/domain/casino/tables/roulette';

export type PocketColor = 'green' | 'red' | 'black';

export function pocketColor(pocket: number): PocketColor {
  if (pocket === 0) return 'green';
  return RED_POCKETS.has(pocket) ? 'red' : 'black';
}

const COLOR_NAMES: Readonly<Record<PocketColor, string>> = {
  green: '그린',
  red: '빨강',
  black: '검정',
};

/** "17 빨강", for the result and the history strip's labels. */
export function pocketText(pocket: number): string {
  return `${pocket} ${COLOR_NAMES[pocketColor(pocket)]}`;
}
