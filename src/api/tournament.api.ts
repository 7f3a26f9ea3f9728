import {
  tournamentBoardSchema,
  tournamentDetailSchema,
  tournamentJoinAnswerSchema,
  tournamentListPageSchema,
  type TournamentKind,
  type TournamentTab,
} from '../../common/contract/tournament.contract';
import { api } from './client';

export type {
  TournamentBoard,
  TournamentBoardRow,
  TournamentDetail,
  TournamentKind,
  TournamentMyRow,
  TournamentSummary,
  TournamentTab,
  TournamentWinner,
} from '../../common/contract/tournament.contract';

/** The member's tournament calls (shapes from common/contract/tournament.contract.ts). */
export function fetchTournaments(kind: TournamentKind, tab: TournamentTab, page = 1) {
  return api
    .get('tournaments', { searchParams: { kind, tab, page } })
    .json(tournamentListPageSchema);
}

export function fetchTournament(id: number) {
  return api.get(`tournaments/${id}`).json(tournamentDetailSchema);
}

/** The board now (the stream then keeps it live); the member's own row when logged in. */
export function fetchTournamentBoard(id: number) {
  return api.get(`tournaments/${id}/board`).json(tournamentBoardSchema);
}

/** Joins (taking the entry fee through the ledger); a retry with the same key pays nothing twice. */
export function joinTournament(id: number, idempotencyKey: string) {
  return api
    .post(`tournaments/${id}/join`, { json: { idempotencyKey } })
    .json(tournamentJoinAnswerSchema);
}
