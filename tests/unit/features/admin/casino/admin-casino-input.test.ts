/** What the operator types on the casino desk is read before it is sent. */
import { describe, expect, it } from 'vitest';
import { readableBody } from '../../../../../src/features/admin/casino/CallBodiesDialog';
import {
  isReconcileProblem,
  parseTendency,
  parseWinWon,
  seoulDate,
} from '../../../../../src/features/admin/casino/casino-admin-input';

describe('what the operator types', () => {
  it('reads tendency codes as a set of short labels', () => {
    expect(parseTendency('11, 22 22')).toEqual(['11', '22']);
    expect(parseTendency('')).toEqual([]);
    expect(parseTendency('22, 한글')).toBeNull();
    expect(parseTendency('123456789')).toBeNull();
  });

  it('reads a win as whole won, zero allowed', () => {
    expect(parseWinWon('12,000')).toBe(12_000);
    expect(parseWinWon('0')).toBe(0);
    expect(parseWinWon('9,5')).toBeNull();
    expect(parseWinWon('-1')).toBeNull();
    expect(parseWinWon('1.5')).toBeNull();
    expect(parseWinWon('99999999999')).toBeNull();
  });

  it('marks every reconciliation line but a match or an explained tombstone', () => {
    expect(isReconcileProblem('matched')).toBe(false);
    expect(isReconcileProblem('tombstone')).toBe(false);
    expect(isReconcileProblem('missing_ours')).toBe(true);
    expect(isReconcileProblem('missing_theirs')).toBe(true);
    expect(isReconcileProblem('amount_differs')).toBe(true);
  });

  it('counts days in Seoul and lays JSON bodies out', () => {
    expect(seoulDate(Date.parse('2030-03-01T15:00:00Z'))).toBe('2030-03-02');
    expect(seoulDate(Date.parse('2030-03-01T14:59:59Z'))).toBe('2030-03-01');
    expect(readableBody('{"a":1}')).toBe('{\n  "a": 1\n}');
    expect(readableBody('not json')).toBe('not json');
  });
});
