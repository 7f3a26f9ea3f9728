// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  findGameById,
  findGameByRoute,
  GAME_TYPE_VIRTUAL,
  legacyRedirects,
  MINIGAME_CATALOG,
  RESERVED_GAME_IDS,
} from '../../../../common/domain/minigame/catalog';
import { FAMILY_ENGINES } from '../../../../common/domain/minigame/family-registry';
import { ArrayStream } from '../../../../common/domain/minigame/random-stream';
import { createNodeRoundStream } from '../../../../common/domain/minigame/stream-node';
import { selectionKey } from '../../../../common/domain/minigame/types';
import {
  MINIGAME_GAME_NAMES,
  MINIGAME_MARKET_NAMES,
  MINIGAME_PROVIDER_NAMES,
} from '../../../../common/i18n/minigame.ko';

// Spec §2, listed literally: a route missing from the catalog fails here.
const SPEC_ROUTES = [
  '/minigame/token/baccarat',
  '/minigame/token/highrow',
  '/minigame/token/highrow5',
  '/minigame/token/roulette',
  '/minigame/lotus/baccarat',
  '/minigame/lotus/dragontiger',
  '/minigame/lotus/oddeven',
  '/minigame/lotus/sicbo',
  '/minigame/skypark/baccarat1',
  '/minigame/skypark/baccarat2',
  '/minigame/skypark/blackjack',
  '/minigame/skypark/dice',
  '/minigame/skypark/dragontiger',
  '/minigame/skypark/oddeven',
  '/minigame/skypark/speed_baccarat1',
  '/minigame/skypark/speed_baccarat2',
  '/minigame/mgm/baccarat1',
  '/minigame/mgm/baccarat2',
  '/minigame/mgm/baccarat3',
  '/minigame/mgm/gostop',
  '/minigame/mgm/oddeven',
  '/minigame/eos/powerball1',
  '/minigame/eos/powerball2',
  '/minigame/eos/powerball3',
  '/minigame/eos/powerball4',
  '/minigame/eos/powerball5',
  '/minigame/ntry/powerball',
  '/minigame/ntry/powerladder',
  '/minigame/named/powerball',
  '/minigame/named/powerball3',
  '/minigame/named/powerladder3',
  '/minigame/named/powerladder5',
  '/minigame/next/baccarat',
  '/minigame/next/ladder',
  '/minigame/next/onering',
  '/minigame/next/powerball',
  '/minigame/evolution/powerball',
  '/minigame/bepick/nnpowerball',
  '/minigame/bet365/basketball/bakergardens',
  '/minigame/bet365/basketball/nbareplay',
  '/minigame/bet365/basketball/waterportarena',
  '/minigame/bet365/dog/goldenhillparks',
  '/minigame/bet365/dog/hillsideparks',
  '/minigame/bet365/horse/britanniaways',
  '/minigame/bet365/horse/festivaldowns',
  '/minigame/bet365/horse/victoriaparks',
  '/minigame/bet365/soccer/eurocups',
  '/minigame/bet365/soccer/premierships',
  '/minigame/bet365/soccer/superleagues',
  '/minigame/bet365/soccer/worldcups',
];
const SPEC_LEGACY_LINKS = [
  '/minigame/donghang',
  '/minigame/donghang-sadari',
  '/minigame/kino-sadari',
  '/minigame/speed-kino',
  '/minigame/next-sadari',
  '/minigame/next-bakara',
  '/minigame/next-onering',
];
// Spec §3 id ranges per provider.
const SPEC_IDS: Record<string, number[]> = {
  mgm: [101, 102, 103, 104, 105],
  eos: [211, 212, 213, 214, 215],
  ntry: [216, 217],
  named: [231, 232, 233, 234, 235],
  next: [251, 252, 253, 254],
  lotus: [301, 303, 304, 308],
  skypark: [401, 402, 403, 404, 405, 406, 408, 410],
};

describe('minigame catalog', () => {
  it('maps every spec route to exactly one game, and nothing else', () => {
    for (const route of SPEC_ROUTES) expect(findGameByRoute(route), route).toBeDefined();
    expect(MINIGAME_CATALOG.map((game) => game.route).sort()).toEqual([...SPEC_ROUTES].sort());
  });

  it('gives every spec id to a game of its provider, or documents it as reserved', () => {
    for (const [provider, ids] of Object.entries(SPEC_IDS)) {
      for (const id of ids) {
        const game = findGameById(id);
        if (game) expect(game.provider, String(id)).toBe(provider);
        else expect(RESERVED_GAME_IDS[id], `id ${id}`).toBeTruthy();
      }
      const inRange = MINIGAME_CATALOG.filter((game) => game.provider === provider);
      for (const game of inRange) expect(ids, game.route).toContain(game.id);
    }
    expect(Object.keys(RESERVED_GAME_IDS)).toEqual(['235']);
    expect(findGameById(211)?.route).toBe('/minigame/eos/powerball1');
    expect(findGameById(217)?.family).toBe('ladder');
  });

  it('has unique ids and routes', () => {
    expect(new Set(MINIGAME_CATALOG.map((game) => game.id)).size).toBe(MINIGAME_CATALOG.length);
    expect(new Set(MINIGAME_CATALOG.map((game) => game.route)).size).toBe(MINIGAME_CATALOG.length);
  });

  it('times eos powerball N at N minutes and closes betting before the draw', () => {
    for (let minutes = 1; minutes <= 5; minutes += 1) {
      expect(findGameByRoute(`/minigame/eos/powerball${minutes}`)?.roundIntervalSec).toBe(
        minutes * 60,
      );
    }
    for (const game of MINIGAME_CATALOG) {
      expect(game.bettingCloseOffsetSec).toBeGreaterThan(0);
      expect(game.bettingCloseOffsetSec).toBeLessThan(game.roundIntervalSec);
    }
  });

  it('marks bet365 games as virtual (type 4) and the rest as minigames (type 3)', () => {
    for (const game of MINIGAME_CATALOG) {
      expect(game.gameTypeCode).toBe(game.provider === 'bet365' ? GAME_TYPE_VIRTUAL : 3);
    }
  });

  it('redirects every legacy link to a current game route', () => {
    expect(Object.keys(legacyRedirects).sort()).toEqual([...SPEC_LEGACY_LINKS].sort());
    for (const target of Object.values(legacyRedirects)) {
      expect(findGameByRoute(target), target).toBeDefined();
    }
    expect(legacyRedirects['/minigame/next-sadari']).toBe('/minigame/next/ladder');
  });

  it('grades every selection of every market with integer odds above 1.00', () => {
    for (const game of MINIGAME_CATALOG) {
      const engine = FAMILY_ENGINES[game.family];
      const outcome = engine.draw(createNodeRoundStream('00', game.id, 'catalog'));
      for (const market of game.markets) {
        for (const selection of market.selections) {
          expect(Number.isInteger(selection.oddsHundredths)).toBe(true);
          expect(selection.oddsHundredths).toBeGreaterThan(100);
          const key = selectionKey(market.key, selection.key);
          expect(['won', 'lost', 'push'], `${game.route} ${key}`).toContain(
            engine.grade(outcome, key),
          );
        }
      }
      expect(() => engine.grade(outcome, 'noSuchMarket.x')).toThrow();
    }
    const outcome = FAMILY_ENGINES.powerball.draw(new ArrayStream([0, 0, 0, 0, 0, 0]));
    expect(() => FAMILY_ENGINES.powerball.grade(outcome, 'sumSize.huge')).toThrow();
  });

  it('names every provider, game, market and selection in Korean', () => {
    for (const game of MINIGAME_CATALOG) {
      expect(MINIGAME_PROVIDER_NAMES[game.provider]).toBeTruthy();
      expect(MINIGAME_GAME_NAMES[game.provider]?.[game.game], game.route).toBeTruthy();
      for (const market of game.markets) {
        const names = MINIGAME_MARKET_NAMES[game.family]?.[market.key];
        expect(names?.name, `${game.family}.${market.key}`).toBeTruthy();
        for (const selection of market.selections) {
          expect(names?.selections[selection.key], `${market.key}.${selection.key}`).toBeTruthy();
        }
      }
    }
    expect(MINIGAME_GAME_NAMES.bet365?.['soccer/premierships']).toBe('가상 축구 프리미어십');
  });
});
