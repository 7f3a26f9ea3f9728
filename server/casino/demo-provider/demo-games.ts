/**
 * The games the demo provider runs (its own catalog, as a real provider has one): the operator's
 * casino_games lists the same codes for its lobbies, but the provider does not read the
 * operator's tables. drawCode names the draw of common/domain/casino/outcomes.ts.
 */
import { findSlotGame } from '../../../common/domain/casino/slots/catalog';

export interface DemoGame {
  code: string;
  kind: 'casino' | 'slot';
  name: string;
  drawCode: 'baccarat' | 'roulette' | string;
}

export const DEMO_TABLE_GAMES: readonly DemoGame[] = [
  { code: 'baccarat-1', kind: 'casino', name: '스피드 바카라 A', drawCode: 'baccarat' },
  { code: 'baccarat-2', kind: 'casino', name: '코리안 바카라', drawCode: 'baccarat' },
  { code: 'roulette-1', kind: 'casino', name: '유럽식 룰렛', drawCode: 'roulette' },
];

const SLOT_NAMES: Readonly<Record<string, string>> = {
  'classic-3x3': '클래식 프루츠',
  'video-5x3': '드래곤 보물',
  'cascade-5x3': '보석 폭포',
};

export const DEMO_SLOT_GAMES: readonly DemoGame[] = Object.entries(SLOT_NAMES)
  .filter(([code]) => findSlotGame(code) !== undefined)
  .map(([code, name]) => ({ code, kind: 'slot', name, drawCode: code }));

export function findDemoGame(code: string): DemoGame | undefined {
  return [...DEMO_TABLE_GAMES, ...DEMO_SLOT_GAMES].find((game) => game.code === code);
}

export function findTableGame(code: string): DemoGame | undefined {
  return DEMO_TABLE_GAMES.find((game) => game.code === code);
}
