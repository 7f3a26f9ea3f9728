/**
 * CSV of the reports: a BOM first so spreadsheet programs read UTF-8 Korean, CRLF
 * lines, quoting per RFC 4180, and text that would run as a formula made inert.
 */
import { describe, expect, it } from 'vitest';
import { toCsv } from '../../../server/reports/report-csv';

describe('toCsv', () => {
  it('starts with a BOM and ends lines with CRLF', () => {
    expect(toCsv(['리그', '베팅액'], [['K리그1', 10_000]])).toBe(
      '\uFEFF리그,베팅액\r\nK리그1,10000\r\n',
    );
  });

  it('quotes commas, quotes and line breaks; keeps negative numbers as numbers', () => {
    expect(toCsv(['a'], [['x, "y"'], ['two\nlines'], [-1_500], [null]])).toBe(
      '\uFEFFa\r\n"x, ""y"""\r\n"two\nlines"\r\n-1500\r\n\r\n',
    );
  });

  it('makes a text that starts like a formula inert', () => {
    expect(toCsv(['a'], [['=HYPERLINK("x")'], ['+1'], ['-2'], ['@SUM(A1)']])).toBe(
      '\uFEFFa\r\n"\'=HYPERLINK(""x"")"\r\n\'+1\r\n\'-2\r\n\'@SUM(A1)\r\n',
    );
  });
});
