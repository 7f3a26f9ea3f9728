/**
 * The tables' stream (GET …/tables/:gameCode/stream: every seated member sees the same
 * round). Every node polls the database on its tick and tells its own listeners: `round` when a
 * table's round or phase changed, `result` when a listener's win for a round was answered by the
 * wallet. Polling the provider's own tables needs no bus, so any node serves any table.
 */
import type {
  TableResultEvent,
  TableRoundView,
} from '../../../common/contract/demo-provider.contract';
import type { Queryable } from '../../platform/db/db';
import type { Clock } from '../../platform/lib/clock';
import { DEMO_TABLE_GAMES } from './demo-games';
import { currentTableRound, roundSeats, tableRoundView } from './table-rounds';

export interface TableListener {
  gameCode: string;
  sessionId: number;
  send(event: 'round' | 'result', data: TableRoundView | TableResultEvent): void;
  /** Wins already told to this listener (transaction uuids). */
  told: Set<string>;
}

/** How far back a listener's wins are looked for (a reconnecting page gets recent results). */
const RESULT_WINDOW_MS = 5 * 60_000;

interface ResultRow {
  transaction_uuid: string;
  session_id: number;
  round_ref: string;
  amount: number;
  balance_after: number | null;
  stake: number;
}

export class TableFeed {
  private readonly listeners = new Set<TableListener>();
  private readonly lastRound = new Map<string, TableRoundView>();

  constructor(private readonly clock: Clock) {}

  /** Adds a listener (the route tells it the round now); returns the unsubscribe. */
  subscribe(listener: TableListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async poll(db: Queryable): Promise<void> {
    for (const game of DEMO_TABLE_GAMES) {
      const row = await currentTableRound(db, game.code);
      if (!row) continue;
      const before = this.lastRound.get(game.code);
      if (before && before.roundNo === row.round_no && before.phase === row.phase) continue;
      const view = tableRoundView(row, await roundSeats(db, row));
      this.lastRound.set(game.code, view);
      for (const listener of this.listeners) {
        if (listener.gameCode === game.code) listener.send('round', view);
      }
    }
    await this.tellResults(db);
  }

  private async tellResults(db: Queryable): Promise<void> {
    const sessionIds = [...new Set([...this.listeners].map((l) => l.sessionId))];
    if (sessionIds.length === 0) return;
    const since = new Date(this.clock().getTime() - RESULT_WINDOW_MS);
    const rows = await db.query<ResultRow>(
      `SELECT w.transaction_uuid, w.session_id, w.round_ref, w.amount, w.balance_after,
              (SELECT COALESCE(SUM(b.amount), 0) FROM demo_provider_transactions b
                WHERE b.session_id = w.session_id AND b.round_ref = w.round_ref
                  AND b.kind = 'bet' AND b.status = 'ok') AS stake
         FROM demo_provider_transactions w
        WHERE w.kind = 'win' AND w.status = 'ok' AND w.session_id = ANY($1::bigint[])
          AND w.answered_at >= $2 AND w.round_ref ~ '-r[0-9]+$'`,
      [sessionIds, since],
    );
    for (const listener of this.listeners) {
      for (const row of rows) {
        if (row.session_id !== listener.sessionId || listener.told.has(row.transaction_uuid)) {
          continue;
        }
        listener.told.add(row.transaction_uuid);
        listener.send('result', {
          roundRef: row.round_ref,
          stake: Number(row.stake),
          win: row.amount,
          balance: row.balance_after ?? 0,
        });
      }
    }
  }
}
