/**
 * The betting window's countdown from round.closesAt, which is the provider's clock.
 * That clock may differ from the browser's: a member's clock can be off, and the browser tests
 * run the tables on a stepped clock (SIMULATED_TIME) minutes ahead of real time. So:
 * - when the page watched a round open (its `round` event moved to a new round's betting),
 *   the provider's time then was closesAt − TABLE_BETTING_SECONDS: that gives the offset between
 *   the two clocks, used from then on;
 * - before that, closesAt is trusted only if it lies within one window from the browser's now;
 *   otherwise the countdown is unknown (shown empty) rather than a wrong figure.
 * The server alone decides whether a bet is in time (its phase); the countdown is only shown.
 */
import { TABLE_BETTING_SECONDS } from '../../../../common/contract/demo-provider.contract';

export const WINDOW_MS = TABLE_BETTING_SECONDS * 1_000;
/** Transport and clock skew accepted before closesAt is distrusted. */
const SKEW_MS = 2_000;

/** Provider time minus browser time, learnt when a round's betting opened in front of us. */
export function learnOffset(closesAtIso: string, receivedAtMs: number): number | null {
  const closesAtMs = Date.parse(closesAtIso);
  return Number.isFinite(closesAtMs) ? closesAtMs - WINDOW_MS - receivedAtMs : null;
}

/** The browser time (ms) the betting window ends, or null when it cannot be told. */
export function localDeadline(
  closesAtIso: string,
  receivedAtMs: number,
  offsetMs: number | null,
): number | null {
  const closesAtMs = Date.parse(closesAtIso);
  if (!Number.isFinite(closesAtMs)) return null;
  if (offsetMs !== null) return closesAtMs - offsetMs;
  const left = closesAtMs - receivedAtMs;
  return left < -SKEW_MS || left > WINDOW_MS + SKEW_MS ? null : closesAtMs;
}

/** Whole seconds left (rounded up, so "1" shows until the end), never negative. */
export function secondsLeft(deadlineMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((deadlineMs - nowMs) / 1_000));
}
