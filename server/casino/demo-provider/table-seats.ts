/**
 * The seats of a shared table round (docs/fairness.md "Shared tables"). A session's seat is its
 * place in the order of first accepted bets; its client seed is the one written on its bets,
 * fixed when its first bet of the round was placed. Publishing every seat's seed beside a masked
 * name lets each member find their own and recompute the round's combined seed, so a seed that
 * no bettor chose cannot be slipped into the combination.
 */
import type { TableSeat } from '../../../common/contract/demo-provider.contract';
import type { Queryable } from '../../platform/db/db';

/** Seats are published as the first character of the nickname and stars. */
export function maskPlayer(nickname: string): string {
  const characters = [...nickname];
  return `${characters[0] ?? ''}${'*'.repeat(Math.max(2, characters.length - 1))}`;
}

export interface SessionSeat extends TableSeat {
  sessionId: number;
}

/**
 * The round's seats from its accepted bets, seat 1 first. A bet placed before seeds were written
 * on bets falls back to its session's seed, which is what such a round was dealt from.
 */
export async function seatsOfRound(db: Queryable, roundId: number): Promise<SessionSeat[]> {
  const rows = await db.query<{
    id: number;
    session_id: number;
    client_seed: string;
    nickname: string;
  }>(
    `SELECT DISTINCT ON (b.session_id) b.id, b.session_id,
            COALESCE(b.client_seed, s.client_seed) AS client_seed, s.nickname
       FROM demo_provider_table_bets b JOIN demo_provider_sessions s ON s.id = b.session_id
      WHERE b.round_id = $1 AND b.status = 'accepted'
      ORDER BY b.session_id, b.id`,
    [roundId],
  );
  return rows
    .sort((x, y) => Number(x.id) - Number(y.id))
    .map((row, index) => ({
      seat: index + 1,
      player: maskPlayer(row.nickname),
      clientSeed: row.client_seed,
      sessionId: Number(row.session_id),
    }));
}

/** The public part of a seat (no session id). */
export const publicSeat = ({ seat, player, clientSeed }: TableSeat): TableSeat => ({
  seat,
  player,
  clientSeed,
});

/**
 * The client seed a new bet of the session on the round sits with: its seat's seed when it has
 * already placed a bet that is not refused, else the session's seed now. Locks the session's row
 * first, so a seed change and a placement of the same session take turns.
 */
export async function seedForNextBet(
  tx: Queryable,
  roundId: number,
  sessionId: number,
): Promise<string> {
  const [session] = await tx.query<{ client_seed: string }>(
    'SELECT client_seed FROM demo_provider_sessions WHERE id = $1 FOR UPDATE',
    [sessionId],
  );
  const [seated] = await tx.query<{ client_seed: string }>(
    `SELECT client_seed FROM demo_provider_table_bets
      WHERE round_id = $1 AND session_id = $2 AND status IN ('pending', 'accepted')
        AND client_seed IS NOT NULL
      ORDER BY id LIMIT 1`,
    [roundId, sessionId],
  );
  return seated?.client_seed ?? session!.client_seed;
}

/** Whether the session already holds (or is placing) a seat on the round. */
export async function hasSeat(tx: Queryable, roundId: number, sessionId: number) {
  const [row] = await tx.query(
    `SELECT 1 FROM demo_provider_table_bets
      WHERE round_id = $1 AND session_id = $2 AND status IN ('pending', 'accepted') LIMIT 1`,
    [roundId, sessionId],
  );
  return row !== undefined;
}
