import { useEffect } from 'react';
import { useStore } from 'zustand';
import type { TournamentBoard } from '../../../common/contract/tournament.contract';
import type { ConnectionStatus } from '../../stores/connection.store';
import { tournamentBoardStore } from '../../streams/tournament/tournament-board.store';
import { watchTournamentBoard } from '../../streams/tournament/tournament-board.stream';

/** While mounted, the tournament's board stream runs; the live board and its connection health. */
export function useTournamentBoard(tournamentId: number): {
  board: TournamentBoard | undefined;
  connection: ConnectionStatus;
} {
  useEffect(() => {
    const subscription = watchTournamentBoard(tournamentId);
    return () => subscription.unsubscribe();
  }, [tournamentId]);
  const board = useStore(tournamentBoardStore, (s) => s.boards[tournamentId]);
  const connection = useStore(tournamentBoardStore, (s) => s.connection[tournamentId] ?? 'idle');
  return { board, connection };
}
