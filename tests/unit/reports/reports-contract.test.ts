/**
 * The report range: real calendar days, `to` not before `from`, at most
 * REPORT_MAX_RANGE_DAYS days; and migration 029's rule that the bet365 virtual games are the
 * catalog's 8xx ids (report_minigame_product), held against the catalog.
 */
import { describe, expect, it } from 'vitest';
import { GAME_TYPE_VIRTUAL, MINIGAME_CATALOG } from '../../../common/domain/minigame/catalog';
import {
  REPORT_MAX_RANGE_DAYS,
  reportExportQuerySchema,
  reportRangeDays,
  reportRangeQuerySchema,
} from '../../../common/contract/reports.contract';

describe('report range', () => {
  it('accepts one day and a year and a day', () => {
    expect(reportRangeQuerySchema.safeParse({ from: '2026-03-15', to: '2026-03-15' }).success).toBe(
      true,
    );
    expect(reportRangeDays('2025-03-15', '2026-03-15')).toBe(REPORT_MAX_RANGE_DAYS);
    expect(reportRangeQuerySchema.safeParse({ from: '2025-03-15', to: '2026-03-15' }).success).toBe(
      true,
    );
  });

  it('refuses impossible dates, reversed and too long ranges', () => {
    for (const range of [
      { from: '2026-02-29', to: '2026-03-01' },
      { from: '2026-04-31', to: '2026-05-01' },
      { from: '2026-03-16', to: '2026-03-15' },
      { from: '2025-03-14', to: '2026-03-15' },
      { from: '20260315', to: '2026-03-15' },
    ]) {
      expect(reportRangeQuerySchema.safeParse(range).success, JSON.stringify(range)).toBe(false);
    }
    // 2028 is a leap year.
    expect(reportRangeQuerySchema.safeParse({ from: '2028-02-29', to: '2028-03-01' }).success).toBe(
      true,
    );
  });

  it('a member or agent CSV names whose', () => {
    const base = { from: '2026-03-15', to: '2026-03-15' };
    expect(reportExportQuerySchema.safeParse({ ...base, table: 'member' }).success).toBe(false);
    expect(reportExportQuerySchema.safeParse({ ...base, table: 'agent', id: '7' }).success).toBe(
      true,
    );
    expect(reportExportQuerySchema.safeParse({ ...base, table: 'days' }).success).toBe(true);
  });
});

describe('virtual games are the 8xx ids (migration 029 report_minigame_product)', () => {
  it('holds for every catalog game', () => {
    for (const game of MINIGAME_CATALOG) {
      const inRange = game.id >= 800 && game.id <= 899;
      expect(inRange, `${game.route} (${game.id})`).toBe(game.gameTypeCode === GAME_TYPE_VIRTUAL);
    }
  });
});
