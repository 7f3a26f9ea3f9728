// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { AttendanceCalendar } from '../../../../src/features/attendance/AttendancePage';
import {
  daysInMonth,
  firstWeekday,
  monthGrid,
  shiftMonth,
} from '../../../../src/features/attendance/calendar';

afterEach(cleanup);

describe('attendance calendar layout', () => {
  it('knows the first weekday and the length of a month (leap years included)', () => {
    expect(firstWeekday('2026-11')).toBe(0); // Sunday
    expect(firstWeekday('2026-02')).toBe(0);
    expect(firstWeekday('2026-01')).toBe(4); // Thursday
    expect(firstWeekday('2024-02')).toBe(4);
    expect(daysInMonth('2026-11')).toBe(30);
    expect(daysInMonth('2026-02')).toBe(28);
    expect(daysInMonth('2024-02')).toBe(29);
    expect(daysInMonth('2026-12')).toBe(31);
    expect(monthGrid('2026-02')).toHaveLength(4); // Sunday start, 28 days: exactly four weeks
    expect(monthGrid('2026-01')).toHaveLength(5);
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
  });

  it('renders Korean weekday headers, the offset before the 1st and stamps checked days', () => {
    render(
      <AttendanceCalendar
        month="2026-01"
        view={{
          today: '2026-01-02',
          days: [
            { day: '2026-01-01', rewardPoints: 100 },
            { day: '2026-01-02', rewardPoints: 1100 },
          ],
        }}
      />,
    );
    const calendar = screen.getByTestId('attendance-calendar');
    const headers = within(calendar)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['일', '월', '화', '수', '목', '금', '토']);
    const days = within(calendar).getAllByTestId('attendance-day');
    expect(days).toHaveLength(31);
    expect(days[0]!.getAttribute('data-day')).toBe('2026-01-01');
    expect(days[30]!.getAttribute('data-day')).toBe('2026-01-31');
    // The 1st is a Thursday: four padding cells before it in the first week.
    const firstWeek = calendar.querySelectorAll('tbody tr')[0]!.querySelectorAll('td');
    expect([...firstWeek].map((td) => td.getAttribute('data-day'))).toEqual([
      null,
      null,
      null,
      null,
      '2026-01-01',
      '2026-01-02',
      '2026-01-03',
    ]);
    expect(days.filter((d) => d.dataset.checked === 'true').map((d) => d.dataset.day)).toEqual([
      '2026-01-01',
      '2026-01-02',
    ]);
    expect(days[1]!.textContent).toContain('1,100P');
    expect(days[1]!.getAttribute('aria-current')).toBe('date');
    expect(days[2]!.dataset.checked).toBe('false');
  });
});
