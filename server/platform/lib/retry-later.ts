import { RETRY_LATER_MESSAGES, koreanWait } from '../../../common/i18n/errors.ko';
import { AppError } from './app-error';

/**
 * A throttled attempt: 429 whose Korean text says how long to wait; the HTTP layer
 * also sends the wait as `retry-after` (seconds).
 */
export class RetryLaterError extends AppError {
  constructor(
    code: keyof typeof RETRY_LATER_MESSAGES,
    readonly retryAfterSec: number,
  ) {
    super(429, code, RETRY_LATER_MESSAGES[code](koreanWait(retryAfterSec)));
  }
}

/** Whole seconds from `now` until `untilMs`, at least 1 (a wait of 0 would not be a refusal). */
export function secondsUntil(untilMs: number, now: Date): number {
  return Math.max(1, Math.ceil((untilMs - now.getTime()) / 1000));
}
