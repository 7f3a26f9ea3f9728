import { describe, expect, it } from 'vitest';
import {
  calendarDateSchema,
  calendarMonthSchema,
  idSchema,
  idValueSchema,
  int4IdSchema,
  int4IdValueSchema,
  int8TextIdSchema,
  isCleanText,
  textSchema,
} from '../../../common/contract/common.contract';

const ok = (schema: { safeParse(v: unknown): { success: boolean } }, value: unknown) =>
  schema.safeParse(value).success;

describe('text of a request (control characters never reach the database)', () => {
  const line = textSchema({ min: 1, max: 10 });
  const body = textSchema({ min: 1, max: 50, multiline: true });

  it('refuses NUL, the other C0 controls, DEL and C1 controls in any text', () => {
    for (const code of [0x00, 0x01, 0x08, 0x0b, 0x0c, 0x1b, 0x1f, 0x7f, 0x80, 0x85, 0x9b, 0x9f]) {
      const text = `가${String.fromCharCode(code)}나`;
      expect(ok(line, text), code.toString(16)).toBe(false);
      expect(ok(body, text), code.toString(16)).toBe(false);
    }
  });

  it('takes tab and line breaks in multi-line bodies only', () => {
    for (const text of ['첫 줄\n둘째 줄', 'a\r\nb', 'a\tb']) {
      expect(ok(body, text), JSON.stringify(text)).toBe(true);
      expect(ok(line, text), JSON.stringify(text)).toBe(false);
    }
  });

  it('refuses half a surrogate pair and keeps whole ones (emoji)', () => {
    expect(isCleanText('ab\ud800cd')).toBe(false);
    expect(isCleanText('ab\udc00')).toBe(false);
    expect(isCleanText('웃음😀')).toBe(true);
  });

  it('trims first, then bounds the length', () => {
    expect(line.parse('  제목\t ')).toBe('제목');
    expect(ok(line, '   ')).toBe(false);
    expect(ok(line, 'a'.repeat(11))).toBe(false);
    const password = textSchema({ min: 1, max: 10, trim: false });
    expect(password.parse(' pw ')).toBe(' pw ');
  });
});

describe('ids bounded to their column', () => {
  it('int4 ids stop at 2147483647, int8 ids at 2^53 - 1', () => {
    expect(int4IdSchema.parse('2147483647')).toBe(2_147_483_647);
    expect(ok(int4IdSchema, '2147483648')).toBe(false);
    expect(idSchema.parse('2147483648')).toBe(2_147_483_648);
    expect(ok(idSchema, '9999999999999999999')).toBe(false);
    expect(ok(int4IdValueSchema, 2_147_483_648)).toBe(false);
    expect(ok(idValueSchema, Number.MAX_SAFE_INTEGER)).toBe(true);
    expect(ok(idValueSchema, 1e20)).toBe(false);
  });

  it('refuses zero, negatives, fractions, words and, in a body, ids as text', () => {
    for (const bad of ['0', '-1', '1.5', 'abc', '', '1e400']) {
      expect(ok(idSchema, bad), bad).toBe(false);
    }
    expect(ok(idValueSchema, '12')).toBe(false);
    expect(ok(idValueSchema, true)).toBe(false);
  });

  it('decimal-text int8 ids stop at 9223372036854775807', () => {
    expect(ok(int8TextIdSchema, '9223372036854775807')).toBe(true);
    expect(ok(int8TextIdSchema, '12345678901234567890')).toBe(false);
    for (const bad of ['9223372036854775808', '9999999999999999999', '0', '01', '-1', '1.0']) {
      expect(ok(int8TextIdSchema, bad), bad).toBe(false);
    }
  });
});

describe('calendar days and months', () => {
  it('takes real days in a sane year', () => {
    for (const day of ['2024-02-29', '2026-12-31', '2000-01-01', '2100-12-31']) {
      expect(ok(calendarDateSchema, day), day).toBe(true);
    }
  });

  it('refuses impossible and out-of-range days', () => {
    for (const bad of [
      '9999-99-99',
      '0000-00-00',
      '2026-02-30',
      '2025-02-29',
      '2026-13-01',
      '2026-1-5',
      '1999-12-31',
      '2101-01-01',
      '2026-01-15T00:00:00Z',
    ]) {
      expect(ok(calendarDateSchema, bad), bad).toBe(false);
    }
  });

  it('months: a real month of a sane year', () => {
    expect(ok(calendarMonthSchema, '2026-02')).toBe(true);
    for (const bad of ['0000-01', '9999-12', '2026-13', '2026-00', '2026-1']) {
      expect(ok(calendarMonthSchema, bad), bad).toBe(false);
    }
  });
});
