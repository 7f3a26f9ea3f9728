import type { AttendanceReward } from '../../../../common/contract/attendance.contract';
import { ATTENDANCE_ADMIN as T } from '../../../../common/i18n/attendance-admin.ko';

/** The limits of attendance.contract.ts, checked here first so the operator sees which row. */
export const MAX_REWARD_ROWS = 100;
const MAX_STREAK_DAYS = 366;
const MAX_POINTS = 100_000_000;

/** One editable row: what the operator typed, kept as text until saved. */
export type RewardRow = { key: number; streakDays: string; points: string };

export const toRows = (rewards: AttendanceReward[], firstKey = 0): RewardRow[] =>
  rewards.map((reward, index) => ({
    key: firstKey + index,
    streakDays: String(reward.streakDays),
    points: String(reward.points),
  }));

/** A whole number typed with or without thousands separators; anything else is null. */
function wholeNumber(text: string): number | null {
  const plain = text.replace(/,/g, '').trim();
  return /^\d+$/.test(plain) ? Number(plain) : null;
}

/**
 * The rows as the table the server keeps (sorted by streak), or the first problem in Korean.
 * The server checks the same rules again (the contract); this only names the row.
 */
export function parseRewardRows(
  rows: RewardRow[],
): { ok: true; rewards: AttendanceReward[] } | { ok: false; message: string } {
  if (rows.length > MAX_REWARD_ROWS) return { ok: false, message: T.tooMany(MAX_REWARD_ROWS) };
  const rewards: AttendanceReward[] = [];
  const seen = new Set<number>();
  for (const [index, row] of rows.entries()) {
    const streakDays = wholeNumber(row.streakDays);
    if (streakDays === null || streakDays < 1 || streakDays > MAX_STREAK_DAYS) {
      return { ok: false, message: T.invalidStreak(index) };
    }
    const points = wholeNumber(row.points);
    if (points === null || points > MAX_POINTS) {
      return { ok: false, message: T.invalidPoints(index) };
    }
    if (seen.has(streakDays)) return { ok: false, message: T.duplicateStreak(streakDays) };
    seen.add(streakDays);
    rewards.push({ streakDays, points });
  }
  return { ok: true, rewards: rewards.sort((a, b) => a.streakDays - b.streakDays) };
}
