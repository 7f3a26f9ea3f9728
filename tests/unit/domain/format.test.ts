import { describe, expect, it } from 'vitest';
import {
  formatDateTime,
  formatNumber,
  formatOdds,
  formatPercent,
  formatPhone,
  formatPoints,
  formatScore,
  formatShortDate,
  formatShortDateTime,
  formatWeekday,
  formatWon,
  unixNow,
} from '../../../common/domain/format';

describe('money and points', () => {
  it('formats won with thousands separators', () => {
    expect(formatWon(12345)).toBe('12,345원');
    expect(formatWon(1_000_000)).toBe('1,000,000원');
    expect(formatWon(0)).toBe('0원');
    expect(formatWon(-5000)).toBe('-5,000원');
  });
  it('treats missing values as zero', () => {
    expect(formatWon(undefined)).toBe('0원');
    expect(formatWon(null)).toBe('0원');
    expect(formatWon(Number.NaN)).toBe('0원');
    expect(formatNumber(12.9)).toBe('12');
  });
  it('formats points', () => {
    expect(formatPoints(1200)).toBe('1,200P');
    expect(formatPoints(5000)).toBe('5,000P');
    expect(formatPoints(undefined)).toBe('0P');
  });
});

describe('odds, percent and score', () => {
  it('formats odds from hundredths', () => {
    expect(formatOdds(185)).toBe('1.85');
    expect(formatOdds(100)).toBe('1.00');
    expect(formatOdds(1005)).toBe('10.05');
    expect(formatOdds(130)).toBe('1.30');
  });
  it('defaults odds to 0.00', () => {
    expect(formatOdds(undefined)).toBe('0.00');
    expect(formatOdds(0)).toBe('0.00');
    expect(formatOdds(Number.NaN)).toBe('0.00');
  });
  it('formats percent with a 0% default', () => {
    expect(formatPercent(12.5)).toBe('12.5%');
    expect(formatPercent(3)).toBe('3%');
    expect(formatPercent(1 / 3)).toBe('0.33%');
    expect(formatPercent(undefined)).toBe('0%');
  });
  it('formats scores with a 0:0 default', () => {
    expect(formatScore(2, 1)).toBe('2:1');
    expect(formatScore(undefined, 1)).toBe('0:0');
    expect(formatScore(null, null)).toBe('0:0');
  });
});

describe('dates in Asia/Seoul', () => {
  // 2024-03-04 15:30:05 UTC is 2024-03-05 00:30:05 in Seoul (UTC+9), a Tuesday.
  const instant = '2024-03-04T15:30:05Z';
  it('formats MM-DD HH:mm', () => {
    expect(formatShortDateTime(instant)).toBe('03-05 00:30');
  });
  it('formats YYYY-MM-DD HH:mm:ss', () => {
    expect(formatDateTime(instant)).toBe('2024-03-05 00:30:05');
    expect(formatDateTime(Date.parse(instant))).toBe('2024-03-05 00:30:05');
  });
  it('formats YY-MM-DD', () => {
    expect(formatShortDate(instant)).toBe('24-03-05');
  });
  it('gives Korean weekday labels', () => {
    expect(formatWeekday(instant)).toBe('화');
    expect(formatWeekday('2024-03-03T03:00:00Z')).toBe('일');
  });
  it('returns empty text for missing or invalid dates', () => {
    expect(formatDateTime(undefined)).toBe('');
    expect(formatShortDate('not a date')).toBe('');
    expect(formatWeekday(null)).toBe('');
  });
});

describe('phone numbers', () => {
  it('adds hyphens to mobile numbers', () => {
    expect(formatPhone('01012345678')).toBe('010-1234-5678');
    expect(formatPhone('010-1234-5678')).toBe('010-1234-5678');
    expect(formatPhone('0111234567')).toBe('011-123-4567');
  });
  it('formats Seoul landlines', () => {
    expect(formatPhone('0212345678')).toBe('02-1234-5678');
    expect(formatPhone('021234567')).toBe('02-123-4567');
  });
  it('leaves other text unchanged', () => {
    expect(formatPhone('12345')).toBe('12345');
    expect(formatPhone('')).toBe('');
    expect(formatPhone(undefined)).toBe('');
  });
});

describe('unixNow', () => {
  it('gives seconds', () => {
    expect(unixNow(1_700_000_000_999)).toBe(1_700_000_000);
  });
});
