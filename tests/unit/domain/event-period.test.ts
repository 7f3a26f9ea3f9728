import { describe, expect, it } from 'vitest';
import { eventPhase, isCalendarDate, seoulDate } from '../../../common/domain/event-period';

describe('event periods in Seoul calendar days', () => {
  it('takes the Seoul day of an instant (UTC+9)', () => {
    expect(seoulDate(new Date('2025-03-10T14:59:59Z'))).toBe('2025-03-10');
    expect(seoulDate(new Date('2025-03-10T15:00:00Z'))).toBe('2025-03-11');
    expect(seoulDate(new Date('2024-12-31T15:00:00Z'))).toBe('2025-01-01');
  });

  it('is on from the first to the last day, both included', () => {
    expect(eventPhase('2025-03-01', '2025-03-10', '2025-02-28')).toBe('upcoming');
    expect(eventPhase('2025-03-01', '2025-03-10', '2025-03-01')).toBe('ongoing');
    expect(eventPhase('2025-03-01', '2025-03-10', '2025-03-10')).toBe('ongoing');
    expect(eventPhase('2025-03-01', '2025-03-10', '2025-03-11')).toBe('ended');
    expect(eventPhase('2025-03-05', '2025-03-05', '2025-03-05')).toBe('ongoing');
  });

  it('knows real calendar days', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    for (const bad of ['2025-02-29', '2025-13-01', '2025-1-01', '2025/01/01', '', 'x']) {
      expect(isCalendarDate(bad), bad).toBe(false);
    }
  });
});
