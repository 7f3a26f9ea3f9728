/**
 * Event periods: an event runs from its first to its last Asia/Seoul calendar
 * day, both inclusive. Days are `YYYY-MM-DD` text, which orders like the dates themselves.
 */

export const EVENT_PHASES = ['ongoing', 'upcoming', 'ended'] as const;
export type EventPhase = (typeof EVENT_PHASES)[number];

/** `YYYY-MM-DD` of the Seoul day containing the instant. */
export { seoulDay as seoulDate } from './seoul-time';

export function eventPhase(startDate: string, endDate: string, today: string): EventPhase {
  if (today < startDate) return 'upcoming';
  if (today > endDate) return 'ended';
  return 'ongoing';
}

/** A real calendar day in `YYYY-MM-DD` (2024-02-30 is not). */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const parsed = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === text;
}
