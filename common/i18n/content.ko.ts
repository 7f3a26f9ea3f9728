import type { EventPhase } from '../domain/event-period';

/** Korean text of `/event`, `/event/{id}`, `/rule`, `/livetv` and the admin 이벤트/규정 tab. */
export const EVENT = {
  title: '이벤트',
  lead: '진행 중인 이벤트와 지난 이벤트를 확인하세요.',
  period: '기간',
  empty: '등록된 이벤트가 없습니다.',
  notFound: '이벤트를 찾을 수 없습니다.',
  list: '목록',
  noEvent: '이벤트를 선택해주세요.',
  phase: { ongoing: '진행중', upcoming: '예정', ended: '종료' } satisfies Record<
    EventPhase,
    string
  >,
  total: (n: number) => `총 ${n.toLocaleString('ko-KR')}건`,
} as const;

export const RULE = {
  title: '규정',
  lead: '사이트 이용 전 반드시 규정을 확인해주세요.',
  tabs: '규정 항목',
  empty: '등록된 규정이 없습니다.',
} as const;

export const LIVE_TV = {
  title: '라이브 TV',
  broadcastTitle: '실시간 중계',
  scoresTitle: '실시간 스코어',
  scoresLead: '진행 중인 경기의 점수를 실시간으로 보여드립니다.',
  noLiveGames: '진행 중인 경기가 없습니다.',
} as const;

export const CONTENT_ADMIN = {
  tab: '이벤트/규정',
  events: '이벤트 관리',
  rules: '규정 관리',
  liveTv: '라이브 TV 설정',
  newEvent: '새 이벤트',
  newRule: '새 규정 항목',
  editing: (title: string) => `수정: ${title}`,
  colTitle: '제목',
  colPeriod: '기간',
  colPhase: '상태',
  colVisible: '노출',
  colActions: '관리',
  visible: '노출',
  hidden: '숨김',
  edit: '수정',
  delete: '삭제',
  deleteEventConfirm: (title: string) => `'${title}' 이벤트를 삭제하시겠습니까?`,
  deleteRuleConfirm: (title: string) => `'${title}' 규정 항목을 삭제하시겠습니까?`,
  moveUp: '위로',
  moveDown: '아래로',
  fieldTitle: '제목',
  fieldBody: '내용',
  fieldStart: '시작일',
  fieldEnd: '종료일',
  fieldVisible: '회원에게 노출',
  save: '저장',
  saving: '저장 중…',
  cancel: '취소',
  saved: '저장했습니다.',
  deleted: '삭제했습니다.',
  reordered: '순서를 바꿨습니다.',
  titleRequired: '제목을 입력해주세요.',
  periodInvalid: '시작일과 종료일을 확인해주세요. 종료일은 시작일보다 빠를 수 없습니다.',
  bodyTooLong: (max: number) => `내용은 ${max.toLocaleString('ko-KR')}자 이내로 입력해주세요.`,
  emptyEvents: '등록된 이벤트가 없습니다.',
  emptyRules: '등록된 규정이 없습니다.',
  broadcastUrl: '중계 주소 (https)',
  broadcastHint: '비워 두면 라이브 TV 페이지에 자체 실시간 스코어가 표시됩니다.',
  broadcastInvalid: 'https:// 로 시작하는 주소를 입력해주세요.',
  broadcastNone: '설정된 중계가 없습니다.',
  broadcastCurrent: '현재 중계',
  sanitisedNote: '저장 시 스크립트, 이벤트 속성, 외부 프레임 등 위험한 코드는 자동으로 제거됩니다.',
  editor: {
    toolbar: '서식 도구',
    bold: '굵게',
    italic: '기울임',
    underline: '밑줄',
    heading: '소제목',
    paragraph: '문단',
    list: '목록',
    orderedList: '번호 목록',
    link: '링크',
    linkPrompt: '링크 주소를 입력하세요 (https://...)',
    preview: '미리보기',
    source: 'HTML',
    previewTitle: '미리보기 (스크립트는 실행되지 않습니다)',
  },
} as const;

export const BROADCAST = {
  target: '받는 대상',
  targetMember: '회원 1명',
  targetLevel: '레벨 전체',
  targetAll: '전체 회원',
  level: '레벨',
  levelOption: (level: number) => `${level}레벨`,
  confirmLevel: (level: number) => `${level}레벨 회원 전체에게 쪽지를 보내시겠습니까?`,
  confirmAll: '전체 회원에게 쪽지를 보내시겠습니까?',
  sentTo: (count: number) => `쪽지를 보냈습니다. (${count.toLocaleString('ko-KR')}명)`,
} as const;
