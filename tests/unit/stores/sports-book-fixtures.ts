import type {
  SelectionChange,
  SportsFixtureView,
  SportsMarketView,
  SportsSelectionView,
} from '../../../common/contract/sports.contract';
import type { SportsBetView } from '../../../common/contract/sports-bets.contract';

/** Contract-shaped builders for the sports client tests. */
export function selectionView(
  id: string,
  priceHundredths: number,
  overrides: Partial<SportsSelectionView> = {},
): SportsSelectionView {
  return {
    id,
    name: '1',
    label: '홈승',
    line: null,
    priceHundredths,
    status: 1,
    settlement: null,
    ...overrides,
  };
}

export function marketView(
  fixtureId: string,
  selections: SportsSelectionView[],
  overrides: Partial<SportsMarketView> = {},
): SportsMarketView {
  const marketTypeId = overrides.marketTypeId ?? 1;
  return {
    key: `${fixtureId}:${marketTypeId}:`,
    marketTypeId,
    name: '1X2',
    nameKorean: '승무패',
    family: 'winDrawLose',
    line: null,
    selections,
    ...overrides,
  };
}

export function fixtureView(
  id: string,
  overrides: Partial<SportsFixtureView> = {},
): SportsFixtureView {
  return {
    id,
    sportId: 6046,
    sportNameKorean: '축구',
    locationId: 1,
    locationNameKorean: '대한민국',
    leagueId: 10,
    leagueNameKorean: 'K리그1',
    homeName: '서울',
    awayName: '부산',
    startsAt: '2030-01-01T10:00:00.000Z',
    status: 1,
    livescore: null,
    isTop: false,
    markets: [
      marketView(id, [
        selectionView(`${id}1`, 185),
        selectionView(`${id}2`, 320, { name: 'X', label: '무' }),
        selectionView(`${id}3`, 410, { name: '2', label: '원정승' }),
      ]),
    ],
    marketCount: 1,
    ...overrides,
  };
}

export function priceChange(
  id: string,
  fixtureId: string,
  priceHundredths: number,
  status: 1 | 2 | 3 = 1,
): SelectionChange {
  return { id, fixtureId, marketKey: `${fixtureId}:1:`, priceHundredths, status };
}

export function betView(id: number, overrides: Partial<SportsBetView> = {}): SportsBetView {
  return {
    id,
    family: 'korean',
    kind: 'multiple',
    systemSize: null,
    stakeWon: 10_000,
    totalOddsHundredths: 350,
    potentialPayoutWon: 35_000,
    status: 0,
    payoutWon: 0,
    cashedOutWon: null,
    cancellable: true,
    createdAt: '2030-01-01T09:00:00.000Z',
    settledAt: null,
    legs: [
      {
        selectionId: '1001',
        fixtureId: '100',
        sportId: 6046,
        leagueNameKorean: 'K리그1',
        homeName: '서울',
        awayName: '부산',
        startsAt: '2030-01-01T10:00:00.000Z',
        marketName: '1X2',
        marketNameKorean: '승무패',
        selectionName: '1',
        selectionLabel: '홈승',
        line: null,
        priceHundredths: 185,
        result: null,
        score: null,
        isBonus: false,
      },
    ],
    ...overrides,
  };
}
