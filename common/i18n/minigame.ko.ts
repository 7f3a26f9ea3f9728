/**
 * Minigame names in Korean: providers, games (keyed by the catalog's route tail), virtual venues,
 * and market/selection names per family (keys match common/domain/minigame/families/*).
 */

const numbered = (from: number, to: number, suffix: string) =>
  Object.fromEntries(
    Array.from({ length: to - from + 1 }, (_, i) => [String(from + i), `${from + i}${suffix}`]),
  );

const ODD_EVEN = { odd: '홀', even: '짝' };
const UNDER_OVER = { under: '언더', over: '오버' };
const RED_BLACK = { red: '레드', black: '블랙' };

export const MINIGAME_PROVIDER_NAMES = {
  token: '토큰',
  lotus: '로투스',
  skypark: '스카이파크',
  mgm: 'MGM',
  eos: 'EOS',
  ntry: '엔트리',
  named: '네임드',
  next: '넥스트',
  evolution: '에볼루션',
  bepick: '베픽',
  bet365: '벳365',
} as const;

/** Spec §3: virtual venue league names translated from English. */
export const VIRTUAL_VENUE_NAMES = {
  bakergardens: '베이커 가든스',
  nbareplay: 'NBA 리플레이',
  waterportarena: '워터포트 아레나',
  goldenhillparks: '골든힐 파크',
  hillsideparks: '힐사이드 파크',
  britanniaways: '브리타니아 웨이',
  festivaldowns: '페스티벌 다운스',
  victoriaparks: '빅토리아 파크',
  eurocups: '유로컵',
  premierships: '프리미어십',
  superleagues: '슈퍼리그',
  worldcups: '월드컵',
} as const;

export const VIRTUAL_SPORT_NAMES = {
  basketball: '가상 농구',
  dog: '가상 개경주',
  horse: '가상 경마',
  soccer: '가상 축구',
} as const;

export const MINIGAME_GAME_NAMES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  token: { baccarat: '바카라', highrow: '하이로우', highrow5: '하이로우 5분', roulette: '룰렛' },
  lotus: { baccarat: '바카라', dragontiger: '드래곤타이거', oddeven: '홀짝', sicbo: '식보' },
  skypark: {
    baccarat1: '바카라 1',
    baccarat2: '바카라 2',
    blackjack: '블랙잭',
    dice: '주사위',
    dragontiger: '드래곤타이거',
    oddeven: '홀짝',
    speed_baccarat1: '스피드 바카라 1',
    speed_baccarat2: '스피드 바카라 2',
  },
  mgm: {
    baccarat1: '바카라 1',
    baccarat2: '바카라 2',
    baccarat3: '바카라 3',
    gostop: '고스톱',
    oddeven: '홀짝',
  },
  eos: {
    powerball1: '파워볼 1분',
    powerball2: '파워볼 2분',
    powerball3: '파워볼 3분',
    powerball4: '파워볼 4분',
    powerball5: '파워볼 5분',
  },
  ntry: { powerball: '파워볼', powerladder: '파워사다리' },
  named: {
    powerball: '파워볼',
    powerball3: '파워볼 3분',
    powerladder3: '파워사다리 3분',
    powerladder5: '파워사다리 5분',
  },
  next: { baccarat: '바카라', ladder: '사다리', onering: '원링', powerball: '파워볼' },
  evolution: { powerball: '파워볼' },
  bepick: { nnpowerball: 'NN 파워볼' },
  bet365: Object.fromEntries(
    (
      [
        ['basketball', ['bakergardens', 'nbareplay', 'waterportarena']],
        ['dog', ['goldenhillparks', 'hillsideparks']],
        ['horse', ['britanniaways', 'festivaldowns', 'victoriaparks']],
        ['soccer', ['eurocups', 'premierships', 'superleagues', 'worldcups']],
      ] as const
    ).flatMap(([sport, venues]) =>
      venues.map((venue) => [
        `${sport}/${venue}`,
        `${VIRTUAL_SPORT_NAMES[sport]} ${VIRTUAL_VENUE_NAMES[venue]}`,
      ]),
    ),
  ),
};

export interface MarketNames {
  readonly name: string;
  readonly selections: Readonly<Record<string, string>>;
}

const WIN_RUNNER = (runners: number) => numbered(1, runners, '번');

export const MINIGAME_MARKET_NAMES: Readonly<
  Record<string, Readonly<Record<string, MarketNames>>>
> = {
  powerball: {
    powerballOddEven: { name: '파워볼 홀짝', selections: ODD_EVEN },
    powerballUnderOver: { name: '파워볼 언더오버 (4.5)', selections: UNDER_OVER },
    sumOddEven: { name: '일반볼 합 홀짝', selections: ODD_EVEN },
    sumUnderOver: { name: '일반볼 합 언더오버 (72.5)', selections: UNDER_OVER },
    sumSize: {
      name: '일반볼 대중소',
      selections: { small: '소 (15-64)', medium: '중 (65-80)', large: '대 (81-130)' },
    },
    powerballSection: {
      name: '파워볼 구간',
      selections: { A: 'A (0-2)', B: 'B (3-4)', C: 'C (5-6)', D: 'D (7-9)' },
    },
  },
  ladder: {
    start: { name: '출발', selections: { left: '좌', right: '우' } },
    lines: { name: '줄 수', selections: { three: '3줄', four: '4줄' } },
    result: { name: '결과 홀짝', selections: ODD_EVEN },
    combination: {
      name: '조합',
      selections: { left3: '좌3짝', left4: '좌4홀', right3: '우3홀', right4: '우4짝' },
    },
  },
  baccarat: {
    main: { name: '승패', selections: { player: '플레이어', banker: '뱅커', tie: '타이' } },
    playerPair: { name: '플레이어 페어', selections: { yes: '플레이어 페어' } },
    bankerPair: { name: '뱅커 페어', selections: { yes: '뱅커 페어' } },
  },
  dragonTiger: {
    main: { name: '승패', selections: { dragon: '드래곤', tiger: '타이거', tie: '타이' } },
    dragonColor: { name: '드래곤 색상', selections: RED_BLACK },
    tigerColor: { name: '타이거 색상', selections: RED_BLACK },
  },
  oddEven: {
    oddEven: { name: '홀짝', selections: ODD_EVEN },
    underOver: { name: '언더오버 (A-6 / 7-Q)', selections: UNDER_OVER },
    color: { name: '색상', selections: RED_BLACK },
  },
  sicbo: {
    bigSmall: { name: '대소', selections: { big: '대', small: '소' } },
    oddEven: { name: '홀짝', selections: ODD_EVEN },
    total: { name: '합계', selections: numbered(4, 17, '') },
    triple: { name: '스페셜 트리플', selections: numbered(1, 6, ' 트리플') },
    anyTriple: { name: '애니 트리플', selections: { yes: '애니 트리플' } },
  },
  roulette: {
    color: { name: '색상', selections: RED_BLACK },
    oddEven: { name: '홀짝', selections: ODD_EVEN },
    lowHigh: { name: '로우하이', selections: { low: '1-18', high: '19-36' } },
    dozen: { name: '더즌', selections: { first: '1-12', second: '13-24', third: '25-36' } },
    column: { name: '컬럼', selections: { first: '1열', second: '2열', third: '3열' } },
    straight: { name: '스트레이트', selections: numbered(0, 36, '') },
  },
  highLow: {
    highLow: { name: '하이로우 (기준 7)', selections: { high: '하이', low: '로우', seven: '7' } },
    color: { name: '색상', selections: RED_BLACK },
  },
  blackjack: {
    winner: { name: '승패', selections: { player: '플레이어', dealer: '딜러', push: '푸시' } },
  },
  dice: {
    oddEven: { name: '합 홀짝', selections: ODD_EVEN },
    lowHigh: {
      name: '로우하이',
      selections: { low: '로우 (2-6)', high: '하이 (8-12)', seven: '7' },
    },
    total: { name: '합계', selections: numbered(2, 12, '') },
  },
  goStop: {
    winner: { name: '승패', selections: { left: '선', right: '후', tie: '무승부' } },
    leftMonthOddEven: { name: '선 카드 월 홀짝', selections: ODD_EVEN },
  },
  oneRing: {
    color: { name: '색상', selections: { red: '레드', green: '그린', blue: '블루', gold: '골드' } },
    oddEven: { name: '번호 홀짝', selections: ODD_EVEN },
  },
  horseRace: {
    win: { name: '우승', selections: WIN_RUNNER(8) },
    winnerOddEven: { name: '우승 번호 홀짝', selections: ODD_EVEN },
  },
  dogRace: {
    win: { name: '우승', selections: WIN_RUNNER(6) },
    winnerOddEven: { name: '우승 번호 홀짝', selections: ODD_EVEN },
  },
  soccerMatch: {
    result: { name: '승무패', selections: { home: '홈승', draw: '무', away: '원정승' } },
    totalGoals: { name: '언더오버 (2.5)', selections: UNDER_OVER },
    bothScore: { name: '양팀 득점', selections: { yes: '예', no: '아니오' } },
  },
  basketballMatch: {
    winner: { name: '승패', selections: { home: '홈승', away: '원정승' } },
    totalPoints: { name: '언더오버 (198.5)', selections: UNDER_OVER },
  },
};
