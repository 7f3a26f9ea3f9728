/** The `/fairness` page's words (all Korean, as the site is). */
export const FAIRNESS = {
  title: '공정성 검증',
  lead: '모든 카지노·슬롯·미니게임 결과는 공개된 서버 시드, 클라이언트 시드, 논스(회차)로 누구나 다시 계산할 수 있습니다. 이 페이지의 계산은 회원님의 브라우저에서 별도로 작성된 구현으로 실행됩니다.',
  algorithm: '알고리즘',
  vectors: '테스트 벡터',
  vectorsLead:
    '공개된 테스트 벡터를 이 페이지의 독립 구현으로 다시 계산해 커밋과 결과를 비교합니다.',
  manual: '직접 검증',
  manualLead: '라운드에서 공개된 값을 붙여 넣으면 커밋과 결과를 다시 계산합니다.',
  record: '내 기록',
  recordLead:
    '게임 화면이 플레이 전에 이 브라우저에 기록한 커밋과 내 클라이언트 시드를 기준으로 확인합니다. 서버가 나중에 보낸 값은 기록과 맞는지만 비교합니다.',
  run: '검증',
  running: '계산 중…',
  match: '일치',
  mismatch: '불일치',
  recordEmpty: '아직 기록이 없습니다. 게임을 플레이하면 이곳에 기록됩니다.',
  recordBroken: '저장된 기록을 읽을 수 없습니다. 브라우저 저장소의 기록이 손상되었습니다.',
  reload: '다시 읽기',
} as const;

/** Casino game codes of docs/fairness.md. */
export const CASINO_GAME_NAMES: Readonly<Record<string, string>> = {
  baccarat: '바카라',
  roulette: '룰렛',
  'classic-3x3': '클래식 프루츠',
  'video-5x3': '드래곤 보물',
  'cascade-5x3': '보석 폭포',
};

/** Minigame families of docs/fairness-minigames.md §9. */
export const MINIGAME_FAMILY_NAMES: Readonly<Record<string, string>> = {
  powerball: '파워볼',
  ladder: '사다리',
  baccarat: '바카라',
  dragonTiger: '드래곤타이거',
  oddEven: '홀짝',
  sicbo: '식보',
  roulette: '룰렛',
  highLow: '하이로우',
  blackjack: '블랙잭',
  dice: '주사위',
  goStop: '고스톱',
  oneRing: '원링',
  horseRace: '경마',
  dogRace: '개경주',
  soccerMatch: '가상 축구',
  basketballMatch: '가상 농구',
};

export const KIND_NAMES = { slot: '슬롯', table: '카지노 테이블', minigame: '미니게임' } as const;
