/** Sport ids of the feed (ARCHITECTURE §8) with their Korean names and URL flags (spec §2). */
export const SPORTS = [
  { id: 6046, flag: 'Football', name: '축구' },
  { id: 48242, flag: 'Basketball', name: '농구' },
  { id: 154914, flag: 'Baseball', name: '야구' },
  { id: 154830, flag: 'Volleyball', name: '배구' },
  { id: 35232, flag: 'IceHockey', name: '아이스하키' },
] as const;

export type SportFlag = (typeof SPORTS)[number]['flag'];

export function sportName(id: number): string {
  return SPORTS.find((s) => s.id === id)?.name ?? '기타';
}
