import type {
  SportsFixtureView,
  SportsMarketView,
  SportsSelectionView,
} from '../../../../common/contract/sports.contract';

/** Contract-shaped builders for the sports page tests. */
export function sel(
  id: string,
  name: string,
  label: string,
  priceHundredths: number,
  overrides: Partial<SportsSelectionView> = {},
): SportsSelectionView {
  return {
    id,
    name,
    label,
    line: null,
    priceHundredths,
    status: 1,
    settlement: null,
    ...overrides,
  };
}

export function market(
  key: string,
  family: SportsMarketView['family'],
  selections: SportsSelectionView[],
  overrides: Partial<SportsMarketView> = {},
): SportsMarketView {
  const names: Record<SportsMarketView['family'], [string, string]> = {
    winDrawLose: ['1X2', '승무패'],
    winLose: ['12', '승패'],
    overUnder: ['Under/Over', '언더오버'],
    handicap: ['Asian Handicap', '핸디캡'],
    other: ['Odd/Even', '홀짝'],
  };
  const [name, nameKorean] = names[family];
  return { key, marketTypeId: 1, name, nameKorean, family, line: null, selections, ...overrides };
}

/** A football fixture with a 1X2 market of ids `${id}1`, `${id}X`, `${id}2`. */
export function fixture(id: string, overrides: Partial<SportsFixtureView> = {}): SportsFixtureView {
  return {
    id,
    sportId: 6046,
    sportNameKorean: '축구',
    locationId: 1,
    locationNameKorean: '대한민국',
    leagueId: 10,
    leagueNameKorean: 'K리그1',
    homeName: `홈${id}`,
    awayName: `원정${id}`,
    startsAt: '2030-01-01T10:00:00.000Z',
    status: 1,
    livescore: null,
    isTop: false,
    markets: [
      market(`${id}:1:`, 'winDrawLose', [
        sel(`${id}1`, '1', '홈승', 185),
        sel(`${id}5`, 'X', '무', 320),
        sel(`${id}2`, '2', '원정승', 410),
      ]),
    ],
    marketCount: 3,
    ...overrides,
  };
}

export const pageOf = <T>(items: T[], page = 1, pageCount = 1) => ({
  items,
  page,
  pageCount,
  totalCount: items.length,
});
