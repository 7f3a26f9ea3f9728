import { createStore } from 'zustand/vanilla';
import type { TournamentBoard } from '../../../common/contract/tournament.contract';
import type { ConnectionStatus } from '../../stores/connection.store';

/**
 * The live boards of the tournaments a page watches, by tournament id, with each
 * board stream's health, and the server clock's lead over the browser (from the last board's
 * `asOf`) that the countdowns count on. Written only by tournament-board-writes.ts.
 */
export interface TournamentBoardState {
  boards: Record<number, TournamentBoard>;
  connection: Record<number, ConnectionStatus>;
  serverOffsetMs: number;
}

export const createTournamentBoardStore = () =>
  createStore<TournamentBoardState>()(() => ({ boards: {}, connection: {}, serverOffsetMs: 0 }));

export const tournamentBoardStore = createTournamentBoardStore();
