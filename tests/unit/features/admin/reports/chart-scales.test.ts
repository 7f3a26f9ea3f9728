import { describe, expect, it } from 'vitest';
import {
  dayLabel,
  DAY_INCRS,
  DAY_S,
  drawAsBars,
  INTEGER_INCRS,
  xRange,
  yRange,
} from '../../../../../src/features/admin/reports/chart-scales';
import { chartX } from '../../../../../src/features/admin/reports/report-dates';

describe('the reports charts scales', () => {
  it('a one-day range spans that day only, drawn as a bar', () => {
    const [min, max] = xRange('2026-11-28', '2026-11-28');
    expect(max - min).toBe(DAY_S);
    expect(min).toBeLessThan(chartX('2026-11-28'));
    expect(max).toBeGreaterThan(chartX('2026-11-28'));
    expect(dayLabel(min)).toBe('11-27');
    expect(dayLabel(max)).toBe('11-28');
    expect(drawAsBars('2026-11-28', '2026-11-28')).toBe(true);
  });

  it('a week spans its seven days and half a day either side, drawn as lines', () => {
    const [min, max] = xRange('2026-11-22', '2026-11-28');
    expect(max - min).toBe(7 * DAY_S);
    expect(drawAsBars('2026-11-22', '2026-11-28')).toBe(false);
  });

  it('ticks on the time axis are whole days, and counts have whole ticks', () => {
    expect(DAY_INCRS.every((step) => step % DAY_S === 0)).toBe(true);
    expect(INTEGER_INCRS.every((step) => Number.isInteger(step) && step >= 1)).toBe(true);
    expect(INTEGER_INCRS.slice(0, 4)).toEqual([1, 2, 5, 10]);
  });

  it('the value axis starts at 0, goes below it for a loss, and is never empty', () => {
    expect(yRange([3, 7], true)).toEqual([0, 8]);
    expect(yRange([0, 0], true)).toEqual([0, 1]);
    const [low, high] = yRange([-5_000, 20_000], false);
    expect(low).toBeLessThan(-5_000);
    expect(high).toBeGreaterThan(20_000);
  });
});
