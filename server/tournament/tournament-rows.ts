/**
 * A tournament as stored (migration 026) and as the pages see it (tournament.contract.ts): the
 * one place the stored state and the clock make the status, and the one summary query.
 */
import type {
  TournamentPrize,
  TournamentStatus,
  TournamentSummary,
} from '../../common/contract/tournament.contract';
import type { Queryable } from '../platform/db/db';
import { AppError } from '../platform/lib/app-error';

export interface TournamentRow {
  id: number;
  kind: 'slot' | 'casino';
  name: string;
  description: string;
  starts_at: string;
  ends_at: string;
  scoring: 'multiplier' | 'win_total' | 'stake_total';
  min_stake: number;
  entry_currency: 'free' | 'cash' | 'points';
  entry_fee: number;
  auto_join: boolean;
  prizes: TournamentPrize[];
  state: 'scheduled' | 'finished' | 'cancelled';
  created_by: number;
  created_at: string;
  finished_at: string | null;
  cancelled_at: string | null;
  cancel_reason: string | null;
}

export const TOURNAMENT_COLUMNS = `t.id, t.kind, t.name, t.description, t.starts_at, t.ends_at,
  t.scoring, t.min_stake, t.entry_currency, t.entry_fee, t.auto_join, t.prizes, t.state,
  t.created_by, t.created_at, t.finished_at, t.cancelled_at, t.cancel_reason`;

/** Scheduled tournaments are upcoming before their start and running from it until the end job. */
export function statusOf(
  row: Pick<TournamentRow, 'state' | 'starts_at'>,
  now: Date,
): TournamentStatus {
  if (row.state !== 'scheduled') return row.state;
  return now < new Date(row.starts_at) ? 'upcoming' : 'running';
}

export async function loadTournament(
  q: Queryable,
  id: number,
  lock: boolean | 'share' = false,
): Promise<TournamentRow> {
  // FOR SHARE (a join) queues behind a cancel or the end job, which lock it FOR UPDATE, so an
  // entry is never written beside a cancel that did not see it.
  const locking = lock === 'share' ? ' FOR SHARE' : lock ? ' FOR UPDATE' : '';
  const [row] = await q.query<TournamentRow>(
    `SELECT ${TOURNAMENT_COLUMNS} FROM tournaments t WHERE t.id = $1${locking}`,
    [id],
  );
  if (!row) throw new AppError(404, 'TOURNAMENT_NOT_FOUND');
  return row;
}

/** The prize line a rank falls in, or null. */
export function prizeOf(prizes: readonly TournamentPrize[], rank: number): TournamentPrize | null {
  return prizes.find((p) => rank >= p.rankFrom && rank <= p.rankTo) ?? null;
}

/** Prize lines, best ranks first. */
export const sortedPrizes = (prizes: readonly TournamentPrize[]) =>
  [...prizes].sort((a, b) => a.rankFrom - b.rankFrom);

interface Extras {
  games: TournamentSummary['games'];
  providers: TournamentSummary['providers'];
  participantCount: number;
  joined: boolean;
}

/** The games, providers, participant count and the member's joining of each tournament. */
export async function summariesOf(
  q: Queryable,
  rows: readonly TournamentRow[],
  memberId: number | null,
  now: Date,
): Promise<TournamentSummary[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [games, providers, counts] = await Promise.all([
    q.query<{ tournament_id: number; id: number; name: string; provider_name: string }>(
      `SELECT tg.tournament_id, g.id, g.name, p.name AS provider_name
         FROM tournament_games tg JOIN casino_games g ON g.id = tg.game_id
         JOIN casino_providers p ON p.id = g.provider_id
        WHERE tg.tournament_id = ANY($1::int[]) ORDER BY g.sort_order, g.id`,
      [ids],
    ),
    q.query<{ tournament_id: number; id: number; name: string }>(
      `SELECT tp.tournament_id, p.id, p.name FROM tournament_providers tp
         JOIN casino_providers p ON p.id = tp.provider_id
        WHERE tp.tournament_id = ANY($1::int[]) ORDER BY p.sort_order, p.id`,
      [ids],
    ),
    q.query<{ tournament_id: number; count: number; joined: boolean }>(
      `SELECT tournament_id, count(*) AS count, bool_or(member_id = $2::bigint) AS joined
         FROM tournament_entries WHERE tournament_id = ANY($1::int[]) GROUP BY tournament_id`,
      [ids, memberId ?? 0],
    ),
  ]);
  const extras = new Map<number, Extras>(
    ids.map((id) => [id, { games: [], providers: [], participantCount: 0, joined: false }]),
  );
  for (const g of games) {
    extras
      .get(g.tournament_id)!
      .games.push({ id: g.id, name: g.name, providerName: g.provider_name });
  }
  for (const p of providers)
    extras.get(p.tournament_id)!.providers.push({ id: p.id, name: p.name });
  for (const c of counts) {
    const e = extras.get(c.tournament_id)!;
    e.participantCount = c.count;
    e.joined = memberId !== null && c.joined;
  }
  return rows.map((row) => ({ ...summaryOf(row, now), ...extras.get(row.id)! }));
}

export function summaryOf(row: TournamentRow, now: Date): Omit<TournamentSummary, keyof Extras> {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    description: row.description,
    status: statusOf(row, now),
    startsAt: new Date(row.starts_at).toISOString(),
    endsAt: new Date(row.ends_at).toISOString(),
    scoring: row.scoring,
    minStake: row.min_stake,
    entryCurrency: row.entry_currency,
    entryFee: row.entry_fee,
    autoJoin: row.auto_join,
    prizes: sortedPrizes(row.prizes),
  };
}

/** What the public board shows of a nickname: its first half, then stars (데모회원 → 데모**). */
export function maskNickname(nickname: string): string {
  const chars = [...nickname];
  const shown = Math.max(1, Math.ceil(chars.length / 2));
  return `${chars.slice(0, shown).join('')}**`;
}
