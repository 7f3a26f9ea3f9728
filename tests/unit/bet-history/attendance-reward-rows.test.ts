/**
 * The attendance rewards screen of the back office: what the operator typed becomes
 * the table the server keeps, sorted by streak, or the first problem named by its row in Korean.
 */
import { describe, expect, it } from 'vitest';
import {
  parseRewardRows,
  toRows,
  type RewardRow,
} from '../../../src/features/admin/attendance/reward-rows';

const rows = (...pairs: [string, string][]): RewardRow[] =>
  pairs.map(([streakDays, points], key) => ({ key, streakDays, points }));

describe('attendance reward rows', () => {
  it('turns the rows into the table, sorted by streak, thousands separators allowed', () => {
    expect(parseRewardRows(rows(['7', '1,000'], ['1', '100'], [' 30 ', '5000']))).toEqual({
      ok: true,
      rewards: [
        { streakDays: 1, points: 100 },
        { streakDays: 7, points: 1000 },
        { streakDays: 30, points: 5000 },
      ],
    });
    expect(parseRewardRows([])).toEqual({ ok: true, rewards: [] });
  });

  it('names the row of a bad streak or bad points', () => {
    expect(parseRewardRows(rows(['1', '100'], ['0', '5']))).toEqual({
      ok: false,
      message: '2번째 줄: 연속 출석일수는 1 이상 366 이하의 정수로 입력해주세요.',
    });
    expect(parseRewardRows(rows(['367', '5']))).toMatchObject({ ok: false });
    expect(parseRewardRows(rows(['1.5', '5']))).toMatchObject({ ok: false });
    expect(parseRewardRows(rows(['1', '-5']))).toEqual({
      ok: false,
      message: '1번째 줄: 지급 포인트는 0 이상 100,000,000 이하의 정수로 입력해주세요.',
    });
    expect(parseRewardRows(rows(['1', '100000001']))).toMatchObject({ ok: false });
    expect(parseRewardRows(rows(['1', '']))).toMatchObject({ ok: false });
  });

  it('refuses a streak twice and more than 100 rows', () => {
    expect(parseRewardRows(rows(['7', '1'], ['7', '2']))).toEqual({
      ok: false,
      message: '연속 출석 7일이 두 번 이상 있습니다.',
    });
    const many = Array.from({ length: 101 }, (_, i) => [String(i + 1), '1'] as [string, string]);
    expect(parseRewardRows(rows(...many))).toEqual({
      ok: false,
      message: '보상은 최대 100줄까지 설정할 수 있습니다.',
    });
  });

  it('shows a saved table as rows with fresh keys', () => {
    expect(toRows([{ streakDays: 1, points: 100 }], 5)).toEqual([
      { key: 5, streakDays: '1', points: '100' },
    ]);
  });
});
