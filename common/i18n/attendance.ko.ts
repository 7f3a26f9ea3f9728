/** Attendance (출석체크) page texts. Labels double as accessible names in tests. */
export const ATTENDANCE = {
  title: '출석체크',
  loginRequired: '로그인 후 이용해주세요.',
  lead: '매일 출석체크하고 포인트를 받으세요. 연속 출석일수에 따라 보너스가 지급됩니다.',
  weekdays: ['일', '월', '화', '수', '목', '금', '토'] as const,
  checkIn: '출석체크',
  checkedIn: '출석완료',
  prevMonth: '이전 달',
  nextMonth: '다음 달',
  month: (year: number, month: number) => `${year}년 ${month}월`,
  streak: (days: number) => `연속 출석 ${days}일`,
  done: (points: string, streak: number) => `출석체크 완료! ${points} 지급 (연속 ${streak}일)`,
  rewardsTitle: '출석 보상',
  colStreak: '연속 출석',
  colPoints: '지급 포인트',
  everyDay: '매일',
  streakDays: (days: number) => `${days}일 연속 (보너스)`,
  noRewards: '설정된 보상이 없습니다.',
  loading: '불러오는 중…',
  dayLabel: (day: number, reward: string | null) =>
    reward ? `${day}일 출석 ${reward}` : `${day}일`,
} as const;
