// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { parseLimitAmount } from '../../../src/features/responsible/LimitRow';
import { parseSessionMinutes } from '../../../src/features/responsible/PlayTimeCard';

/** What the /member forms accept before asking the server (which checks again). */
describe('responsible form inputs', () => {
  it('a limit is whole won, typed with or without separators, 1 won up to 10 billion', () => {
    expect(parseLimitAmount('50,000')).toBe(50_000);
    expect(parseLimitAmount(' 50000원 ')).toBe(50_000);
    expect(parseLimitAmount('10000000000')).toBe(10_000_000_000);
    expect(parseLimitAmount('10000000001')).toBeNull();
    expect(parseLimitAmount('0')).toBeNull();
    expect(parseLimitAmount('1.5')).toBeNull();
    expect(parseLimitAmount('-100')).toBeNull();
    expect(parseLimitAmount('')).toBeNull();
  });

  it('a session limit is whole minutes from 15 to 1,440', () => {
    expect(parseSessionMinutes('15')).toBe(15);
    expect(parseSessionMinutes('1440')).toBe(1440);
    expect(parseSessionMinutes('14')).toBeNull();
    expect(parseSessionMinutes('1441')).toBeNull();
    expect(parseSessionMinutes('30.5')).toBeNull();
  });
});
