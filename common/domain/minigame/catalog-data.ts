/**
 * The minigame catalog as data (spec §2 routes, §3 ids). One row per game:
 * [provider, game, id, family, roundIntervalSec, bettingCloseOffsetSec].
 *
 * Ids: the spec's where it gives them (101-105 mgm, 211-215 eos powerball 1-5 min, 216-217 ntry,
 * 231-235 named, 251-254 next, 301/303/304/308 lotus, 401-406/408/410 skypark). Games the spec gives
 * no id get free ranges: 501-504 token, 601 evolution, 701 bepick, 8xx bet365 (801-803 basketball,
 * 811-812 dog, 821-823 horse, 831-834 soccer venues). 235 is in named's range but has no current
 * route (RESERVED_GAME_IDS).
 *
 * Routes: /minigame/<provider>/<game>; bet365 games are "<sport>/<venue>", so their route is
 * /minigame/bet365/<sport>/<venue> (e.g. /minigame/bet365/soccer/premierships).
 *
 * Timing is the house choice where the game's name does not fix it (eos powerballN and the
 * "3"/"5" suffixes are N minutes; "speed" games are 30 s). Betting closes this many seconds before
 * the draw.
 */
import type { FamilyId } from './types';

export type ProviderKey =
  | 'token'
  | 'lotus'
  | 'skypark'
  | 'mgm'
  | 'eos'
  | 'ntry'
  | 'named'
  | 'next'
  | 'evolution'
  | 'bepick'
  | 'bet365';

export type CatalogRow = readonly [ProviderKey, string, number, FamilyId, number, number];

const MINUTE_SEC = 60;

export const CATALOG_ROWS: readonly CatalogRow[] = [
  ['token', 'baccarat', 501, 'baccarat', 60, 10],
  ['token', 'highrow', 502, 'highLow', 60, 10],
  ['token', 'highrow5', 503, 'highLow', 5 * MINUTE_SEC, 30],
  ['token', 'roulette', 504, 'roulette', 60, 10],

  ['lotus', 'baccarat', 301, 'baccarat', 60, 10],
  ['lotus', 'dragontiger', 303, 'dragonTiger', 60, 10],
  ['lotus', 'oddeven', 304, 'oddEven', 60, 10],
  ['lotus', 'sicbo', 308, 'sicbo', 60, 10],

  ['skypark', 'baccarat1', 401, 'baccarat', 60, 10],
  ['skypark', 'baccarat2', 402, 'baccarat', 60, 10],
  ['skypark', 'blackjack', 403, 'blackjack', 60, 10],
  ['skypark', 'dice', 404, 'dice', 60, 10],
  ['skypark', 'dragontiger', 405, 'dragonTiger', 60, 10],
  ['skypark', 'oddeven', 406, 'oddEven', 60, 10],
  ['skypark', 'speed_baccarat1', 408, 'baccarat', 30, 5],
  ['skypark', 'speed_baccarat2', 410, 'baccarat', 30, 5],

  ['mgm', 'baccarat1', 101, 'baccarat', 60, 10],
  ['mgm', 'baccarat2', 102, 'baccarat', 60, 10],
  ['mgm', 'baccarat3', 103, 'baccarat', 60, 10],
  ['mgm', 'gostop', 104, 'goStop', 60, 10],
  ['mgm', 'oddeven', 105, 'oddEven', 60, 10],

  ['eos', 'powerball1', 211, 'powerball', 1 * MINUTE_SEC, 10],
  ['eos', 'powerball2', 212, 'powerball', 2 * MINUTE_SEC, 15],
  ['eos', 'powerball3', 213, 'powerball', 3 * MINUTE_SEC, 20],
  ['eos', 'powerball4', 214, 'powerball', 4 * MINUTE_SEC, 25],
  ['eos', 'powerball5', 215, 'powerball', 5 * MINUTE_SEC, 30],

  ['ntry', 'powerball', 216, 'powerball', 5 * MINUTE_SEC, 30],
  ['ntry', 'powerladder', 217, 'ladder', 5 * MINUTE_SEC, 30],

  ['named', 'powerball', 231, 'powerball', 5 * MINUTE_SEC, 30],
  ['named', 'powerball3', 232, 'powerball', 3 * MINUTE_SEC, 20],
  ['named', 'powerladder3', 233, 'ladder', 3 * MINUTE_SEC, 20],
  ['named', 'powerladder5', 234, 'ladder', 5 * MINUTE_SEC, 30],

  ['next', 'baccarat', 251, 'baccarat', 60, 10],
  ['next', 'ladder', 252, 'ladder', 3 * MINUTE_SEC, 20],
  ['next', 'onering', 253, 'oneRing', 60, 10],
  ['next', 'powerball', 254, 'powerball', 5 * MINUTE_SEC, 30],

  ['evolution', 'powerball', 601, 'powerball', 2 * MINUTE_SEC, 15],
  ['bepick', 'nnpowerball', 701, 'powerball', 5 * MINUTE_SEC, 30],

  ['bet365', 'basketball/bakergardens', 801, 'basketballMatch', 3 * MINUTE_SEC, 20],
  ['bet365', 'basketball/nbareplay', 802, 'basketballMatch', 3 * MINUTE_SEC, 20],
  ['bet365', 'basketball/waterportarena', 803, 'basketballMatch', 3 * MINUTE_SEC, 20],
  ['bet365', 'dog/goldenhillparks', 811, 'dogRace', 2 * MINUTE_SEC, 15],
  ['bet365', 'dog/hillsideparks', 812, 'dogRace', 2 * MINUTE_SEC, 15],
  ['bet365', 'horse/britanniaways', 821, 'horseRace', 3 * MINUTE_SEC, 20],
  ['bet365', 'horse/festivaldowns', 822, 'horseRace', 3 * MINUTE_SEC, 20],
  ['bet365', 'horse/victoriaparks', 823, 'horseRace', 3 * MINUTE_SEC, 20],
  ['bet365', 'soccer/eurocups', 831, 'soccerMatch', 3 * MINUTE_SEC, 20],
  ['bet365', 'soccer/premierships', 832, 'soccerMatch', 3 * MINUTE_SEC, 20],
  ['bet365', 'soccer/superleagues', 833, 'soccerMatch', 3 * MINUTE_SEC, 20],
  ['bet365', 'soccer/worldcups', 834, 'soccerMatch', 3 * MINUTE_SEC, 20],
];

/** Ids inside a spec range with no current game, and why. */
export const RESERVED_GAME_IDS: Readonly<Record<number, string>> = {
  235: 'named range end: no current route (the retired kino/speed-kino games redirect, see legacyRedirects)',
};

/**
 * Spec §2 legacy links → the current game that replaced them. donghang (동행 powerball) → eos
 * powerball5; donghang-sadari and kino-sadari (ladders) → named powerladder5 / powerladder3;
 * speed-kino (a 1-minute number draw) → eos powerball1; next-* → the next game of that name.
 */
export const legacyRedirects: Readonly<Record<string, string>> = {
  '/minigame/donghang': '/minigame/eos/powerball5',
  '/minigame/donghang-sadari': '/minigame/named/powerladder5',
  '/minigame/kino-sadari': '/minigame/named/powerladder3',
  '/minigame/speed-kino': '/minigame/eos/powerball1',
  '/minigame/next-sadari': '/minigame/next/ladder',
  '/minigame/next-bakara': '/minigame/next/baccarat',
  '/minigame/next-onering': '/minigame/next/onering',
};
