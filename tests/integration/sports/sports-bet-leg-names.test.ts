/**
 * A bet's legs name their market the way the board did (one Korean name per market
 * type, MARKET_NAMES_KOREAN of common/i18n/sports.ko.ts, read through market-catalog.ts), on PGlite
 * and PostgreSQL: the name the fixture view gave the market is the name stored in the leg, for a
 * feed market whose feed spelling the old legs table named differently ('Asian Handicap') and for
 * the site's bonus folder. Ledger verified after every test.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BONUS_FOLDERS, ensureBonusFolders } from '../../../server/sports/feed/bonus-folders';
import { verifyLedger } from '../../../server/platform/ledger/verify';
import type { SportsFixtureView } from '../../../common/contract/sports.contract';
import type { SportsBetView } from '../../../common/contract/sports-bets.contract';
import { MARKET_NAMES_KOREAN } from '../../../common/i18n/sports.ko';
import { FakeClock, startTestApp, type LoggedIn, type TestApp } from '../helpers/app-harness';
import {
  fundedBettor,
  insertSelection,
  prematchFixture,
  slip,
} from '../helpers/sports-book-fixtures';
import { dbTargets } from '../helpers/test-db';

type Placed = { bet: SportsBetView; emoney: number };

describe.each(dbTargets)('sports bet leg names on %s', (target) => {
  let h: TestApp;
  const clock = new FakeClock(Date.parse('2030-06-01T03:00:00Z'));
  const now = () => clock.now();

  beforeAll(async () => {
    h = await startTestApp(target, { clock: clock.now });
    await ensureBonusFolders(h.db);
  }, 60_000);
  afterAll(() => h?.close());
  afterEach(async () => {
    const report = await verifyLedger(h.db);
    expect(report.problems).toEqual([]);
  });

  const place = async (who: LoggedIn, body: object) => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/sports/bets',
      headers: who.headers,
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Placed>().bet;
  };

  it('a leg keeps the board’s Korean market name; a bonus folder leg has one too', async () => {
    const m = await fundedBettor(h, 100_000);
    const f = await prematchFixture(h.db, now(), [150, 330, 420]);
    const handicapHome = await insertSelection(h.db, {
      fixtureId: f.fixtureId,
      book: 'prematch',
      marketTypeId: 3,
      marketName: 'Asian Handicap',
      line: '-0.5',
      name: '1',
      priceHundredths: 190,
    });
    const view = await h.app.inject({
      method: 'GET',
      url: `/api/sports/fixtures/${f.fixtureId}?book=europe`,
      headers: m.headers,
    });
    expect(view.statusCode, view.body).toBe(200);
    const board = view.json<SportsFixtureView>().markets.find((mk) => mk.marketTypeId === 3)!;
    expect(board.nameKorean).toBe(MARKET_NAMES_KOREAN[3]);

    const single = await place(
      m,
      slip('prematch', [{ selectionId: handicapHome, priceHundredths: 190 }], 10_000),
    );
    expect(single.legs[0]).toMatchObject({
      marketName: 'Asian Handicap',
      marketNameKorean: board.nameKorean,
    });

    // Korean book: three picks of 1.30 or more and the 3-folder bonus.
    const others = await Promise.all([
      prematchFixture(h.db, now(), [150, 330, 420]),
      prematchFixture(h.db, now(), [150, 330, 420]),
    ]);
    const bonus = BONUS_FOLDERS[0];
    const korean = await place(
      m,
      slip(
        'korean',
        [
          { selectionId: f.home, priceHundredths: 150 },
          ...others.map((o) => ({ selectionId: o.home, priceHundredths: 150 })),
          { selectionId: bonus.id, priceHundredths: bonus.price },
        ],
        10_000,
      ),
    );
    const bonusLeg = korean.legs.find((l) => l.isBonus)!;
    expect(bonusLeg.marketNameKorean).toBe(MARKET_NAMES_KOREAN[9001]);
    expect(bonusLeg.marketNameKorean).toMatch(/[가-힣]/);
    for (const leg of korean.legs.filter((l) => !l.isBonus)) {
      expect(leg.marketNameKorean).toBe(MARKET_NAMES_KOREAN[1]);
    }
    const folders = await h.app.inject({
      method: 'GET',
      url: '/api/sports/bonus-folders',
      headers: m.headers,
    });
    const boardBonus = folders.json<{ items: { id: string; label: string }[] }>().items;
    expect(bonusLeg.selectionLabel).toBe(boardBonus.find((b) => b.id === bonus.id)!.label);
  });

  it('a leg shows the outcome’s label and own line as the board did (away handicap sign)', async () => {
    const m = await fundedBettor(h, 100_000);
    const f = await prematchFixture(h.db, now(), [150, 330, 420]);
    const handicapAway = await insertSelection(h.db, {
      fixtureId: f.fixtureId,
      book: 'prematch',
      marketTypeId: 3,
      marketName: 'Asian Handicap',
      line: '-0.5',
      name: '2',
      priceHundredths: 195,
    });
    const view = await h.app.inject({
      method: 'GET',
      url: `/api/sports/fixtures/${f.fixtureId}?book=europe`,
      headers: m.headers,
    });
    const fixture = view.json<SportsFixtureView>();
    const boardAway = fixture.markets
      .flatMap((mk) => mk.selections)
      .find((sel) => sel.id === handicapAway)!;
    const boardHome = fixture.markets
      .flatMap((mk) => mk.selections)
      .find((sel) => sel.id === f.home)!;
    expect(boardAway.line).toBe('0.5');

    const away = await place(
      m,
      slip('prematch', [{ selectionId: handicapAway, priceHundredths: 195 }], 10_000),
    );
    expect(away.legs[0]).toMatchObject({ line: '0.5', selectionLabel: boardAway.label });
    const home = await place(
      m,
      slip('prematch', [{ selectionId: f.home, priceHundredths: 150 }], 10_000),
    );
    expect(home.legs[0]!.selectionLabel).toBe(boardHome.label);

    // The history reads the same as the placement's receipt.
    const history = await h.app.inject({
      method: 'GET',
      url: '/api/sports/bets',
      headers: m.headers,
    });
    const listed = history.json<{ items: SportsBetView[] }>().items.find((b) => b.id === away.id)!;
    expect(listed.legs[0]).toMatchObject({ line: '0.5', selectionLabel: boardAway.label });
  });
});
