/**
 * 클래식 프루츠 (classic-3x3): 3 reels x 3 rows, 5 fixed paylines (the three rows and the two
 * diagonals), fruit symbols and a wild (와일드) that substitutes every symbol and pays on its own.
 * No scatter, no free spins. A spin draws 3 stops (reel 0 first, evaluate.ts) and pays every line
 * by the shared left-to-right rule; the stake is split into 5 line bets.
 *
 * Published data: the reel strips and paytable below; the exact RTP (rtp.ts) enumerates the whole
 * reel cycle (every stop combination).
 */
import type { RandomStream } from '../../minigame/random-stream';
import type { SlotGame, SlotSpinOutcome, SlotSymbol } from '../types';
import { drawStops, evaluateLines, screenAt, sumPays, symbolRoles } from './evaluate';

const SYMBOLS: readonly SlotSymbol[] = [
  { id: 'W', name: '와일드', kind: 'wild' },
  { id: '7', name: '세븐', kind: 'regular' },
  { id: 'B', name: '바', kind: 'regular' },
  { id: 'L', name: '벨', kind: 'regular' },
  { id: 'P', name: '자두', kind: 'regular' },
  { id: 'O', name: '오렌지', kind: 'regular' },
  { id: 'M', name: '레몬', kind: 'regular' },
  { id: 'C', name: '체리', kind: 'regular' },
];

const PAYTABLE: SlotGame['paytable'] = {
  W: { 3: 800 },
  '7': { 3: 250 },
  B: { 3: 100 },
  L: { 3: 50 },
  P: { 3: 25 },
  O: { 3: 14 },
  M: { 3: 10 },
  C: { 2: 1, 3: 8 },
};

const PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1],
  [0, 0, 0],
  [2, 2, 2],
  [0, 1, 2],
  [2, 1, 0],
];

const strip = (text: string) => text.split(' ');

const STRIPS: readonly (readonly string[])[] = [
  strip('C M O P C L M B O C M 7 P M C O W L M C P O B M C O M L P C'),
  strip('M C O P M L C B O M P 7 C O M L W P M O C B M P O C M L O P'),
  strip('O M P C L M O B P M C 7 O M L P W C O M B P L M O C P M O L'),
];

const roles = symbolRoles(SYMBOLS);

export const classic3x3: SlotGame = {
  code: 'classic-3x3',
  name: '클래식 프루츠',
  reels: 3,
  rows: 3,
  lineCount: PAYLINES.length,
  paylines: PAYLINES,
  symbols: SYMBOLS,
  strips: STRIPS,
  paytable: PAYTABLE,
  spin(stream: RandomStream): SlotSpinOutcome {
    const screen = screenAt(STRIPS, drawStops(stream, STRIPS), 3);
    const wins = evaluateLines(screen, PAYLINES, PAYTABLE, roles);
    return {
      steps: [{ screen, wins, phase: 'base' }],
      totalPay: sumPays(wins),
      freeSpinsPlayed: 0,
    };
  },
};
