/**
 * A tournament card's countdown (start and end in Asia/Seoul), counted on the server's
 * clock: `offsetMs` = server − browser, learned from the last board's `asOf` (the simulated clock
 * of the tests and a browser whose clock is wrong both follow the server).
 */
import type { TournamentStatus } from '../../../common/contract/tournament.contract';

const SECOND_MS = 1_000;
const MINUTE_S = 60;
const HOUR_S = 3_600;
const DAY_S = 86_400;

export type CountdownTarget =
  | { kind: 'startsIn'; seconds: number }
  | { kind: 'endsIn'; seconds: number }
  /** The clock passed the start or end and the server has not moved the tournament yet. */
  | { kind: 'startingSoon' }
  | { kind: 'closing' }
  | { kind: 'none' };

/** Whole seconds from `nowMs` to the instant `iso` (rounded up, never negative). */
export function secondsUntil(iso: string, nowMs: number): number {
  const target = Date.parse(iso);
  if (!Number.isFinite(target)) return 0;
  return Math.max(0, Math.ceil((target - nowMs) / SECOND_MS));
}

/** What the card counts down to: the start while upcoming, the end while running. */
export function countdownOf(
  tournament: { status: TournamentStatus; startsAt: string; endsAt: string },
  serverNowMs: number,
): CountdownTarget {
  if (tournament.status === 'upcoming') {
    const seconds = secondsUntil(tournament.startsAt, serverNowMs);
    return seconds > 0 ? { kind: 'startsIn', seconds } : { kind: 'startingSoon' };
  }
  if (tournament.status === 'running') {
    const seconds = secondsUntil(tournament.endsAt, serverNowMs);
    return seconds > 0 ? { kind: 'endsIn', seconds } : { kind: 'closing' };
  }
  return { kind: 'none' };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `HH:MM:SS`, with whole days in front past a day: `2일 03:04:05`. */
export function formatRemaining(seconds: number, dayLabel: (days: number) => string): string {
  const s = Math.max(0, Math.floor(seconds));
  const days = Math.floor(s / DAY_S);
  const clock = `${pad(Math.floor((s % DAY_S) / HOUR_S))}:${pad(Math.floor((s % HOUR_S) / MINUTE_S))}:${pad(s % MINUTE_S)}`;
  return days > 0 ? `${dayLabel(days)} ${clock}` : clock;
}
