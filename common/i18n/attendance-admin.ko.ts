/** Korean texts of the back office's attendance rewards screen. */
export const ATTENDANCE_ADMIN = {
  tab: '출석 보상',
  title: '출석 보상 설정',
  lead: '연속 출석 1일은 매일 출석할 때마다 지급되는 기본 포인트이고, 그 밖의 줄은 연속 출석일수가 정확히 그 날수가 되는 날에 추가로 지급되는 보너스 포인트입니다.',
  colStreak: '연속 출석일수',
  colPoints: '지급 포인트',
  colKind: '구분',
  colRemove: '삭제',
  everyDay: '매일 (기본)',
  bonus: '보너스',
  streakLabel: (index: number) => `${index + 1}번째 줄 연속 출석일수`,
  pointsLabel: (index: number) => `${index + 1}번째 줄 지급 포인트`,
  removeLabel: (index: number) => `${index + 1}번째 줄 삭제`,
  remove: '삭제',
  add: '줄 추가',
  empty: '설정된 보상이 없습니다. 출석해도 포인트가 지급되지 않습니다.',
  save: '저장',
  saving: '저장 중…',
  saved: '출석 보상을 저장했습니다.',
  invalidStreak: (index: number) =>
    `${index + 1}번째 줄: 연속 출석일수는 1 이상 366 이하의 정수로 입력해주세요.`,
  invalidPoints: (index: number) =>
    `${index + 1}번째 줄: 지급 포인트는 0 이상 100,000,000 이하의 정수로 입력해주세요.`,
  duplicateStreak: (days: number) => `연속 출석 ${days}일이 두 번 이상 있습니다.`,
  tooMany: (max: number) => `보상은 최대 ${max}줄까지 설정할 수 있습니다.`,
} as const;
