import type {
  TournamentBoard,
  TournamentStatus,
} from '../../../common/contract/tournament.contract';
import type { ConnectionStatus } from '../../stores/connection.store';
import { applyStatus, mergeBoard } from './board-merge';
import { tournamentBoardStore } from './tournament-board.store';

/** server − browser in ms from a server instant read at `clientNowMs`; 0 when unreadable. */
function serverOffsetMs(serverIso: string, clientNowMs: number): number {
  const server = Date.parse(serverIso);
  return Number.isFinite(server) ? server - clientNowMs : 0;
}

/** The only writers of the tournament board store. */
export function writeBoards(
  tournamentId: number,
  boards: readonly TournamentBoard[],
  clientNowMs: number = Date.now(),
): void {
  if (boards.length === 0) return;
  const state = tournamentBoardStore.getState();
  const merged = boards.reduce<TournamentBoard | undefined>(
    (board, next) => mergeBoard(board, next),
    state.boards[tournamentId],
  )!;
  tournamentBoardStore.setState({
    boards: { ...state.boards, [tournamentId]: merged },
    serverOffsetMs: serverOffsetMs(merged.asOf, clientNowMs),
  });
}

export function writeStatus(tournamentId: number, status: TournamentStatus): void {
  const state = tournamentBoardStore.getState();
  const board = applyStatus(state.boards[tournamentId], status);
  if (!board || board === state.boards[tournamentId]) return;
  tournamentBoardStore.setState({ boards: { ...state.boards, [tournamentId]: board } });
}

export function writeConnection(tournamentId: number, status: ConnectionStatus): void {
  const state = tournamentBoardStore.getState();
  if (state.connection[tournamentId] === status) return;
  tournamentBoardStore.setState({ connection: { ...state.connection, [tournamentId]: status } });
}
