/**
 * A sports-bet refusal that carries what changed (sportsBetRefusalSchema): the server's current
 * prices of the slip, or the new cash-out offer. The sports routes answer it with the extended
 * body; anywhere else it is an ordinary AppError `{ code, message }`.
 */
import type { z } from 'zod';
import type { repricedLegSchema } from '../../../common/contract/sports-bets.contract';
import type { Refusal } from '../../../common/domain/betting/refusal';
import type { ErrorCode } from '../../../common/i18n/errors.ko';
import { refusalMessage } from '../../../common/i18n/sports-labels.ko';
import { AppError } from '../../platform/lib/app-error';

export type RepricedLeg = z.infer<typeof repricedLegSchema>;

export class SportsBetRefusal extends AppError {
  constructor(
    status: number,
    code: ErrorCode,
    message: string | undefined,
    readonly extra: { prices?: RepricedLeg[]; offerWon?: number | null } = {},
  ) {
    super(status, code, message);
    this.name = 'SportsBetRefusal';
  }
}

/** A refusal of the shared betting rules (common/domain/betting), as the API answers it. */
export function ruleRefusal(status: number, refusal: Refusal, prices?: RepricedLeg[]): AppError {
  // Every BettingReason is also an ErrorCode (common/i18n/errors.ko.ts mirrors BETTING_MESSAGES);
  // the text is the one the slip shows for the same refusal (common/i18n/sports-labels.ko.ts).
  const code: ErrorCode = refusal.reason;
  return new SportsBetRefusal(status, code, refusalMessage(refusal), prices ? { prices } : {});
}
