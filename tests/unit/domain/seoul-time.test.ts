import { describe, expect, it } from 'vitest';
import {
  parseSeoulDateTime,
  seoulDateTimeText,
  seoulParts,
  toEpochMs,
} from '../../../common/domain/seoul-time';

// 2024-03-04 15:30:05 UTC is 2024-03-05 00:30:05 in Seoul (UTC+9), a Tuesday.
const INSTANT = Date.UTC(2024, 2, 4, 15, 30, 5);

describe('Seoul wall-clock time (spec §9)', () => {
  it('gives the Seoul fields of an instant across the UTC date line', () => {
    expect(seoulParts(INSTANT)).toEqual({
      year: 2024,
      month: 3,
      day: 5,
      hour: 0,
      minute: 30,
      second: 5,
      weekday: 2,
    });
    expect(seoulDateTimeText(INSTANT)).toBe('2024-03-05 00:30:05');
  });

  it('reads Seoul text back to the same instant', () => {
    expect(parseSeoulDateTime('2024-03-05 00:30:05')).toBe(INSTANT);
    expect(parseSeoulDateTime(seoulDateTimeText(INSTANT + 123_000))).toBe(INSTANT + 123_000);
  });

  it('refuses impossible dates and other shapes', () => {
    for (const text of [
      '2024-02-30 10:00:00',
      '2023-02-29 10:00:00',
      '2024-03-05 24:00:00',
      '2024-03-05 10:60:00',
      '2024-03-05T00:30:05',
      '2024-03-05 00:30',
      '',
    ]) {
      expect(parseSeoulDateTime(text), text).toBeNull();
    }
    expect(parseSeoulDateTime('2024-02-29 10:00:00')).not.toBeNull();
  });

  it('reads instants, dates and zoned ISO text; missing or invalid values are null', () => {
    expect(toEpochMs(INSTANT)).toBe(INSTANT);
    expect(toEpochMs(new Date(INSTANT))).toBe(INSTANT);
    expect(toEpochMs('2024-03-04T15:30:05Z')).toBe(INSTANT);
    expect(toEpochMs('2024-03-05T00:30:05+09:00')).toBe(INSTANT);
    expect(toEpochMs('2024-03-05 00:30:05')).toBe(new Date(2024, 2, 5, 0, 30, 5).getTime());
    for (const value of [null, undefined, '', 'not a date', Number.NaN, new Date(Number.NaN)]) {
      expect(toEpochMs(value)).toBeNull();
    }
  });
});
