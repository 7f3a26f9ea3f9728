import { describe, expect, it } from 'vitest';
import { formatPhone } from '../../../common/domain/format';
import { formatPhoneInput, isMobilePhone, phoneDigits } from '../../../common/domain/phone';

describe('phone numbers: stored as digits, shown and typed with hyphens (spec §9)', () => {
  it('keeps only the digits for storage', () => {
    expect(phoneDigits('010-1234-5678')).toBe('01012345678');
    expect(phoneDigits(' 010 1234 5678 ')).toBe('01012345678');
    expect(phoneDigits('')).toBe('');
  });

  it('accepts Korean mobile numbers only', () => {
    for (const ok of [
      '01012345678',
      '010-1234-5678',
      '0111234567',
      '016-123-4567',
      '01912345678',
    ]) {
      expect(isMobilePhone(ok), ok).toBe(true);
    }
    for (const bad of ['', '0101234567890', '02-123-4567', '0121234567', '010123', '11012345678']) {
      expect(isMobilePhone(bad), bad).toBe(false);
    }
  });

  it('places hyphens while the member types', () => {
    const typed = '01012345678';
    const steps = Array.from({ length: typed.length }, (_, i) =>
      formatPhoneInput(typed.slice(0, i + 1)),
    );
    expect(steps).toEqual([
      '0',
      '01',
      '010',
      '010-1',
      '010-12',
      '010-123',
      '010-1234',
      '010-1234-5',
      '010-1234-56',
      '010-1234-567',
      '010-1234-5678',
    ]);
    expect(formatPhoneInput('0111234567')).toBe('011-123-4567'); // an old 10-digit number
    expect(formatPhoneInput('010-1234-56789')).toBe('010-1234-5678'); // extra digits dropped
    expect(formatPhoneInput('010abc1234')).toBe('010-1234');
    expect(formatPhoneInput('')).toBe('');
  });

  it('shows a stored number with hyphens, the same as it was typed', () => {
    for (const digits of ['01012345678', '0111234567']) {
      expect(formatPhone(digits)).toBe(formatPhoneInput(digits));
    }
  });
});
