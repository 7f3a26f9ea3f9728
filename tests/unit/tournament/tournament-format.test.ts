import { describe, expect, it } from 'vitest';
import {
  formatEntry,
  formatMultiplier,
  formatScore,
  sortedPrizes,
} from '../../../src/features/tournament/tournament-format';
import { formatAdminScore } from '../../../src/features/admin/tournament/tournament-admin-format';

describe('tournament numbers', () => {
  it('reads a multiplier score as hundredths of a multiple', () => {
    expect(formatMultiplier(12_345)).toBe('123.45배');
    expect(formatMultiplier(500)).toBe('5.00배');
    expect(formatMultiplier(123_456_7)).toBe('12,345.67배');
    expect(formatScore('multiplier', 7)).toBe('0.07배');
  });

  it('reads win and stake totals in won', () => {
    expect(formatScore('win_total', 1_234_500)).toBe('1,234,500원');
    expect(formatScore('stake_total', 0)).toBe('0원');
  });

  it('the back office reads scores the same way', () => {
    expect(formatAdminScore('multiplier', 12_345)).toBe('123.45배');
    expect(formatAdminScore('stake_total', 5_000)).toBe('5,000원');
  });

  it('shows the entry in its currency', () => {
    expect(formatEntry('free', 0)).toBe('무료 참가');
    expect(formatEntry('cash', 5_000)).toBe('참가비 5,000원');
    expect(formatEntry('points', 1_200)).toBe('참가비 1,200P');
  });

  it('orders the prize table by rank whatever order the operator typed', () => {
    const lines = sortedPrizes([
      { rankFrom: 4, rankTo: 10, currency: 'points', amount: 1_000 },
      { rankFrom: 1, rankTo: 1, currency: 'cash', amount: 100_000 },
      { rankFrom: 2, rankTo: 3, currency: 'cash', amount: 30_000 },
    ]);
    expect(lines.map((line) => line.rankFrom)).toEqual([1, 2, 4]);
  });
});
