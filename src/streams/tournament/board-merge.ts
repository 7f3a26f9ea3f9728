/**
 * How a board arriving from the snapshot or the stream folds into the one shown. The
 * snapshot request and the stream race: the answer computed last (`asOf`) wins, and a final board
 * (ranks frozen by the end job) is never replaced by a live one that was still in flight.
 */
import type {
  TournamentBoard,
  TournamentStatus,
} from '../../../common/contract/tournament.contract';

export function mergeBoard(
  current: TournamentBoard | undefined,
  incoming: TournamentBoard,
): TournamentBoard {
  if (!current) return incoming;
  if (current.final && !incoming.final) return current;
  if (incoming.final && !current.final) return incoming;
  const currentAt = Date.parse(current.asOf);
  const incomingAt = Date.parse(incoming.asOf);
  // An unreadable instant never holds the board back: the newer message is taken.
  if (Number.isFinite(currentAt) && Number.isFinite(incomingAt) && incomingAt < currentAt) {
    return current;
  }
  return incoming;
}

/**
 * A `status` event (started, finished, cancelled) before its board: the board says so at once;
 * a final board keeps its own status.
 */
export function applyStatus(
  current: TournamentBoard | undefined,
  status: TournamentStatus,
): TournamentBoard | undefined {
  if (!current || current.final || current.status === status) return current;
  return { ...current, status };
}
