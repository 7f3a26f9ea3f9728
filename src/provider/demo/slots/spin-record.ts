/**
 * A spin's entry in the member's own fairness record (docs/fairness.md "The member's record"):
 * the commit, client seed and nonce the page showed are written before the spin is requested,
 * and the revealed seed and the outcome are added once the spin answers.
 */
import type {
  FairnessView,
  ProviderSession,
  SpinResult,
} from '../../../../common/contract/demo-provider.contract';
import { appendEntry, completeEntry, entryId } from '../fair-record';

/** Writes what the page shows before the spin; answers the entry's id. */
export function recordShownSpin(game: ProviderSession['game'], shown: FairnessView): string {
  const id = entryId('slot', game.code, shown.nonce);
  appendEntry({
    id,
    kind: 'slot',
    gameCode: game.code,
    drawCode: game.drawCode,
    recordedAt: new Date().toISOString(),
    shown: { commitHex: shown.commitHex, clientSeed: shown.clientSeed, nonce: shown.nonce },
  });
  return id;
}

/** Adds what the spin revealed; the shown part stays as it was written. */
export function completeSpin(id: string, result: SpinResult): void {
  completeEntry(id, {
    roundRef: result.roundRef,
    serverSeedHex: result.fairness.serverSeedHex,
    outcome: result.outcome,
  });
}
