/**
 * The operator's tournaments: create, edit (before start), cancel
 * (every entry fee refunded through the ledger), the live board with every participant, and the
 * payout record. Each write is one transaction with its audit row (platform/lib/audit.service.ts).
 */
import { decideEntry, entryStateOf } from '../entry/entry-lifecycle';
import type {
  AdminTournament,
  AdminTournamentBodyParsed,
  AdminTournamentBoard,
  AdminTournamentPayouts,
  TournamentKind,
  TournamentStatus,
} from '../../../common/contract/tournament.contract';
import type { Db, Queryable } from '../../platform/db/db';
import { transfer } from '../../platform/ledger/transfer';
import { AppError } from '../../platform/lib/app-error';
import { writeAudit, type Actor } from '../../platform/lib/audit.service';
import type { Clock } from '../../platform/lib/clock';
import { countFrom, pageOfRows, pageWindow } from '../../platform/lib/paging';
import type { Realtime } from '../../platform/sse/realtime';
import { getMemberBalances } from '../../platform/ledger/balances';
import { standingsOf } from '../board/board.queries';
import { memberMayPlaySql } from '../tournament-eligibility';
import { entryFeeAccounts, refundKey } from '../tournament-money';
import {
  TOURNAMENT_COLUMNS,
  loadTournament,
  statusOf,
  summariesOf,
  type TournamentRow,
} from '../tournament-rows';

const target = (id: number) => `tournament:${id}`;

/**
 * What an operator sets and may edit before the start, in the column order both the insert and
 * the update name (kind is fixed at creation; the qualifying games live in their own tables).
 */
function editableValues(body: AdminTournamentBodyParsed): unknown[] {
  return [
    body.name,
    body.description,
    body.startsAt,
    body.endsAt,
    body.scoring,
    body.minStake,
    body.entryCurrency,
    body.entryFee,
    body.autoJoin,
    JSON.stringify(body.prizes),
  ];
}

export class TournamentAdminService {
  /** Told after a cancel commits (the live boards of this node). */
  onCancelled: (tournamentId: number) => void = () => undefined;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly realtime: Realtime,
  ) {}

  async list(query: { kind?: TournamentKind; status?: TournamentStatus; page: number }) {
    const now = this.clock();
    const filters: string[] = [];
    const params: unknown[] = [now.toISOString()];
    if (query.kind) {
      params.push(query.kind);
      filters.push(`t.kind = $${params.length}`);
    }
    if (query.status === 'upcoming' || query.status === 'running') {
      filters.push(`t.state = 'scheduled'`);
      filters.push(`t.starts_at ${query.status === 'upcoming' ? '>' : '<='} $1::timestamptz`);
    } else if (query.status) {
      params.push(query.status);
      filters.push(`t.state = $${params.length}`);
    }
    // $1 is always named, so its type is known whichever filters apply.
    const where = `WHERE ${['$1::timestamptz IS NOT NULL', ...filters].join(' AND ')}`;
    const { limit, offset } = pageWindow(query.page);
    const [rows, total] = await Promise.all([
      this.db.query<TournamentRow>(
        `SELECT ${TOURNAMENT_COLUMNS} FROM tournaments t ${where}
          ORDER BY t.starts_at DESC, t.id DESC LIMIT ${limit} OFFSET ${offset}`,
        params,
      ),
      this.db.query<{ count: number }>(
        `SELECT count(*) AS count FROM tournaments t ${where}`,
        params,
      ),
    ]);
    return pageOfRows(await this.views(this.db, rows), query.page, countFrom(total));
  }

  async create(actor: Actor, body: AdminTournamentBodyParsed): Promise<AdminTournament> {
    const now = this.clock();
    if (new Date(body.endsAt) <= now) throw new AppError(400, 'TOURNAMENT_ENDS_IN_PAST');
    return this.db.transaction(async (tx) => {
      await this.checkQualifying(tx, body);
      const [row] = await tx.query<{ id: number }>(
        `INSERT INTO tournaments (name, description, starts_at, ends_at, scoring, min_stake,
                                  entry_currency, entry_fee, auto_join, prizes, kind, created_by,
                                  created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11, $12, $13) RETURNING id`,
        [...editableValues(body), body.kind, actor.memberId, now.toISOString()],
      );
      await this.writeQualifying(tx, row!.id, body);
      await writeAudit(tx, actor, {
        action: 'tournament.create',
        target: target(row!.id),
        before: null,
        after: body,
      });
      return this.view(tx, row!.id);
    });
  }

  /** Only before the start; the fee is fixed once a member paid it. */
  async update(
    actor: Actor,
    id: number,
    body: AdminTournamentBodyParsed,
  ): Promise<AdminTournament> {
    const now = this.clock();
    return this.db.transaction(async (tx) => {
      const before = await loadTournament(tx, id, true);
      if (before.state !== 'scheduled' || new Date(before.starts_at) <= now) {
        throw new AppError(409, 'TOURNAMENT_STARTED');
      }
      if (body.kind !== before.kind) throw new AppError(400, 'TOURNAMENT_KIND_FIXED');
      const [paid] = await tx.query(
        'SELECT 1 FROM tournament_entries WHERE tournament_id = $1 AND fee_paid > 0 LIMIT 1',
        [id],
      );
      if (
        paid &&
        (body.entryCurrency !== before.entry_currency || body.entryFee !== before.entry_fee)
      ) {
        throw new AppError(409, 'TOURNAMENT_FEE_FIXED');
      }
      await this.checkQualifying(tx, body);
      await tx.query(
        `UPDATE tournaments SET name = $2, description = $3, starts_at = $4, ends_at = $5,
                scoring = $6, min_stake = $7, entry_currency = $8, entry_fee = $9, auto_join = $10,
                prizes = $11::jsonb
          WHERE id = $1`,
        [id, ...editableValues(body)],
      );
      await tx.query('DELETE FROM tournament_games WHERE tournament_id = $1', [id]);
      await tx.query('DELETE FROM tournament_providers WHERE tournament_id = $1', [id]);
      await this.writeQualifying(tx, id, body);
      await writeAudit(tx, actor, {
        action: 'tournament.update',
        target: target(id),
        before,
        after: body,
      });
      return this.view(tx, id);
    });
  }

  /**
   * Cancels a tournament before its end, as the entry lifecycle decides (entry/entry-lifecycle.ts):
   * every fee paid goes back (house → member, one ledger key per member), recorded as a refund
   * line of the payout record. Past its end it is refused: the final board is known, and a cancel
   * would turn the winners' prizes into refunds.
   */
  async cancel(actor: Actor, id: number, reason: string): Promise<AdminTournament> {
    const now = this.clock();
    const { view, refunded } = await this.db.transaction(async (tx) => {
      const t = await loadTournament(tx, id, true);
      const cell = decideEntry(entryStateOf(t, 'none', now), 'operatorCancel');
      if (cell.kind !== 'move') throw new AppError(409, cancelRefusal(cell));
      const payers = await tx.query<{ member_id: number; fee_paid: number }>(
        `SELECT member_id, fee_paid FROM tournament_entries
          WHERE tournament_id = $1 AND fee_paid > 0 ORDER BY member_id`,
        [id],
      );
      const currency = t.entry_currency === 'points' ? 'points' : 'cash';
      // An entry's own cell: `refundFee`, once (the key is the tournament and the member).
      const entryCell = decideEntry(entryStateOf(t, 'entered', now), 'operatorCancel');
      const refunds = entryCell.kind === 'move' && entryCell.money === 'refundFee' ? payers : [];
      for (const payer of refunds) {
        const accounts = entryFeeAccounts(payer.member_id, currency);
        const moved = await transfer(tx, {
          idempotencyKey: refundKey(id, payer.member_id),
          kind: 'tournament_refund',
          reference: target(id),
          from: accounts.house,
          to: accounts.member,
          amount: payer.fee_paid,
          memo: `${t.name} 취소 환불`,
        });
        await tx.query(
          `INSERT INTO tournament_payouts
             (tournament_id, member_id, kind, currency, amount, ledger_transfer_id, paid_at)
           VALUES ($1, $2, 'refund', $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
          [id, payer.member_id, currency, payer.fee_paid, moved.transferId, now.toISOString()],
        );
      }
      await tx.query(
        `UPDATE tournaments SET state = 'cancelled', cancelled_at = $2, cancel_reason = $3
          WHERE id = $1`,
        [id, now.toISOString(), reason],
      );
      await writeAudit(tx, actor, {
        action: 'tournament.cancel',
        target: target(id),
        before: { state: t.state },
        after: {
          state: 'cancelled',
          reason,
          refunds: payers.length,
          refundedTotal: payers.reduce((sum, p) => sum + p.fee_paid, 0),
        },
      });
      return { view: await this.view(tx, id), refunded: payers.map((p) => p.member_id) };
    });
    for (const memberId of refunded) {
      const balances = await getMemberBalances(this.db, memberId);
      this.realtime.betsToMember(memberId, { type: 'balance', ...balances });
    }
    this.onCancelled(id);
    return view;
  }

  /** Every participant, ranked first (live order, or the frozen final ranks), then the rest. */
  async board(id: number, page: number): Promise<AdminTournamentBoard> {
    const t = await loadTournament(this.db, id);
    const { limit, offset } = pageWindow(page);
    const order =
      t.state === 'finished'
        ? 'e.final_rank NULLS LAST, e.member_id'
        : `(e.rounds > 0 AND ${memberMayPlaySql('m', `'${t.kind}'`)}) DESC,
           e.score DESC, e.reached_at NULLS LAST, e.member_id`;
    const [rows, total] = await Promise.all([
      this.db.query<{
        member_id: number;
        user_id: string;
        nickname: string;
        score: number;
        rounds: number;
        joined_at: string;
        excluded: boolean;
      }>(
        `SELECT e.member_id, m.user_id, m.nickname, e.score, e.rounds, e.joined_at,
                NOT ${memberMayPlaySql('m', `'${t.kind}'`)} AS excluded
           FROM tournament_entries e JOIN members m ON m.id = e.member_id
          WHERE e.tournament_id = $1 ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`,
        [id],
      ),
      this.db.query<{ count: number }>(
        'SELECT count(*) AS count FROM tournament_entries WHERE tournament_id = $1',
        [id],
      ),
    ]);
    const standings = await standingsOf(
      this.db,
      t,
      rows.map((r) => r.member_id),
    );
    const items = rows.map((r) => ({
      rank: standings.get(r.member_id)?.rank ?? null,
      memberId: r.member_id,
      userId: r.user_id,
      nickname: r.nickname,
      score: r.score,
      rounds: r.rounds,
      joinedAt: r.joined_at,
      excluded: r.excluded,
    }));
    return pageOfRows(items, page, countFrom(total));
  }

  async payouts(id: number): Promise<AdminTournamentPayouts> {
    await loadTournament(this.db, id);
    const items = await this.db.query<AdminTournamentPayouts['items'][number]>(
      `SELECT p.kind, p.member_id AS "memberId", m.user_id AS "userId", m.nickname, p.rank,
              p.score, p.currency, p.amount, p.paid_at AS "paidAt"
         FROM tournament_payouts p JOIN members m ON m.id = p.member_id
        WHERE p.tournament_id = $1 ORDER BY p.kind, p.rank NULLS LAST, p.member_id`,
      [id],
    );
    return { items };
  }

  /** Named games must exist and be of the tournament's kind; named providers must exist. */
  private async checkQualifying(tx: Queryable, body: AdminTournamentBodyParsed): Promise<void> {
    const gameIds = [...new Set(body.gameIds)];
    const providerIds = [...new Set(body.providerIds)];
    const [counts] = await tx.query<{ games: number; providers: number }>(
      `SELECT (SELECT count(*) FROM casino_games WHERE id = ANY($1::int[]) AND kind = $3) AS games,
              (SELECT count(*) FROM casino_providers WHERE id = ANY($2::int[])) AS providers`,
      [gameIds, providerIds, body.kind],
    );
    if (counts?.games !== gameIds.length) throw new AppError(400, 'TOURNAMENT_GAME_INVALID');
    if (counts?.providers !== providerIds.length) {
      throw new AppError(400, 'CASINO_PROVIDER_NOT_FOUND');
    }
  }

  private async writeQualifying(tx: Queryable, id: number, body: AdminTournamentBodyParsed) {
    await tx.query(
      `INSERT INTO tournament_games (tournament_id, game_id)
       SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING`,
      [id, body.gameIds],
    );
    await tx.query(
      `INSERT INTO tournament_providers (tournament_id, provider_id)
       SELECT $1, unnest($2::smallint[]) ON CONFLICT DO NOTHING`,
      [id, body.providerIds],
    );
  }

  private async view(q: Queryable, id: number): Promise<AdminTournament> {
    const [view] = await this.views(q, [await loadTournament(q, id)]);
    return view!;
  }

  private async views(q: Queryable, rows: TournamentRow[]): Promise<AdminTournament[]> {
    const now = this.clock();
    const summaries = await summariesOf(q, rows, null, now);
    const ids = rows.map((r) => r.id);
    const money = await q.query<{ tournament_id: number; fees: number; prizes: number }>(
      `SELECT t.id AS tournament_id,
              coalesce((SELECT sum(fee_paid) FROM tournament_entries e WHERE e.tournament_id = t.id), 0)
              - coalesce((SELECT sum(amount) FROM tournament_payouts p
                           WHERE p.tournament_id = t.id AND p.kind = 'refund'), 0) AS fees,
              coalesce((SELECT sum(amount) FROM tournament_payouts p
                         WHERE p.tournament_id = t.id AND p.kind = 'prize'), 0) AS prizes
         FROM tournaments t WHERE t.id = ANY($1::int[])`,
      [ids],
    );
    const byId = new Map(money.map((m) => [m.tournament_id, m]));
    return rows.map((row, i) => {
      const { joined: _joined, ...summary } = summaries[i]!;
      void _joined;
      return {
        ...summary,
        status: statusOf(row, now),
        feesCollected: Number(byId.get(row.id)?.fees ?? 0),
        prizesPaid: Number(byId.get(row.id)?.prizes ?? 0),
        createdAt: row.created_at,
        cancelledAt: row.cancelled_at,
        cancelReason: row.cancel_reason,
        finishedAt: row.finished_at,
      };
    });
  }
}

/** The code of a cancel the entry lifecycle does not move (an answer is not expected here). */
function cancelRefusal(cell: Exclude<ReturnType<typeof decideEntry>, { kind: 'move' }>) {
  return cell.kind === 'refuse' ? cell.code : 'TOURNAMENT_NOT_CANCELLABLE';
}
