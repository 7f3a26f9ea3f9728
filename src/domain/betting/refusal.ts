/**
 * The shape every betting rule answers with when it says no: a stable reason code (the server's
 * error code too) and the Korean text of src/i18n/sports.ko.ts, optionally with a detail such as
 * the limit that was crossed.
 */
import { BETTING_MESSAGES, type BettingReason } from '../../i18n/sports.ko';

export interface Refusal {
  ok: false;
  reason: BettingReason;
  message: string;
}

export function refuse(reason: BettingReason, detail?: string): Refusal {
  const text = BETTING_MESSAGES[reason];
  return { ok: false, reason, message: detail ? `${text} (${detail})` : text };
}
