/**
 * The member's check of a dealt table round (docs/fairness.md "Shared tables"): the combined
 * client seed is recomputed from the published seats, the member's own seat seed must be among
 * them, and the outcome is recomputed from the commit the page showed before the deal, the
 * recomputed seed and the round number. A round without seats or without a reveal cannot be
 * checked, which is never reported as 일치.
 */
import type { TableRoundView } from '../../../../common/contract/demo-provider.contract';
import {
  EMPTY_TABLE_CLIENT_SEED,
  tableClientSeed,
} from '../../../../common/domain/casino/fairness';
import { checkOutcome, type OutcomeCheck } from '../fairness-check';

export interface TableShown {
  /** The commit the page showed while the round took bets. */
  readonly commitHex: string;
  /** The member's seat seed (their record), when they bet on the round. */
  readonly ownSeed: string | null;
}

export async function checkTableRound(
  drawCode: string,
  round: TableRoundView,
  shown: TableShown | null,
): Promise<OutcomeCheck> {
  if (!shown || round.fairness.serverSeedHex === null) return 'unverifiable';
  const seeds = round.seats.map((seat) => seat.clientSeed);
  if (seeds.length === 0 && round.fairness.clientSeed !== EMPTY_TABLE_CLIENT_SEED) {
    return 'unverifiable';
  }
  if (shown.ownSeed !== null && !seeds.includes(shown.ownSeed)) return 'mismatch';
  const combined = await tableClientSeed(seeds);
  if (combined !== round.fairness.clientSeed) return 'mismatch';
  return checkOutcome(
    drawCode,
    { commitHex: shown.commitHex, clientSeed: combined, nonce: round.roundNo },
    round.fairness.serverSeedHex,
    round.outcome,
  );
}
