import { z } from 'zod';

/**
 * The three tabs of /tournament and /tournament_casino. A module of its own so the
 * routes' search parsing, which loads with the first page, does not bring the whole tournament
 * contract along (the first page's JavaScript); tournament.contract.ts re-exports it.
 */
export const tournamentTabSchema = z.enum(['running', 'upcoming', 'finished']);
export type TournamentTab = z.infer<typeof tournamentTabSchema>;
