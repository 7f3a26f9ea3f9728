/**
 * Texts of the sports book pages: the domestic boards, /europe, /inplay, the
 * sports results and the confirm dialog of the European and in-play menu entries (spec §2, §4).
 * Rule refusals live in sports.ko.ts (BETTING_MESSAGES), shared with the server.
 */
import type { KoreaBoard } from '../contract/sports.contract';

export const KOREA_BOARD_LABELS: Readonly<Record<KoreaBoard, string>> = {
  cross: '크로스',
  wintielose: '승무패',
  handicap: '핸디캡',
  special: '스페셜',
  live: '라이브',
  proto: '프로토',
};

export const SPORTS_PAGES = {
  koreaTitle: '국내스포츠',
  europeTitle: '유럽스포츠',
  inplayTitle: '인플레이',
  resultsTitle: '스포츠 결과',
  allSports: '전체',
  sportFilter: '종목 선택',
  boardTabs: '국내스포츠 게임 종류',
  columns: {
    time: '경기일시',
    league: '리그',
    home: '승(홈)',
    middle: '무/기준',
    away: '패(원정)',
    more: '더보기',
    number: '번호',
    match: '경기',
  },
  vs: 'VS',
  over: '오버',
  under: '언더',
  moreMarkets: (count: number) => `+${count}`,
  moreMarketsLabel: (home: string, away: string, count: number) =>
    `${home} 대 ${away} 추가 배당 ${count}개 보기`,
  lessMarketsLabel: (home: string, away: string) => `${home} 대 ${away} 추가 배당 접기`,
  loadingMarkets: '배당을 불러오는 중…',
  noMarkets: '열려 있는 배당이 없습니다.',
  locked: '배당 중지',
  lockedLabel: (label: string) => `${label} 배당 중지`,
  pickLabel: (label: string, odds: string) => `${label} ${odds}`,
  emptyPrematch: '베팅 가능한 경기가 없습니다.',
  emptyLive: '진행 중인 경기가 없습니다.',
  loading: '경기를 불러오는 중…',
  bonusTitle: '보너스 배당',
  bonusHint: '보너스 배당을 추가하면 1.3 미만 배당은 선택할 수 없습니다.',
  protoRound: '프로토 승부식',
  protoHint: '번호 순으로 정렬된 고정 배당 경기입니다.',
  search: '팀명 또는 리그명 검색',
  searchHint: 'Enter 키로 검색합니다.',
  clearSearch: '검색 지우기',
  searchResult: (text: string) => `'${text}' 검색 결과`,
  topEvents: '주요 경기',
  locations: '지역',
  leagues: '리그',
  allLocations: '전체 지역',
  allLeagues: '전체 리그',
  marketTabs: '배당 종류',
  marketAll: '전체',
  fixtureDetail: (home: string, away: string) => `${home} 대 ${away} 전체 배당`,
  closeDetail: '닫기',
  total: (count: number) => `전체 ${count.toLocaleString('ko-KR')}경기`,
  live: 'LIVE',
  liveNow: '진행 중',
  selectFixture: '경기를 선택하면 배당이 표시됩니다.',
  liveFixtures: '진행 중인 경기',
  liveMarkets: '실시간 배당',
  // A football minute reads 67'; a game clock (08:41) or an inning half (말) stays as sent.
  clock: (clock: string) => (/^\d+$/.test(clock) ? `${clock}'` : clock),
  finished: '경기 종료',
  score: '스코어',
  results: {
    sport: '종목',
    date: '날짜',
    empty: '해당 날짜에 종료된 경기가 없습니다.',
    time: '경기일시',
    league: '리그',
    home: '홈',
    score: '스코어',
    away: '원정',
    status: '상태',
    periods: '세부 스코어',
  },
  fixtureStatus: {
    1: '경기 전',
    2: '진행 중',
    3: '경기 종료',
    4: '취소',
    5: '연기',
    6: '중단',
    7: '중단(무효)',
    8: '중계 중단',
    9: '곧 시작',
  } as Readonly<Record<number, string>>,
  resultTabs: '경기결과 종류',
} as const;

/** The confirm dialog before the European and in-play books open in a new window (spec §2, §4). */
export const OPEN_GAME = {
  europeTitle: '유럽스포츠',
  inplayTitle: '인플레이',
  bannerEurope: '유럽형 스포츠북',
  bannerInplay: '실시간 인플레이',
  bannerSub: '실시간 배당 · 다양한 마켓',
  body: '새 창에서 게임을 엽니다. 이동하시겠습니까?',
  cancel: '취소',
  confirm: '확인',
  opening: '여는 중…',
  // Spec §8: an external game that fails to open.
  failed: '점검중 입니다.',
} as const;

/** The prematch tree of the left side menu (spec §2, §7). */
export const SIDE_TREE = {
  expand: (name: string) => `${name} 펼치기`,
  collapse: (name: string) => `${name} 접기`,
  loading: '불러오는 중…',
} as const;
