/**
 * The member's side of tournaments: the three tabs, the detail with its board
 * and winners, and joining — free, or for a fee in cash or points taken through the ledger in the
 * transaction that writes the entry (one fee per member and tournament: the ledger key is the
 * pair, so a double click or a retry with another request key still pays once).
 */
import type {
  TournamentBoard,
  TournamentDetail,
  TournamentJoinAnswer,
  TournamentKind,
  TournamentLeaveAnswer,
  TournamentTab,
  TournamentWinner,
} from '../../common/contract/tournament.contract';
import type { Db, Queryable } from '../platform/db/db';
import { getMemberBalances } from '../platform/ledger/balances';
import { AppError } from '../platform/lib/app-error';
import type { Clock } from '../platform/lib/clock';
import { countFrom, pageOfRows, pageWindow } from '../platform/lib/paging';
import type { Realtime } from '../platform/sse/realtime';
import { lockMember } from '../member/member-lock';
import { boardFor, computeBoard } from './board/board.queries';
import { memberMayPlaySql } from './tournament-eligibility';
import {
  TOURNAMENT_COLUMNS,
  loadTournament,
  maskNickname,
  summariesOf,
  type TournamentRow,
} from './tournament-rows';
import { decideEntry, entryStateOf, membershipOf } from './entry/entry-lifecycle';
import { leaveTournament } from './entry/entry-leave';
import { takeEntryFee } from './entry/entry-fee';

/** The tab's filter and order ($1 = now): running soonest-ending first, finished latest first. */
const TABS = {
  running: {
    where: `t.state = 'scheduled' AND t.starts_at <= $1::timestamptz`,
    order: 't.ends_at, t.id',
  },
  upcoming: {
    where: `t.state = 'scheduled' AND t.starts_at > $1::timestamptz`,
    order: 't.starts_at, t.id',
  },
  // $1 is named in every tab, so its type is always known (PostgreSQL refuses an unused one).
  finished: {
    where: `t.state = 'finished' AND $1::timestamptz IS NOT NULL`,
    order: 't.ends_at DESC, t.id DESC',
  },
} as const;

export class TournamentService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly realtime: Realtime,
  ) {}

  async list(
    query: { kind: TournamentKind; tab: TournamentTab; page: number },
    memberId: number | null,
  ) {
    const now = this.clock();
    const tab = TABS[query.tab];
    const { limit, offset } = pageWindow(query.page);
    const [rows, total] = await Promise.all([
      this.db.query<TournamentRow>(
        `SELECT ${TOURNAMENT_COLUMNS} FROM tournaments t WHERE t.kind = $2 AND ${tab.where}
          ORDER BY ${tab.order} LIMIT ${limit} OFFSET ${offset}`,
        [now.toISOString(), query.kind],
      ),
      this.db.query<{ count: number }>(
        `SELECT count(*) AS count FROM tournaments t WHERE t.kind = $2 AND ${tab.where}`,
        [now.toISOString(), query.kind],
      ),
    ]);
    const items = await summariesOf(this.db, rows, memberId, now);
    return pageOfRows(items, query.page, countFrom(total));
  }

  async detail(id: number, memberId: number | null): Promise<TournamentDetail> {
    const now = this.clock();
    const row = await loadTournament(this.db, id);
    const [[tournament], board, winners] = await Promise.all([
      summariesOf(this.db, [row], memberId, now),
      this.board(row, memberId),
      this.winners(row.id),
    ]);
    return { tournament: tournament!, board, winners };
  }

  async boardOf(id: number, memberId: number | null): Promise<TournamentBoard> {
    return this.board(await loadTournament(this.db, id), memberId);
  }

  private async board(row: TournamentRow, memberId: number | null): Promise<TournamentBoard> {
    const computed = await computeBoard(
      this.db,
      row,
      memberId === null ? [] : [memberId],
      this.clock(),
    );
    return boardFor(computed, memberId);
  }

  /** A finished tournament's winners, from its payout record (kept forever). */
  async winners(tournamentId: number): Promise<TournamentWinner[]> {
    const rows = await this.db.query<{
      rank: number;
      nickname: string;
      score: number;
      currency: 'cash' | 'points';
      amount: number;
    }>(
      `SELECT p.rank, m.nickname, p.score, p.currency, p.amount FROM tournament_payouts p
         JOIN members m ON m.id = p.member_id
        WHERE p.tournament_id = $1 AND p.kind = 'prize' ORDER BY p.rank`,
      [tournamentId],
    );
    return rows.map((r) => ({
      rank: r.rank,
      displayName: maskNickname(r.nickname),
      score: r.score,
      currency: r.currency,
      amount: r.amount,
    }));
  }

  /**
   * Joins the member, as the entry lifecycle decides (entry/entry-lifecycle.ts): refused when the
   * tournament no longer takes entries or the member may not play its kind; a fee passes the
   * stake gate and moves member → house with the entry. Joining again answers the entry (nothing
   * paid twice).
   */
  async join(
    tournamentId: number,
    memberId: number,
    joinKey: string,
  ): Promise<TournamentJoinAnswer> {
    const now = this.clock();
    const feePaid = await this.db.transaction(async (tx) => {
      await lockMember(tx, memberId);
      const t = await loadTournament(tx, tournamentId, 'share');
      const membership = await membershipOf(tx, tournamentId, memberId);
      const cell = decideEntry(entryStateOf(t, membership, now), 'memberJoin');
      if (cell.kind === 'answer') return 0;
      if (cell.kind === 'refuse') throw new AppError(409, cell.code);
      if (!(await this.mayPlay(tx, memberId, t.kind))) {
        throw new AppError(403, 'TOURNAMENT_MEMBER_BARRED');
      }
      const ledgerTransferId = await takeEntryFee(tx, t, memberId, now);
      await tx.query(
        `INSERT INTO tournament_entries (tournament_id, member_id, joined_at, joined_by, join_key, fee_paid)
         VALUES ($1, $2, $3, 'explicit', $4, $5)`,
        [t.id, memberId, now.toISOString(), joinKey, ledgerTransferId === null ? 0 : t.entry_fee],
      );
      return ledgerTransferId === null ? 0 : t.entry_fee;
    });
    const balances = await getMemberBalances(this.db, memberId);
    if (feePaid > 0) this.realtime.betsToMember(memberId, { type: 'balance', ...balances });
    const t = await loadTournament(this.db, tournamentId);
    return {
      tournamentId,
      joined: true,
      feePaid,
      entryCurrency: t.entry_currency,
      emoney: balances.emoney,
      point: balances.point,
    };
  }

  /**
   * The member leaves before the start, as the entry lifecycle decides: the fee comes back (once:
   * the refund's key is the cancel's) and the entry goes. Leaving again answers what happened.
   */
  async leave(tournamentId: number, memberId: number): Promise<TournamentLeaveAnswer> {
    const refunded = await this.db.transaction((tx) =>
      leaveTournament(tx, tournamentId, memberId, this.clock()),
    );
    const balances = await getMemberBalances(this.db, memberId);
    if (refunded > 0) this.realtime.betsToMember(memberId, { type: 'balance', ...balances });
    const t = await loadTournament(this.db, tournamentId);
    return {
      tournamentId,
      joined: false,
      feeRefunded: refunded,
      entryCurrency: t.entry_currency,
      emoney: balances.emoney,
      point: balances.point,
    };
  }

  private async mayPlay(q: Queryable, memberId: number, kind: 'slot' | 'casino'): Promise<boolean> {
    const [row] = await q.query<{ ok: boolean }>(
      `SELECT ${memberMayPlaySql('m', '$2::text')} AS ok FROM members m WHERE m.id = $1`,
      [memberId, kind],
    );
    return row?.ok === true;
  }
}
