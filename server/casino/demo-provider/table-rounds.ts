/**
 * The rows of the shared tables' rounds and their views (contract TableRoundView): read by the
 * engine, the bet placement, the table state, the stream and the round detail alike.
 */
import type { TableRoundView, TableSeat } from '../../../common/contract/demo-provider.contract';
import type { Queryable } from '../../platform/db/db';
import { publicSeat, seatsOfRound } from './table-seats';

export interface TableRoundRow {
  id: number;
  game_code: string;
  round_no: number;
  phase: 'betting' | 'dealing' | 'settled';
  server_seed_hex: string;
  commit_hex: string;
  client_seed: string | null;
  outcome: unknown;
  /** Frozen at the deal (table-engine.ts); null while betting and for rounds dealt before seats. */
  seats: TableSeat[] | null;
  opened_at: Date;
  closes_at: Date;
  dealt_at: Date | null;
  settled_at: Date | null;
}

export const tableRoundRef = (gameCode: string, roundNo: number) => `${gameCode}-r${roundNo}`;

const ROUND_COLUMNS = `id, game_code, round_no, phase, server_seed_hex, commit_hex, client_seed,
  outcome, seats, opened_at, closes_at, dealt_at, settled_at`;

/** The table's latest round (null before its first); `lock` adds FOR UPDATE / FOR SHARE. */
export async function currentTableRound(
  db: Queryable,
  gameCode: string,
  lock: '' | 'FOR UPDATE' | 'FOR SHARE' = '',
): Promise<TableRoundRow | null> {
  const [row] = await db.query<TableRoundRow>(
    `SELECT ${ROUND_COLUMNS} FROM demo_provider_table_rounds WHERE game_code = $1
      ORDER BY round_no DESC LIMIT 1 ${lock}`,
    [gameCode],
  );
  return row ?? null;
}

export async function tableRoundByNo(
  db: Queryable,
  gameCode: string,
  roundNo: number,
  lock: '' | 'FOR UPDATE' | 'FOR SHARE' = '',
): Promise<TableRoundRow | null> {
  const [row] = await db.query<TableRoundRow>(
    `SELECT ${ROUND_COLUMNS} FROM demo_provider_table_rounds WHERE game_code = $1
      AND round_no = $2 ${lock}`,
    [gameCode, roundNo],
  );
  return row ?? null;
}

/** The round's seats: as taken so far while betting, as frozen at the deal after. */
export async function roundSeats(db: Queryable, row: TableRoundRow): Promise<TableSeat[]> {
  if (row.phase !== 'betting') return row.seats ?? [];
  return (await seatsOfRound(db, row.id)).map(publicSeat);
}

/** The seed is shown only once the round is dealt (its client seed is fixed by then). */
export function tableRoundView(row: TableRoundRow, seats: TableSeat[]): TableRoundView {
  const revealed = row.phase !== 'betting';
  return {
    gameCode: row.game_code,
    roundNo: row.round_no,
    roundRef: tableRoundRef(row.game_code, row.round_no),
    phase: row.phase,
    closesAt: new Date(row.closes_at).toISOString(),
    fairness: {
      commitHex: row.commit_hex,
      serverSeedHex: revealed ? row.server_seed_hex : null,
      clientSeed: row.client_seed ?? '',
      nonce: row.round_no,
    },
    seats,
    outcome: revealed ? row.outcome : null,
  };
}

/** The road: the last results, oldest first ('player' | 'banker' | 'tie', or the pocket). */
export async function tableHistory(db: Queryable, gameCode: string): Promise<(string | number)[]> {
  const rows = await db.query<{ outcome: { winner?: string; pocket?: number } }>(
    `SELECT outcome FROM demo_provider_table_rounds WHERE game_code = $1 AND outcome IS NOT NULL
      AND phase <> 'betting' ORDER BY round_no DESC LIMIT 60`,
    [gameCode],
  );
  return rows
    .reverse()
    .map(({ outcome }) => outcome.winner ?? outcome.pocket ?? '')
    .filter((entry) => entry !== '');
}
