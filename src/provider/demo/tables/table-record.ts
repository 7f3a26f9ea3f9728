/**
 * A table bet's entry in the member's own fairness record (docs/fairness.md "The member's
 * record"): at the bet's acceptance the round's commit as the page showed it, the member's seat
 * seed and the round number are written; once the round is dealt the revealed seed, the combined
 * client seed, every seat and the outcome are added.
 */
import type {
  ProviderRoundDetail,
  TableRoundView,
  TableSeat,
} from '../../../../common/contract/demo-provider.contract';
import {
  appendEntry,
  completeEntry,
  entryId,
  findEntry,
  readRecord,
  type RecordEntry,
} from '../fair-record';

export const tableEntryId = (gameCode: string, roundNo: number) =>
  entryId('table', gameCode, roundNo);

/** Written when the provider accepted the bets; the commit is the one the page showed. */
export function recordTableBet(
  gameCode: string,
  drawCode: string,
  round: TableRoundView,
  seat: TableSeat,
): void {
  appendEntry({
    id: tableEntryId(gameCode, round.roundNo),
    kind: 'table',
    gameCode,
    drawCode,
    recordedAt: new Date().toISOString(),
    shown: {
      commitHex: round.fairness.commitHex,
      clientSeed: seat.clientSeed,
      nonce: round.roundNo,
    },
  });
}

export function tableEntry(gameCode: string, roundNo: number): RecordEntry | null {
  return findEntry(tableEntryId(gameCode, roundNo));
}

/** A dealt round (the stream's view or GET …/rounds/:roundRef) completes its entry, if any. */
export function completeTableRound(
  gameCode: string,
  roundNo: number,
  dealt: Pick<ProviderRoundDetail, 'roundRef' | 'fairness' | 'seats' | 'outcome'>,
): boolean {
  const entry = tableEntry(gameCode, roundNo);
  if (!entry || entry.revealed || dealt.fairness.serverSeedHex === null) return false;
  if (dealt.outcome === null || dealt.outcome === undefined) return false;
  return completeEntry(entry.id, {
    roundRef: dealt.roundRef,
    serverSeedHex: dealt.fairness.serverSeedHex,
    combinedClientSeed: dealt.fairness.clientSeed,
    seats: dealt.seats.map(({ seat, player, clientSeed }) => ({ seat, player, clientSeed })),
    outcome: dealt.outcome,
  });
}

/** This table's entries still waiting for their round's reveal, before the round now. */
export function openTableEntries(gameCode: string, beforeRoundNo: number): RecordEntry[] {
  return readRecord().filter(
    (e) =>
      e.kind === 'table' && e.gameCode === gameCode && !e.revealed && e.shown.nonce < beforeRoundNo,
  );
}
