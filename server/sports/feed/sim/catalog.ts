/**
 * The simulator's world: locations, leagues and teams with the Korean names a
 * Korean-language LSports package would carry. Teams are listed strongest first; the order
 * seeds their ratings. Ids are stable: they end up in the tables and in members' bets.
 */
import { SPORT_IDS } from '../../../../common/domain/sports/sport-ids';

export interface SimLocation {
  id: number;
  name: string;
}

export interface SimLeague {
  id: number;
  name: string;
  location: SimLocation;
  teams: readonly string[];
  /** Shown among the top events (the big leagues members look for first). */
  isTop: boolean;
  /** Cup ties: a football draw goes to extra time and penalties. */
  knockout?: boolean;
  /** Baseball: a game still tied after 12 innings ends tied (KBO, NPB). */
  tiesAllowed?: boolean;
  /** Basketball: minutes per quarter (NBA 12, FIBA leagues 10). */
  quarterMinutes?: number;
  /** Basketball: points a team scores on average in this league. */
  pointsPerTeam?: number;
  /** How often the league fills its sport's schedule slots (weight in the rotation). */
  weight: number;
}

const L = {
  korea: { id: 211, name: '대한민국' },
  england: { id: 243, name: '잉글랜드' },
  spain: { id: 245, name: '스페인' },
  germany: { id: 80, name: '독일' },
  italy: { id: 111, name: '이탈리아' },
  japan: { id: 113, name: '일본' },
  france: { id: 147, name: '프랑스' },
  usa: { id: 172, name: '미국' },
  russia: { id: 159, name: '러시아' },
  sweden: { id: 167, name: '스웨덴' },
  poland: { id: 156, name: '폴란드' },
  asia: { id: 248, name: '아시아' },
} satisfies Record<string, SimLocation>;

const FOOTBALL: readonly SimLeague[] = [
  {
    id: 6101,
    name: 'K리그1',
    location: L.korea,
    isTop: true,
    weight: 3,
    teams: [
      '울산 HD',
      '포항 스틸러스',
      '전북 현대 모터스',
      'FC 서울',
      '광주 FC',
      '김천 상무',
      '강원 FC',
      '대구 FC',
      '인천 유나이티드',
      '수원 FC',
      '제주 유나이티드',
      '대전 하나 시티즌',
    ],
  },
  {
    id: 6102,
    name: 'K리그2',
    location: L.korea,
    isTop: false,
    weight: 1,
    teams: [
      '수원 삼성 블루윙즈',
      '부산 아이파크',
      '전남 드래곤즈',
      'FC 안양',
      '서울 이랜드 FC',
      '부천 FC 1995',
      '김포 FC',
      '충남 아산 FC',
      '성남 FC',
      '경남 FC',
    ],
  },
  {
    id: 6201,
    name: '프리미어리그',
    location: L.england,
    isTop: true,
    weight: 3,
    teams: [
      '맨체스터 시티',
      '아스널',
      '리버풀',
      '첼시',
      '토트넘 홋스퍼',
      '뉴캐슬 유나이티드',
      '애스턴 빌라',
      '맨체스터 유나이티드',
      '브라이튼',
      '웨스트햄 유나이티드',
      '크리스털 팰리스',
      '풀럼',
      '브렌트퍼드',
      '노팅엄 포레스트',
      '에버턴',
      '울버햄튼',
    ],
  },
  {
    id: 6202,
    name: '챔피언십',
    location: L.england,
    isTop: false,
    weight: 1,
    teams: [
      '리즈 유나이티드',
      '번리',
      '셰필드 유나이티드',
      '선덜랜드',
      '미들즈브러',
      '노리치 시티',
      '왓퍼드',
      '코번트리 시티',
    ],
  },
  {
    id: 6203,
    name: 'FA컵',
    location: L.england,
    isTop: false,
    knockout: true,
    weight: 1,
    teams: [
      '레스터 시티',
      '사우샘프턴',
      '본머스',
      '입스위치 타운',
      '스토크 시티',
      '헐 시티',
      '블랙번 로버스',
      '프레스턴 노스엔드',
    ],
  },
  {
    id: 6301,
    name: '라리가',
    location: L.spain,
    isTop: true,
    weight: 2,
    teams: [
      '레알 마드리드',
      'FC 바르셀로나',
      '아틀레티코 마드리드',
      '아틀레틱 빌바오',
      '지로나',
      '레알 소시에다드',
      '비야레알',
      '레알 베티스',
      '세비야',
      '발렌시아',
      '셀타 비고',
      '오사수나',
    ],
  },
  {
    id: 6401,
    name: '분데스리가',
    location: L.germany,
    isTop: true,
    weight: 2,
    teams: [
      '바이에른 뮌헨',
      '바이어 레버쿠젠',
      '보루시아 도르트문트',
      'RB 라이프치히',
      'VfB 슈투트가르트',
      '아인트라흐트 프랑크푸르트',
      'SC 프라이부르크',
      'VfL 볼프스부르크',
      '보루시아 묀헨글라트바흐',
      '마인츠 05',
    ],
  },
  {
    id: 6501,
    name: '세리에 A',
    location: L.italy,
    isTop: true,
    weight: 2,
    teams: [
      '인터 밀란',
      '나폴리',
      'AC 밀란',
      '유벤투스',
      '아탈란타',
      'AS 로마',
      '라치오',
      '피오렌티나',
      '볼로냐',
      '토리노',
    ],
  },
  {
    id: 6601,
    name: 'J1리그',
    location: L.japan,
    isTop: false,
    weight: 1,
    teams: [
      '비셀 고베',
      '산프레체 히로시마',
      '요코하마 F. 마리노스',
      '가와사키 프론탈레',
      '우라와 레즈',
      '가시마 앤틀러스',
      '감바 오사카',
      'FC 도쿄',
      '나고야 그램퍼스',
      '세레소 오사카',
    ],
  },
  {
    id: 6701,
    name: '리그 1',
    location: L.france,
    isTop: false,
    weight: 1,
    teams: [
      '파리 생제르맹',
      'AS 모나코',
      '올랭피크 마르세유',
      '릴 OSC',
      '올랭피크 리옹',
      'OGC 니스',
      'RC 랑스',
      '스타드 렌',
    ],
  },
];

const BASKETBALL: readonly SimLeague[] = [
  {
    id: 7101,
    name: 'KBL',
    location: L.korea,
    isTop: true,
    weight: 3,
    quarterMinutes: 10,
    pointsPerTeam: 80,
    teams: [
      '원주 DB 프로미',
      '창원 LG 세이커스',
      '서울 SK 나이츠',
      '수원 KT 소닉붐',
      '부산 KCC 이지스',
      '울산 현대모비스 피버스',
      '안양 정관장 레드부스터스',
      '대구 한국가스공사 페가수스',
      '고양 소노 스카이거너스',
      '서울 삼성 썬더스',
    ],
  },
  {
    id: 7102,
    name: 'WKBL',
    location: L.korea,
    isTop: false,
    weight: 1,
    quarterMinutes: 10,
    pointsPerTeam: 66,
    teams: [
      '아산 우리은행 우리WON',
      '청주 KB스타즈',
      '용인 삼성생명 블루밍스',
      '인천 신한은행 에스버드',
      '부천 하나은행',
      '부산 BNK 썸',
    ],
  },
  {
    id: 7201,
    name: 'NBA',
    location: L.usa,
    isTop: true,
    weight: 3,
    quarterMinutes: 12,
    pointsPerTeam: 114,
    teams: [
      '보스턴 셀틱스',
      '오클라호마시티 썬더',
      '덴버 너기츠',
      '미네소타 팀버울브스',
      '뉴욕 닉스',
      '밀워키 벅스',
      '댈러스 매버릭스',
      '피닉스 선즈',
      'LA 레이커스',
      '골든스테이트 워리어스',
      '마이애미 히트',
      '필라델피아 세븐티식서스',
    ],
  },
  {
    id: 7301,
    name: '리가 ACB',
    location: L.spain,
    isTop: false,
    weight: 1,
    quarterMinutes: 10,
    pointsPerTeam: 82,
    teams: [
      '레알 마드리드',
      'FC 바르셀로나',
      '우니카하 말라가',
      '발렌시아 바스켓',
      '바스코니아',
      '호벤투트 바달로나',
    ],
  },
  {
    id: 7401,
    name: 'B.리그',
    location: L.japan,
    isTop: false,
    weight: 1,
    quarterMinutes: 10,
    pointsPerTeam: 80,
    teams: [
      '우쓰노미야 브렉스',
      '류큐 골든 킹스',
      '지바 제츠',
      '알바르크 도쿄',
      '나고야 다이아몬드 돌핀스',
      '시마네 스사노오 매직',
    ],
  },
];

const BASEBALL: readonly SimLeague[] = [
  {
    id: 8101,
    name: 'KBO',
    location: L.korea,
    isTop: true,
    tiesAllowed: true,
    weight: 3,
    teams: [
      'KIA 타이거즈',
      '삼성 라이온즈',
      'LG 트윈스',
      '두산 베어스',
      'KT 위즈',
      'SSG 랜더스',
      '롯데 자이언츠',
      '한화 이글스',
      'NC 다이노스',
      '키움 히어로즈',
    ],
  },
  {
    id: 8201,
    name: 'MLB',
    location: L.usa,
    isTop: true,
    weight: 3,
    teams: [
      'LA 다저스',
      '뉴욕 양키스',
      '필라델피아 필리스',
      '볼티모어 오리올스',
      '애틀랜타 브레이브스',
      '휴스턴 애스트로스',
      '샌디에이고 파드리스',
      '시애틀 매리너스',
      '보스턴 레드삭스',
      '텍사스 레인저스',
      '토론토 블루제이스',
      '샌프란시스코 자이언츠',
    ],
  },
  {
    id: 8301,
    name: 'NPB',
    location: L.japan,
    isTop: false,
    tiesAllowed: true,
    weight: 2,
    teams: [
      '요미우리 자이언츠',
      '소프트뱅크 호크스',
      '한신 타이거스',
      '요코하마 DeNA 베이스타스',
      '히로시마 도요 카프',
      '오릭스 버펄로스',
      '지바 롯데 마린스',
      '라쿠텐 골든이글스',
    ],
  },
];

const VOLLEYBALL: readonly SimLeague[] = [
  {
    id: 9101,
    name: 'V-리그 남자부',
    location: L.korea,
    isTop: true,
    weight: 3,
    teams: [
      '대한항공 점보스',
      '현대캐피탈 스카이워커스',
      '우리카드 우리WON',
      'OK저축은행 읏맨',
      '한국전력 빅스톰',
      '삼성화재 블루팡스',
      'KB손해보험 스타즈',
    ],
  },
  {
    id: 9102,
    name: 'V-리그 여자부',
    location: L.korea,
    isTop: true,
    weight: 3,
    teams: [
      '흥국생명 핑크스파이더스',
      '현대건설 힐스테이트',
      '정관장 레드스파크스',
      'GS칼텍스 서울 KIXX',
      'IBK기업은행 알토스',
      '한국도로공사 하이패스',
      '페퍼저축은행 AI 페퍼스',
    ],
  },
  {
    id: 9201,
    name: '세리에 A1',
    location: L.italy,
    isTop: false,
    weight: 1,
    teams: ['페루자', '트렌티노', '루베 치비타노바', '밀라노', '피아첸차', '모데나'],
  },
  {
    id: 9301,
    name: 'SV.리그',
    location: L.japan,
    isTop: false,
    weight: 1,
    teams: [
      '산토리 선버즈',
      '오사카 블루테온',
      '울프독스 나고야',
      'JT 선더스 히로시마',
      '도레이 애로스',
      '제이텍트 스팅스',
    ],
  },
  {
    id: 9401,
    name: '플러스리가',
    location: L.poland,
    isTop: false,
    weight: 1,
    teams: [
      '자크사 켕지에진코즐레',
      '야스트솀프스키 베글지',
      '레소비아 제슈프',
      '프로젝트 바르샤바',
    ],
  },
];

const ICE_HOCKEY: readonly SimLeague[] = [
  {
    id: 10101,
    name: 'NHL',
    location: L.usa,
    isTop: true,
    weight: 3,
    teams: [
      '플로리다 팬서스',
      '에드먼턴 오일러스',
      '댈러스 스타스',
      '뉴욕 레인저스',
      '콜로라도 애벌랜치',
      '캐롤라이나 허리케인스',
      '위니펙 제츠',
      '보스턴 브루인스',
      '베이거스 골든나이츠',
      '토론토 메이플리프스',
    ],
  },
  {
    id: 10201,
    name: '아시아리그',
    location: L.asia,
    isTop: false,
    weight: 2,
    teams: [
      'HL 안양',
      '레드이글스 홋카이도',
      '닛코 아이스벅스',
      '도호쿠 프리블레이즈',
      '요코하마 그리츠',
      '스타즈 고베',
    ],
  },
  {
    id: 10301,
    name: 'KHL',
    location: L.russia,
    isTop: false,
    weight: 1,
    teams: [
      'CSKA 모스크바',
      'SKA 상트페테르부르크',
      '메탈루르크 마그니토고르스크',
      '아크 바르스 카잔',
      '디나모 모스크바',
      '아방가르드 옴스크',
    ],
  },
  {
    id: 10401,
    name: 'SHL',
    location: L.sweden,
    isTop: false,
    weight: 1,
    teams: [
      '셸레프테오 AIK',
      '프륄룬다 HC',
      '룰레오 HF',
      '로글레 BK',
      '외레브로 HK',
      '브뤼나스 IF',
    ],
  },
];

export interface SimSport {
  id: number;
  /** LSports-style English name (TRADE360 Sport.Name is the package language: Korean). */
  name: string;
  leagues: readonly SimLeague[];
  /** One fixture starts every `slotMinutes` (several live per sport at any moment). */
  slotMinutes: number;
  /** Minutes past the slot, so the five sports do not all kick off together. */
  offsetMinutes: number;
  /** First digit block of the sport's fixture ids. */
  fixtureIdBase: number;
}

export const SIM_SPORTS: readonly SimSport[] = [
  {
    id: SPORT_IDS.football,
    name: '축구',
    leagues: FOOTBALL,
    slotMinutes: 15,
    offsetMinutes: 0,
    fixtureIdBase: 10_000_000,
  },
  {
    id: SPORT_IDS.basketball,
    name: '농구',
    leagues: BASKETBALL,
    slotMinutes: 15,
    offsetMinutes: 5,
    fixtureIdBase: 20_000_000,
  },
  {
    id: SPORT_IDS.baseball,
    name: '야구',
    leagues: BASEBALL,
    slotMinutes: 30,
    offsetMinutes: 10,
    fixtureIdBase: 30_000_000,
  },
  {
    id: SPORT_IDS.volleyball,
    name: '배구',
    leagues: VOLLEYBALL,
    slotMinutes: 15,
    offsetMinutes: 5,
    fixtureIdBase: 40_000_000,
  },
  {
    id: SPORT_IDS.iceHockey,
    name: '아이스하키',
    leagues: ICE_HOCKEY,
    slotMinutes: 20,
    offsetMinutes: 15,
    fixtureIdBase: 50_000_000,
  },
];

/** The sport whose fixture ids contain `fixtureId`. */
export function simSportOfFixture(fixtureId: number): SimSport | undefined {
  return SIM_SPORTS.find(
    (s) => fixtureId >= s.fixtureIdBase && fixtureId < s.fixtureIdBase + 10_000_000,
  );
}
