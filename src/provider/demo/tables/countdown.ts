/**
 * The betting window's countdown (issue 11) from round.closesAt. The provider's clock may be a
 * stepped test clock (SIMULATED_TIME) far from the browser's, so a closesAt that lies outside one
 * betting window from now is read as "a full window from when the round arrived" instead of
 * showing a nonsense figure. The server alone decides whether a bet is in time (its phase).
 */
import { TABLE_BETTING_SECONDS } from '../../../contract/demo-provider.contract';

const WINDOW_MS = TABLE_BETTING_SECONDS * 1_000;
/** Transport and clock skew we accept before distrusting closesAt. */
const SKEW_MS = 2_000;

/** The browser time (ms) the betting window ends, decided when the round arrives. */
export function localDeadline(closesAtIso: string, receivedAtMs: number): number {
  const closesAtMs = Date.parse(closesAtIso);
  const left = closesAtMs - receivedAtMs;
  if (!Number.isFinite(left) || left < -SKEW_MS || left > WINDOW_MS + SKEW_MS) {
    return receivedAtMs + WINDOW_MS;
  }
  return receivedAtMs + Math.max(0, left);
}

/** Whole seconds left (rounded up, so "1" shows until the end), never negative. */
export function secondsLeft(deadlineMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((deadlineMs - nowMs) / 1_000));
}
