/**
 * One Korean name per market type: the boards (feed views) and a bet's legs (history)
 * read the same table, MARKET_NAMES_KOREAN of common/i18n/sports.ko.ts, so the name a member picked
 * from is the name the history shows. Every market type the simulator offers, and the site's
 * bonus folders, must have a name there.
 */
import { describe, expect, it } from 'vitest';
import { BONUS_MARKET_NAME, BONUS_MARKET_TYPE_ID } from '../../../server/sports/feed/bonus-folders';
import { feedRows } from '../../../server/sports/feed/feed-rows';
import { SportsSimulator } from '../../../server/sports/feed/sim/simulator';
import { marketNameKorean as legMarketName } from '../../../server/sports/bets/sports-bet-labels';
import { MARKETS_BY_SPORT } from '../../../common/domain/sports/market-catalog';
import { marketNameKorean as boardMarketName } from '../../../common/i18n/sports-labels.ko';
import * as betTexts from '../../../common/i18n/sports-bets.ko';
import { MARKET_NAMES_KOREAN } from '../../../common/i18n/sports.ko';

const T0 = Date.parse('2025-06-01T03:00:00Z');
const HOUR = 3_600_000;
const HANGUL = /[가-힣]/;

interface OfferedType {
  sportId: number | null;
  typeId: number;
  name: string;
}

/** Every (sport, market type, feed name) in a day of the simulated book, both books. */
function offeredTypes(): OfferedType[] {
  const sim = new SportsSimulator({ seed: 'market-names', horizonMs: 24 * HOUR });
  const seen = new Map<string, OfferedType>();
  for (const feed of sim.snapshot(new Date(T0))) {
    const { fixture, selections } = feedRows(feed);
    for (const s of selections) {
      const key = `${fixture.sport_id}:${s.market_type_id}:${s.market_name}`;
      seen.set(key, { sportId: fixture.sport_id, typeId: s.market_type_id, name: s.market_name });
    }
  }
  seen.set('bonus', { sportId: null, typeId: BONUS_MARKET_TYPE_ID, name: BONUS_MARKET_NAME });
  return [...seen.values()];
}

describe('Korean market names', () => {
  const offered = offeredTypes();

  it('the simulated day offers every market type of the catalog', () => {
    for (const [sportId, types] of Object.entries(MARKETS_BY_SPORT)) {
      for (const type of types) {
        expect(
          offered.some((o) => o.sportId === Number(sportId) && o.typeId === type.id),
          `${sportId}/${type.id} ${type.name}`,
        ).toBe(true);
      }
    }
  });

  it('every offered market type has one Korean name, the same on the board and in bet legs', () => {
    const namesByType = new Map<number, Set<string>>();
    for (const o of offered) {
      const label = `${o.sportId}/${o.typeId} ${o.name}`;
      const korean = MARKET_NAMES_KOREAN[o.typeId];
      expect(korean, label).toMatch(HANGUL);
      expect(boardMarketName(o.typeId, o.name), label).toBe(korean);
      expect(legMarketName(o.typeId, o.name), label).toBe(korean);
      namesByType.set(o.typeId, (namesByType.get(o.typeId) ?? new Set()).add(korean!));
    }
    for (const [typeId, names] of namesByType) expect([...names], String(typeId)).toHaveLength(1);
  });

  it('legs name a market by its type, not its feed spelling (no second table to drift)', () => {
    // 'Asian Handicap' (type 3) is '핸디캡' on the boards; the old legs table said '아시안 핸디캡'.
    expect(legMarketName(3, 'Asian Handicap')).toBe(MARKET_NAMES_KOREAN[3]);
    // A type the table does not know keeps the feed's name, on the board and in the legs alike.
    expect(legMarketName(123_456, 'Corners')).toBe('Corners');
    expect(boardMarketName(123_456, 'Corners')).toBe('Corners');
    expect(Object.keys(betTexts)).not.toContain('MARKET_NAMES_KOREAN');
  });
});
